import { refusal } from './define';

/** Refusals of customers' and staff members' accounts: logins, links, passwords, members. */
export const ACCOUNT_REFUSALS = {
  login_wrong: refusal(
    401,
    'That email and password do not match an account. Check them, or reset your password.',
    'ಈ ಇಮೇಲ್ ಮತ್ತು ಪಾಸ್‌ವರ್ಡ್ ಯಾವುದೇ ಖಾತೆಗೆ ಹೊಂದುತ್ತಿಲ್ಲ. ಅವುಗಳನ್ನು ಪರಿಶೀಲಿಸಿ, ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ.',
    'यह ईमेल और पासवर्ड किसी खाते से मेल नहीं खाते। इन्हें जाँचें, या अपना पासवर्ड रीसेट करें।',
  ),
  login_too_many: refusal(
    429,
    'Too many attempts to log in. Please wait a minute and try again.',
    'ಲಾಗಿನ್ ಮಾಡಲು ತುಂಬಾ ಸಲ ಪ್ರಯತ್ನಿಸಲಾಗಿದೆ. ಒಂದು ನಿಮಿಷ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    'लॉग इन की बहुत सारी कोशिशें हो गईं। कृपया एक मिनट रुककर फिर कोशिश करें।',
  ),
  login_too_many_from_network: refusal(
    429,
    'Too many wrong passwords from your network. Please try again in {{wait}}, or reset your password.',
    'ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ತಪ್ಪು ಪಾಸ್‌ವರ್ಡ್‌ಗಳು ಬಂದಿವೆ. {{wait}} ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ.',
    'आपके नेटवर्क से बहुत सारे गलत पासवर्ड आए हैं। कृपया {{wait}} फिर कोशिश करें, या अपना पासवर्ड रीसेट करें।',
  ),
  signup_too_many: refusal(
    429,
    'Too many sign-ups from your network. Please try again later.',
    'ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ಖಾತೆಗಳನ್ನು ತೆರೆಯಲಾಗಿದೆ. ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    'आपके नेटवर्क से बहुत सारे खाते बनाए गए हैं। कृपया कुछ देर बाद फिर कोशिश करें।',
  ),
  email_taken: refusal(
    409,
    'An account with this email already exists. Log in instead, or reset your password.',
    'ಈ ಇಮೇಲ್‌ಗೆ ಈಗಾಗಲೇ ಖಾತೆ ಇದೆ. ಬದಲಿಗೆ ಲಾಗಿನ್ ಮಾಡಿ, ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ.',
    'इस ईमेल से एक खाता पहले से है। इसकी जगह लॉग इन करें, या अपना पासवर्ड रीसेट करें।',
  ),
  verify_link_unknown: refusal(
    404,
    'We do not recognise this link. Open the whole link from the email, or log in and ask for a new one in My Account.',
    'ಈ ಲಿಂಕ್ ನಮಗೆ ಗುರುತು ಸಿಗುತ್ತಿಲ್ಲ. ಇಮೇಲ್‌ನಲ್ಲಿರುವ ಪೂರ್ತಿ ಲಿಂಕ್ ತೆರೆಯಿರಿ, ಅಥವಾ ಲಾಗಿನ್ ಮಾಡಿ ನನ್ನ ಖಾತೆಯಲ್ಲಿ ಹೊಸದನ್ನು ಕೇಳಿ.',
    'हम इस लिंक को नहीं पहचानते। ईमेल का पूरा लिंक खोलें, या लॉग इन करके मेरा खाता में नया लिंक माँगें।',
  ),
  verify_link_used: refusal(
    409,
    'This link was already used, and your email address is confirmed. There is nothing more to do.',
    'ಈ ಲಿಂಕ್ ಈಗಾಗಲೇ ಬಳಕೆಯಾಗಿದೆ, ಮತ್ತು ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ದೃಢಪಟ್ಟಿದೆ. ಇನ್ನೇನೂ ಮಾಡಬೇಕಿಲ್ಲ.',
    'यह लिंक पहले ही इस्तेमाल हो चुका है, और आपका ईमेल पता पक्का हो गया है। अब कुछ और नहीं करना है।',
  ),
  verify_link_used_unconfirmed: refusal(
    409,
    'This link was already used. Log in and ask for a new one in My Account.',
    'ಈ ಲಿಂಕ್ ಈಗಾಗಲೇ ಬಳಕೆಯಾಗಿದೆ. ಲಾಗಿನ್ ಮಾಡಿ ನನ್ನ ಖಾತೆಯಲ್ಲಿ ಹೊಸದನ್ನು ಕೇಳಿ.',
    'यह लिंक पहले ही इस्तेमाल हो चुका है। लॉग इन करके मेरा खाता में नया लिंक माँगें।',
  ),
  verify_link_expired: refusal(
    410,
    'This link has expired: links work for {{hours}} hours. Log in and ask for a new one in My Account.',
    'ಈ ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ: ಲಿಂಕ್‌ಗಳು {{hours}} ಗಂಟೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತವೆ. ಲಾಗಿನ್ ಮಾಡಿ ನನ್ನ ಖಾತೆಯಲ್ಲಿ ಹೊಸದನ್ನು ಕೇಳಿ.',
    'इस लिंक का समय निकल गया है: लिंक {{hours}} घंटे तक ही चलते हैं। लॉग इन करके मेरा खाता में नया लिंक माँगें।',
  ),
  email_already_confirmed: refusal(
    409,
    'Your email address is already confirmed. There is nothing more to do.',
    'ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಈಗಾಗಲೇ ದೃಢಪಟ್ಟಿದೆ. ಇನ್ನೇನೂ ಮಾಡಬೇಕಿಲ್ಲ.',
    'आपका ईमेल पता पहले ही पक्का हो चुका है। अब कुछ और नहीं करना है।',
  ),
  verify_links_too_many: refusal(
    429,
    'You have asked for several new links in a short time. Please check your inbox and spam folder for the ones we sent, or ask again in {{wait}}.',
    'ಸ್ವಲ್ಪ ಸಮಯದಲ್ಲೇ ನೀವು ಹಲವು ಹೊಸ ಲಿಂಕ್‌ಗಳನ್ನು ಕೇಳಿದ್ದೀರಿ. ನಾವು ಕಳುಹಿಸಿದವುಗಳಿಗಾಗಿ ನಿಮ್ಮ ಇನ್‌ಬಾಕ್ಸ್ ಮತ್ತು ಸ್ಪ್ಯಾಮ್ ಫೋಲ್ಡರ್ ನೋಡಿ, ಅಥವಾ {{wait}} ಮತ್ತೆ ಕೇಳಿ.',
    'आपने थोड़े समय में कई नए लिंक माँगे हैं। हमारे भेजे लिंक के लिए अपना इनबॉक्स और स्पैम फ़ोल्डर देखें, या {{wait}} फिर माँगें।',
  ),
  verify_links_too_many_to_address: refusal(
    429,
    'We have sent several links to this address today. Please check your inbox and spam folder, or ask again in {{wait}}.',
    'ಇಂದು ಈ ವಿಳಾಸಕ್ಕೆ ನಾವು ಹಲವು ಲಿಂಕ್‌ಗಳನ್ನು ಕಳುಹಿಸಿದ್ದೇವೆ. ನಿಮ್ಮ ಇನ್‌ಬಾಕ್ಸ್ ಮತ್ತು ಸ್ಪ್ಯಾಮ್ ಫೋಲ್ಡರ್ ನೋಡಿ, ಅಥವಾ {{wait}} ಮತ್ತೆ ಕೇಳಿ.',
    'आज हमने इस पते पर कई लिंक भेजे हैं। अपना इनबॉक्स और स्पैम फ़ोल्डर देखें, या {{wait}} फिर माँगें।',
  ),
  verify_links_too_many_from_network: refusal(
    429,
    'Too many links were asked for from your network. Please try again in {{wait}}.',
    'ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ಲಿಂಕ್‌ಗಳನ್ನು ಕೇಳಲಾಗಿದೆ. {{wait}} ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    'आपके नेटवर्क से बहुत सारे लिंक माँगे गए हैं। कृपया {{wait}} फिर कोशिश करें।',
  ),
  reset_links_too_many: refusal(
    429,
    'You have asked for several reset links. Please wait and try again later.',
    'ನೀವು ಹಲವು ಮರುಹೊಂದಿಕೆ ಲಿಂಕ್‌ಗಳನ್ನು ಕೇಳಿದ್ದೀರಿ. ಸ್ವಲ್ಪ ಕಾದು ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    'आपने कई रीसेट लिंक माँगे हैं। कृपया थोड़ा रुककर बाद में फिर कोशिश करें।',
  ),
  reset_link_used_up: refusal(
    400,
    'This reset link has expired or was already used. Ask for a new one.',
    'ಈ ಮರುಹೊಂದಿಕೆ ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ ಅಥವಾ ಈಗಾಗಲೇ ಬಳಕೆಯಾಗಿದೆ. ಹೊಸದನ್ನು ಕೇಳಿ.',
    'इस रीसेट लिंक का समय निकल गया है या यह पहले ही इस्तेमाल हो चुका है। नया लिंक माँगें।',
  ),
  erase_too_many: refusal(
    429,
    'Too many wrong passwords. Please wait a while and try again, or reset your password.',
    'ತುಂಬಾ ತಪ್ಪು ಪಾಸ್‌ವರ್ಡ್‌ಗಳು. ಸ್ವಲ್ಪ ಹೊತ್ತು ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ.',
    'बहुत सारे गलत पासवर्ड। कृपया कुछ देर रुककर फिर कोशिश करें, या अपना पासवर्ड रीसेट करें।',
  ),
  erase_wrong_password: refusal(
    400,
    'That password is not right, so your account has not been erased. Check it and try again.',
    'ಆ ಪಾಸ್‌ವರ್ಡ್ ಸರಿಯಿಲ್ಲ, ಹಾಗಾಗಿ ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಅಳಿಸಿಲ್ಲ. ಅದನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    'वह पासवर्ड सही नहीं है, इसलिए आपका खाता मिटाया नहीं गया। इसे जाँचकर फिर कोशिश करें।',
  ),

  staff_login_wrong: refusal(
    401,
    'That email and password do not match a console account.',
    'ಈ ಇಮೇಲ್ ಮತ್ತು ಪಾಸ್‌ವರ್ಡ್ ಯಾವುದೇ ಕನ್ಸೋಲ್ ಖಾತೆಗೆ ಹೊಂದುತ್ತಿಲ್ಲ.',
    'यह ईमेल और पासवर्ड किसी कंसोल खाते से मेल नहीं खाते।',
  ),
  staff_login_too_many_from_network: refusal(
    429,
    'Too many wrong passwords from your network. Please try again in {{wait}}, or ask the owner for a new link.',
    'ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ತಪ್ಪು ಪಾಸ್‌ವರ್ಡ್‌ಗಳು ಬಂದಿವೆ. {{wait}} ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ಮಾಲೀಕರಿಂದ ಹೊಸ ಲಿಂಕ್ ಕೇಳಿ.',
    'आपके नेटवर्क से बहुत सारे गलत पासवर्ड आए हैं। कृपया {{wait}} फिर कोशिश करें, या मालिक से नया लिंक माँगें।',
  ),
  current_password_too_many: refusal(
    429,
    'Too many wrong passwords. Please try again in {{wait}}.',
    'ತುಂಬಾ ತಪ್ಪು ಪಾಸ್‌ವರ್ಡ್‌ಗಳು. {{wait}} ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    'बहुत सारे गलत पासवर्ड। कृपया {{wait}} फिर कोशिश करें।',
  ),
  current_password_wrong: refusal(
    400,
    'That is not your current password.',
    'ಅದು ನಿಮ್ಮ ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್ ಅಲ್ಲ.',
    'यह आपका मौजूदा पासवर्ड नहीं है।',
  ),
  staff_outlet_unknown: refusal(
    400,
    'One of the outlets does not exist.',
    'ಮಳಿಗೆಗಳಲ್ಲಿ ಒಂದು ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ.',
    'इनमें से एक आउटलेट मौजूद नहीं है।',
  ),
  staff_member_not_found: refusal(
    404,
    'We could not find that member of staff.',
    'ಆ ಸಿಬ್ಬಂದಿ ಸದಸ್ಯರು ನಮಗೆ ಸಿಗಲಿಲ್ಲ.',
    'हमें स्टाफ़ का वह सदस्य नहीं मिला।',
  ),
  staff_already_member: refusal(
    409,
    '{{email}} is already a member. Send them a new link from the member list instead.',
    '{{email}} ಈಗಾಗಲೇ ಸದಸ್ಯರಾಗಿದ್ದಾರೆ. ಬದಲಿಗೆ ಸದಸ್ಯರ ಪಟ್ಟಿಯಿಂದ ಅವರಿಗೆ ಹೊಸ ಲಿಂಕ್ ಕಳುಹಿಸಿ.',
    '{{email}} पहले से सदस्य हैं। इसकी जगह सदस्यों की सूची से उन्हें नया लिंक भेजें।',
  ),
  staff_email_unknown: refusal(
    404,
    'No member of staff has the email {{email}}.',
    '{{email}} ಇಮೇಲ್ ಯಾವ ಸಿಬ್ಬಂದಿ ಸದಸ್ಯರದ್ದೂ ಅಲ್ಲ.',
    'स्टाफ़ के किसी सदस्य का ईमेल {{email}} नहीं है।',
  ),
  staff_switched_off: refusal(
    409,
    '{{name}} is switched off. Switch them on first.',
    '{{name}} ಅವರ ಖಾತೆ ಬಂದ್ ಆಗಿದೆ. ಮೊದಲು ಅದನ್ನು ಚಾಲೂ ಮಾಡಿ.',
    '{{name}} का खाता बंद है। पहले इसे चालू करें।',
  ),
  staff_link_used_up: refusal(
    400,
    'This link has expired or was already used. Ask the owner for a new one.',
    'ಈ ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ ಅಥವಾ ಈಗಾಗಲೇ ಬಳಕೆಯಾಗಿದೆ. ಮಾಲೀಕರಿಂದ ಹೊಸದನ್ನು ಕೇಳಿ.',
    'इस लिंक का समय निकल गया है या यह पहले ही इस्तेमाल हो चुका है। मालिक से नया लिंक माँगें।',
  ),
  last_owner: refusal(
    409,
    'The store needs at least one active owner. Make someone else an owner first.',
    'ಅಂಗಡಿಗೆ ಕನಿಷ್ಠ ಒಬ್ಬ ಸಕ್ರಿಯ ಮಾಲೀಕರು ಬೇಕು. ಮೊದಲು ಬೇರೆಯವರನ್ನು ಮಾಲೀಕರನ್ನಾಗಿ ಮಾಡಿ.',
    'स्टोर को कम से कम एक सक्रिय मालिक चाहिए। पहले किसी और को मालिक बनाएँ।',
  ),
} as const;
