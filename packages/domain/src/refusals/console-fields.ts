import { refusal } from './define';

/** A field the console's forms refuse: each is the message of a rule in a domain schema. */
export const CONSOLE_FIELD_REFUSALS = {
  nothing_to_change: refusal(400, 'Say what to change.', 'ಏನನ್ನು ಬದಲಾಯಿಸಬೇಕು ಎಂದು ತಿಳಿಸಿ.', 'बताएँ कि क्या बदलना है।'),
  staff_outlets_required: refusal(
    400,
    'Choose at least one outlet for a member of staff.',
    'ಸಿಬ್ಬಂದಿ ಸದಸ್ಯರಿಗೆ ಕನಿಷ್ಠ ಒಂದು ಮಳಿಗೆ ಆಯ್ಕೆಮಾಡಿ.',
    'स्टाफ़ के सदस्य के लिए कम से कम एक आउटलेट चुनें।',
  ),
} as const;
