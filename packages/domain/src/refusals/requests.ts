import { phrase, refusal } from './define';

/** Refusals of a request as such: its shape, its address, who sent it, and our own failures. */
export const REQUEST_REFUSALS = {
  route_not_found: refusal(404, 'We could not find that.', 'ಅದು ನಮಗೆ ಸಿಗಲಿಲ್ಲ.', 'हमें वह नहीं मिला।'),
  request_too_large: refusal(413, 'The request is too large.', 'ಈ ವಿನಂತಿ ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ.', 'यह अनुरोध बहुत बड़ा है।'),
  body_not_json: refusal(
    400,
    'The request body is not valid JSON.',
    'ವಿನಂತಿಯ ಒಳಗಿನ ಮಾಹಿತಿ ಸರಿಯಾದ JSON ಅಲ್ಲ.',
    'अनुरोध का मुख्य भाग सही JSON नहीं है।',
  ),
  body_empty: refusal(
    400,
    'The request body is empty; send a JSON object.',
    'ವಿನಂತಿ ಖಾಲಿಯಾಗಿದೆ; ಒಂದು JSON ಆಬ್ಜೆಕ್ಟ್ ಕಳುಹಿಸಿ.',
    'अनुरोध खाली है; एक JSON ऑब्जेक्ट भेजें।',
  ),
  media_type_not_accepted: refusal(
    415,
    'This content type is not accepted here; send JSON.',
    'ಈ ಬಗೆಯ ಮಾಹಿತಿಯನ್ನು ಇಲ್ಲಿ ಸ್ವೀಕರಿಸುವುದಿಲ್ಲ; JSON ಕಳುಹಿಸಿ.',
    'इस तरह की सामग्री यहाँ नहीं ली जाती; JSON भेजें।',
  ),
  content_length_mismatch: refusal(
    400,
    'The request length does not match its body.',
    'ವಿನಂತಿಯ ಉದ್ದ ಅದರ ಒಳಗಿನ ಮಾಹಿತಿಗೆ ಹೊಂದುತ್ತಿಲ್ಲ.',
    'अनुरोध की लंबाई उसके मुख्य भाग से मेल नहीं खाती।',
  ),
  request_refused: refusal(
    400,
    '{{detail}}',
    'ಈ ವಿನಂತಿಯನ್ನು ಸ್ವೀಕರಿಸಲಾಗಲಿಲ್ಲ: {{detail}}',
    'यह अनुरोध स्वीकार नहीं हुआ: {{detail}}',
  ),
  request_invalid: refusal(400, 'The request is not valid.', 'ಈ ವಿನಂತಿ ಸರಿಯಿಲ್ಲ.', 'यह अनुरोध सही नहीं है।'),
  body_not_object: refusal(
    400,
    'Send the details as a JSON object.',
    'ವಿವರಗಳನ್ನು ಒಂದು JSON ಆಬ್ಜೆಕ್ಟ್ ಆಗಿ ಕಳುಹಿಸಿ.',
    'विवरण एक JSON ऑब्जेक्ट के रूप में भेजें।',
  ),
  input_invalid: refusal(
    400,
    "The request's {{part}} is not valid.",
    'ವಿನಂತಿಯ {{part}} ಸರಿಯಿಲ್ಲ.',
    'अनुरोध का {{part}} सही नहीं है।',
  ),
  server_error: refusal(
    500,
    'Something went wrong on our side. Please try again in a moment.',
    'ನಮ್ಮ ಕಡೆ ಏನೋ ತಪ್ಪಾಗಿದೆ. ಸ್ವಲ್ಪ ಹೊತ್ತಿನ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    'हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर में फिर कोशिश करें।',
  ),
  text_unkeepable: refusal(
    400,
    'This text has a character we cannot keep (a null character or half of an emoji). Type it again.',
    'ಈ ಬರಹದಲ್ಲಿ ನಾವು ಉಳಿಸಲಾಗದ ಒಂದು ಅಕ್ಷರವಿದೆ (ಖಾಲಿ ಅಕ್ಷರ ಅಥವಾ ಅರ್ಧ ಎಮೋಜಿ). ಮತ್ತೆ ಟೈಪ್ ಮಾಡಿ.',
    'इस लेख में एक ऐसा अक्षर है जिसे हम रख नहीं सकते (खाली अक्षर या आधा इमोजी)। इसे फिर से टाइप करें।',
  ),

  // Zod's own checks, one code for each kind of problem. Zod's English description is the refusal's
  // `detail` param, for a developer; the texts name the field and say what is wrong in the reader's words.
  field_wrong_type: refusal(
    400,
    '{{field}}: this is not the right kind of value.',
    '{{field}}: ಈ ಮಾಹಿತಿಯ ಬಗೆ ಸರಿಯಿಲ್ಲ.',
    '{{field}}: इस जानकारी का प्रकार सही नहीं है।',
  ),
  field_too_small: refusal(
    400,
    '{{field}}: this is too short or too small.',
    '{{field}}: ಇದು ತುಂಬಾ ಚಿಕ್ಕದು.',
    '{{field}}: यह बहुत छोटा है।',
  ),
  field_too_big: refusal(
    400,
    '{{field}}: this is too long or too big.',
    '{{field}}: ಇದು ತುಂಬಾ ದೊಡ್ಡದು.',
    '{{field}}: यह बहुत बड़ा है।',
  ),
  field_bad_format: refusal(
    400,
    '{{field}}: this is not written the right way.',
    '{{field}}: ಇದರ ರೂಪ ಸರಿಯಿಲ್ಲ.',
    '{{field}}: इसका रूप सही नहीं है।',
  ),
  field_bad_value: refusal(
    400,
    '{{field}}: this is not one of the choices.',
    '{{field}}: ಈ ಆಯ್ಕೆ ಸರಿಯಿಲ್ಲ.',
    '{{field}}: यह विकल्प सही नहीं है।',
  ),
  field_unknown: refusal(
    400,
    '{{field}}: this holds details we do not know.',
    '{{field}}: ಇದರಲ್ಲಿ ನಮಗೆ ಗೊತ್ತಿಲ್ಲದ ಮಾಹಿತಿ ಇದೆ.',
    '{{field}}: इसमें ऐसी जानकारी है जिसे हम नहीं जानते।',
  ),
  field_invalid: refusal(400, '{{field}}: this is not right.', '{{field}}: ಇದು ಸರಿಯಿಲ್ಲ.', '{{field}}: यह सही नहीं है।'),

  // Who may ask.
  login_required: refusal(
    401,
    'Please log in to continue.',
    'ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಮಾಡಿ.',
    'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  ),
  login_again: refusal(
    401,
    'Please log in again to continue.',
    'ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು ಮತ್ತೆ ಲಾಗಿನ್ ಮಾಡಿ.',
    'आगे बढ़ने के लिए कृपया फिर से लॉग इन करें।',
  ),
  staff_login_required: refusal(
    401,
    'Please log in to the console.',
    'ದಯವಿಟ್ಟು ಕನ್ಸೋಲ್‌ಗೆ ಲಾಗಿನ್ ಮಾಡಿ.',
    'कृपया कंसोल में लॉग इन करें।',
  ),
  staff_origin_refused: refusal(
    403,
    'The console takes changes only from its own pages. Reload the console and try again.',
    'ಕನ್ಸೋಲ್ ತನ್ನದೇ ಪುಟಗಳಿಂದ ಬಂದ ಬದಲಾವಣೆಗಳನ್ನು ಮಾತ್ರ ಸ್ವೀಕರಿಸುತ್ತದೆ. ಕನ್ಸೋಲ್ ಅನ್ನು ಮತ್ತೆ ತೆರೆದು ಪ್ರಯತ್ನಿಸಿ.',
    'कंसोल सिर्फ़ अपने पन्नों से आए बदलाव लेता है। कंसोल को फिर से खोलें और दोबारा कोशिश करें।',
  ),
  staff_origin_other_name: refusal(
    403,
    'This console is set up at {{address}}. Open it at that address to log in and make changes: the browser keeps a login for one address only.',
    'ಈ ಕನ್ಸೋಲ್ ಅನ್ನು {{address}} ನಲ್ಲಿ ಹೊಂದಿಸಲಾಗಿದೆ. ಲಾಗಿನ್ ಮಾಡಲು ಮತ್ತು ಬದಲಾವಣೆ ಮಾಡಲು ಅದನ್ನು ಆ ವಿಳಾಸದಲ್ಲಿ ತೆರೆಯಿರಿ: ಬ್ರೌಸರ್ ಒಂದು ವಿಳಾಸಕ್ಕೆ ಮಾತ್ರ ಲಾಗಿನ್ ಇರಿಸುತ್ತದೆ.',
    'यह कंसोल {{address}} पर सेट है। लॉग इन करने और बदलाव करने के लिए इसे उसी पते पर खोलें: ब्राउज़र एक पते के लिए ही लॉगिन रखता है।',
  ),
  owner_only: refusal(403, 'Only an owner can do this.', 'ಇದನ್ನು ಮಾಲೀಕರು ಮಾತ್ರ ಮಾಡಬಹುದು.', 'यह सिर्फ़ मालिक कर सकते हैं।'),
  not_your_outlet: refusal(
    403,
    'You do not work at that outlet.',
    'ನೀವು ಆ ಮಳಿಗೆಯಲ್ಲಿ ಕೆಲಸ ಮಾಡುವುದಿಲ್ಲ.',
    'आप उस आउटलेट पर काम नहीं करते।',
  ),
  order_for_others: refusal(
    403,
    'You can only order for yourself.',
    'ನೀವು ನಿಮಗಾಗಿ ಮಾತ್ರ ಆರ್ಡರ್ ಮಾಡಬಹುದು.',
    'आप सिर्फ़ अपने लिए ऑर्डर कर सकते हैं।',
  ),
} as const;

/** Parts put into other refusals' texts. */
export const REQUEST_PHRASES = {
  noun_cake: phrase('cake', 'ಕೇಕ್', 'केक'),
  noun_hamper: phrase('hamper', 'ಹ್ಯಾಂಪರ್', 'हैम्पर'),
  noun_outlet: phrase('outlet', 'ಮಳಿಗೆ', 'आउटलेट'),
  noun_event: phrase('event', 'ಕಾರ್ಯಕ್ರಮ', 'कार्यक्रम'),
  noun_workshop: phrase('workshop', 'ಕಾರ್ಯಾಗಾರ', 'वर्कशॉप'),
  noun_blog_post: phrase('blog post', 'ಬ್ಲಾಗ್ ಬರಹ', 'ब्लॉग पोस्ट'),
  noun_job: phrase('job', 'ಉದ್ಯೋಗ', 'नौकरी'),
  wait_a_minute: phrase('a minute', 'ಒಂದು ನಿಮಿಷದಲ್ಲಿ', 'एक मिनट में'),
  wait_minutes: phrase('{{count}} minutes', '{{count}} ನಿಮಿಷಗಳಲ್ಲಿ', '{{count}} मिनट में'),
  wait_hours: phrase('{{count}} hours', '{{count}} ಗಂಟೆಗಳಲ್ಲಿ', '{{count}} घंटे में'),
  no_reason_given: phrase('it gave no reason', 'ಅದು ಕಾರಣ ಹೇಳಲಿಲ್ಲ', 'उसने कोई कारण नहीं बताया'),
} as const;
