import { z } from 'zod';
import { NOTIFICATION_LANGUAGES, type NotificationLanguage } from './notifications';
import type { Texts } from './refusals/define';

/**
 * The words My Account shows beside each choice, in the page's language. The store keeps the words
 * shown with every choice made (what the customer agreed to), so a change of wording is a new text
 * here, never an edit of an old one.
 */
export const CONSENT_WORDING = {
  whatsapp: {
    en: 'Send me updates about my orders and bookings on WhatsApp at my phone number: order confirmed, ready for pickup, cancelled, and reminders. I can stop them at any time here, or by sending STOP.',
    kn: 'ನನ್ನ ಆರ್ಡರ್‌ಗಳು ಮತ್ತು ಬುಕಿಂಗ್‌ಗಳ ಮಾಹಿತಿಯನ್ನು ನನ್ನ ಫೋನ್ ಸಂಖ್ಯೆಗೆ WhatsApp ನಲ್ಲಿ ಕಳುಹಿಸಿ: ಆರ್ಡರ್ ಖಚಿತ, ಪಿಕಪ್‌ಗೆ ಸಿದ್ಧ, ರದ್ದು, ಮತ್ತು ನೆನಪೋಲೆಗಳು. ಇಲ್ಲಿ ಅಥವಾ STOP ಎಂದು ಕಳುಹಿಸಿ ಯಾವಾಗ ಬೇಕಾದರೂ ನಿಲ್ಲಿಸಬಹುದು.',
    hi: 'मेरे ऑर्डर और बुकिंग की जानकारी मेरे फ़ोन नंबर पर WhatsApp से भेजें: ऑर्डर पक्का, पिकअप के लिए तैयार, रद्द, और रिमाइंडर। मैं इन्हें कभी भी यहाँ से या STOP भेजकर बंद कर सकता/सकती हूँ।',
  },
  sms: {
    en: 'Send me the same updates by SMS at my phone number. I can stop them at any time here.',
    kn: 'ಇದೇ ಮಾಹಿತಿಯನ್ನು ನನ್ನ ಫೋನ್ ಸಂಖ್ಯೆಗೆ SMS ಮೂಲಕ ಕಳುಹಿಸಿ. ಇಲ್ಲಿ ಯಾವಾಗ ಬೇಕಾದರೂ ನಿಲ್ಲಿಸಬಹುದು.',
    hi: 'यही जानकारी मेरे फ़ोन नंबर पर SMS से भेजें। मैं इन्हें कभी भी यहाँ से बंद कर सकता/सकती हूँ।',
  },
  language: {
    en: 'Write my messages in this language.',
    kn: 'ನನ್ನ ಸಂದೇಶಗಳನ್ನು ಈ ಭಾಷೆಯಲ್ಲಿ ಬರೆಯಿರಿ.',
    hi: 'मेरे संदेश इस भाषा में लिखें।',
  },
} as const satisfies Record<'whatsapp' | 'sms' | 'language', Texts>;

/** The words of an opt-out made by sending "STOP" to the business number. */
export const STOP_WORDING = 'STOP sent to the business number on WhatsApp';

const choice = z.boolean({ message: 'notification_choice_invalid' });

/** `PATCH /api/user/notifications`: any of the choices, at least one. */
export const notificationChoicesPatchSchema = z
  .object({
    whatsapp: choice.optional(),
    sms: choice.optional(),
    language: z.enum(NOTIFICATION_LANGUAGES, { message: 'notification_language_unknown' }).optional(),
  })
  .strict()
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'nothing_to_change');
export type NotificationChoicesPatch = z.infer<typeof notificationChoicesPatchSchema>;

export interface NotificationChoices {
  /** Mail about orders and bookings goes to every account's address: it is how the store reaches them. */
  email: boolean;
  whatsapp: boolean;
  sms: boolean;
  language: NotificationLanguage;
}

export const notificationChoicesAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    email: z.boolean(),
    whatsapp: z.boolean(),
    sms: z.boolean(),
    language: z.enum(NOTIFICATION_LANGUAGES),
  }),
});
