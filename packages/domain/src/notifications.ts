/**
 * The messages the store sends by WhatsApp and SMS, as they are submitted to Meta (WhatsApp message
 * templates) and to the DLT registry (SMS content templates): one template per message, in English,
 * Kannada and Hindi, each with its variables in order. WhatsApp numbers them `{{1}}`, `{{2}}`…; DLT
 * marks each `{#var#}`. The text kept with a sent message is the template filled in.
 */
import { addDays, fromIndiaSlot, MINUTE, toIndiaSlot } from './india-time';
import type { Texts } from './refusals/define';

export const NOTIFICATION_LANGUAGES = ['en', 'kn', 'hi'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

export const NOTIFICATION_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export interface NotificationTemplate {
  /** Meta's category: utility messages follow something the customer did; authentication is a code. */
  category: 'utility' | 'authentication';
  /** The variables, in the order `{{1}}`, `{{2}}`… stand for. */
  variables: readonly string[];
  texts: Texts;
}

const template = (
  category: NotificationTemplate['category'],
  variables: readonly string[],
  en: string,
  kn: string,
  hi: string,
): NotificationTemplate => ({ category, variables, texts: { en, kn, hi } });

export const NOTIFICATION_TEMPLATES = {
  order_confirmed: template(
    'utility',
    ['customer_name', 'order_number', 'outlet', 'pickup_time', 'pickup_code'],
    'Hi {{1}}, your Roast order {{2}} is confirmed. Pick it up at {{3}} on {{4}}. Your pickup code is {{5}}.',
    'ನಮಸ್ಕಾರ {{1}}, ನಿಮ್ಮ Roast ಆರ್ಡರ್ {{2}} ಖಚಿತವಾಗಿದೆ. {{4}} ರಂದು {{3}} ನಲ್ಲಿ ಪಡೆದುಕೊಳ್ಳಿ. ನಿಮ್ಮ ಪಿಕಪ್ ಕೋಡ್ {{5}}.',
    'नमस्ते {{1}}, आपका Roast ऑर्डर {{2}} पक्का हो गया है। इसे {{4}} को {{3}} से ले जाएँ। आपका पिकअप कोड {{5}} है।',
  ),
  order_ready: template(
    'utility',
    ['customer_name', 'order_number', 'outlet', 'pickup_code'],
    'Hi {{1}}, your Roast order {{2}} is ready at {{3}}. Show code {{4}} at the counter.',
    'ನಮಸ್ಕಾರ {{1}}, ನಿಮ್ಮ Roast ಆರ್ಡರ್ {{2}} {{3}} ನಲ್ಲಿ ಸಿದ್ಧವಾಗಿದೆ. ಕೌಂಟರ್‌ನಲ್ಲಿ ಕೋಡ್ {{4}} ತೋರಿಸಿ.',
    'नमस्ते {{1}}, आपका Roast ऑर्डर {{2}} {{3}} पर तैयार है। काउंटर पर कोड {{4}} दिखाएँ।',
  ),
  order_not_ready: template(
    'utility',
    ['customer_name', 'order_number'],
    'Hi {{1}}, sorry: our message that Roast order {{2}} is ready was sent too soon. It is still being made, and we will message you the moment it is ready.',
    'ನಮಸ್ಕಾರ {{1}}, ಕ್ಷಮಿಸಿ: Roast ಆರ್ಡರ್ {{2}} ಸಿದ್ಧವಾಗಿದೆ ಎಂಬ ನಮ್ಮ ಸಂದೇಶ ಬೇಗನೆ ಬಂದುಬಿಟ್ಟಿತು. ಅದನ್ನು ಇನ್ನೂ ತಯಾರಿಸಲಾಗುತ್ತಿದೆ; ಸಿದ್ಧವಾದ ತಕ್ಷಣ ನಿಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸುತ್ತೇವೆ.',
    'नमस्ते {{1}}, माफ़ कीजिए: Roast ऑर्डर {{2}} के तैयार होने का हमारा संदेश जल्दी चला गया। वह अभी बन रहा है, और तैयार होते ही हम आपको संदेश भेजेंगे।',
  ),
  order_cancelled: template(
    'utility',
    ['customer_name', 'order_number', 'refund_amount'],
    'Hi {{1}}, your Roast order {{2}} has been cancelled. A refund of {{3}} is on its way and usually reaches you in 5 to 7 working days.',
    'ನಮಸ್ಕಾರ {{1}}, ನಿಮ್ಮ Roast ಆರ್ಡರ್ {{2}} ರದ್ದಾಗಿದೆ. {{3}} ಮರುಪಾವತಿ ಕಳುಹಿಸಲಾಗಿದೆ; ಸಾಮಾನ್ಯವಾಗಿ 5 ರಿಂದ 7 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ತಲುಪುತ್ತದೆ.',
    'नमस्ते {{1}}, आपका Roast ऑर्डर {{2}} रद्द कर दिया गया है। {{3}} का रिफ़ंड भेज दिया गया है, जो आम तौर पर 5 से 7 कामकाजी दिनों में पहुँच जाता है।',
  ),
  booking_confirmed: template(
    'utility',
    ['customer_name', 'event', 'starts_at', 'venue', 'places'],
    'Hi {{1}}, your booking for {{2}} is confirmed: {{3}} at {{4}}. Places: {{5}}.',
    'ನಮಸ್ಕಾರ {{1}}, {{2}} ಗಾಗಿ ನಿಮ್ಮ ಬುಕಿಂಗ್ ಖಚಿತವಾಗಿದೆ: {{3}}, {{4}}. ಸ್ಥಾನಗಳು: {{5}}.',
    'नमस्ते {{1}}, {{2}} के लिए आपकी बुकिंग पक्की हो गई है: {{3}}, {{4}}। सीटें: {{5}}।',
  ),
  event_reminder: template(
    'utility',
    ['customer_name', 'event', 'starts_at', 'venue'],
    'Hi {{1}}, a reminder that {{2}} starts on {{3}} at {{4}}. We look forward to seeing you.',
    'ನಮಸ್ಕಾರ {{1}}, ನೆನಪಿಸುತ್ತಿದ್ದೇವೆ: {{2}} {{3}} ರಂದು {{4}} ನಲ್ಲಿ ಆರಂಭವಾಗುತ್ತದೆ. ನಿಮ್ಮನ್ನು ಕಾಣಲು ಕಾಯುತ್ತಿದ್ದೇವೆ.',
    'नमस्ते {{1}}, याद दिला दें: {{2}} {{3}} को {{4}} में शुरू होगा। आपसे मिलने का इंतज़ार रहेगा।',
  ),
  pickup_reminder: template(
    'utility',
    ['customer_name', 'order_number', 'outlet', 'pickup_time', 'pickup_code'],
    'Hi {{1}}, your Roast order {{2}} will be ready for pickup at {{3}} at {{4}}. Your pickup code is {{5}}.',
    'ನಮಸ್ಕಾರ {{1}}, ನಿಮ್ಮ Roast ಆರ್ಡರ್ {{2}} {{4}} ಕ್ಕೆ {{3}} ನಲ್ಲಿ ಪಡೆಯಲು ಸಿದ್ಧವಿರುತ್ತದೆ. ನಿಮ್ಮ ಪಿಕಪ್ ಕೋಡ್ {{5}}.',
    'नमस्ते {{1}}, आपका Roast ऑर्डर {{2}} {{4}} को {{3}} पर लेने के लिए तैयार होगा। आपका पिकअप कोड {{5}} है।',
  ),
  kitchen_new_order: template(
    'utility',
    ['order_number', 'pickup_time', 'items'],
    'New paid order {{1}} for pickup {{2}}: {{3}}.',
    'ಹೊಸ ಪಾವತಿಯಾದ ಆರ್ಡರ್ {{1}}, ಪಿಕಪ್ {{2}}: {{3}}.',
    'नया भुगतान किया गया ऑर्डर {{1}}, पिकअप {{2}}: {{3}}।',
  ),
  otp: template(
    'authentication',
    ['code'],
    '{{1}} is your Roast sign-in code. It works for 5 minutes. Do not share it with anyone.',
    '{{1}} ನಿಮ್ಮ Roast ಸೈನ್-ಇನ್ ಕೋಡ್. ಇದು 5 ನಿಮಿಷ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.',
    '{{1}} आपका Roast साइन-इन कोड है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।',
  ),
} as const satisfies Record<string, NotificationTemplate>;

export type NotificationTemplateName = keyof typeof NOTIFICATION_TEMPLATES;
export const NOTIFICATION_TEMPLATE_NAMES = Object.keys(NOTIFICATION_TEMPLATES) as NotificationTemplateName[];

/** A template's variables by name, as a message is made. */
export type TemplateValues<Name extends NotificationTemplateName> = Record<
  (typeof NOTIFICATION_TEMPLATES)[Name]['variables'][number],
  string
>;

/** The variables in the template's order, as WhatsApp's and the SMS gateway's APIs take them. */
export function orderedValues<Name extends NotificationTemplateName>(
  name: Name,
  values: TemplateValues<Name>,
): string[] {
  return NOTIFICATION_TEMPLATES[name].variables.map((variable) => {
    const value = (values as Record<string, string | undefined>)[variable];
    if (value === undefined || value.trim() === '') throw new Error(`${name} needs ${variable}`);
    // A template variable may not hold new lines or tabs, nor four spaces in a row (Meta's rule).
    return value.replace(/[\n\t]+/g, ' ').replace(/ {4,}/g, '   ');
  });
}

/** The message as the customer reads it: the template in their language, filled in. */
export function renderTemplate<Name extends NotificationTemplateName>(
  name: Name,
  language: NotificationLanguage,
  values: TemplateValues<Name>,
): string {
  return fillTemplate(name, language, orderedValues(name, values));
}

/** The template in a language with its variables, already in order, put in. */
export function fillTemplate(
  name: NotificationTemplateName,
  language: NotificationLanguage,
  ordered: string[],
): string {
  return NOTIFICATION_TEMPLATES[name].texts[language].replace(
    /\{\{(\d+)\}\}/g,
    (_, n: string) => ordered[Number(n) - 1]!,
  );
}

/** DLT lets each variable of an SMS hold at most this many characters. */
export const DLT_VARIABLE_MAX = 30;

/** Variables as an SMS may carry them: each cut to DLT's limit, with an ellipsis where cut. */
export const smsValues = (ordered: string[]): string[] =>
  ordered.map((value) => {
    const characters = [...value];
    return characters.length <= DLT_VARIABLE_MAX
      ? value
      : `${characters
          .slice(0, DLT_VARIABLE_MAX - 1)
          .join('')
          .trimEnd()}…`;
  });

/** The template's text as registered with DLT: each variable a `{#var#}`. */
export const dltText = (name: NotificationTemplateName, language: NotificationLanguage): string =>
  NOTIFICATION_TEMPLATES[name].texts[language].replace(/\{\{\d+\}\}/g, '{#var#}');

/** A language the store writes messages in, from what a page or an account says ('en' otherwise). */
export const notificationLanguage = (value: unknown): NotificationLanguage =>
  (NOTIFICATION_LANGUAGES as readonly unknown[]).includes(value) ? (value as NotificationLanguage) : 'en';

/**
 * A phone number as messages are addressed: E.164 ('+919845012345'). Indian numbers are taken as
 * people write them ('98450 12345', '098450-12345', '+91 98450 12345'); another country's only
 * with its '+'. Null for what is not a mobile number one can message.
 */
export function toE164(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  if (digits.startsWith('+')) {
    if (digits.startsWith('+91')) return /^\+91[6-9]\d{9}$/.test(digits) ? digits : null;
    return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : null;
  }
  const national = digits.replace(/^(?:0|91(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(national) ? `+91${national}` : null;
}

/** Messages are not sent between 21:00 and 08:00 India time: one due then waits for the morning. */
export const QUIET_FROM = '21:00';
export const QUIET_UNTIL = '08:00';

/**
 * When a reminder `leadMinutes` before `startsAt` is sent: then, unless that falls in the quiet
 * night (21:00–08:00 India time), when it waits until 08:00, or is sent at once if what it reminds
 * of starts before 08:00 (a reminder after it would be no use). Never before `now`.
 */
export function reminderAt(startsAt: Date, leadMinutes: number, now: Date): Date {
  const due = new Date(Math.max(startsAt.getTime() - leadMinutes * MINUTE, now.getTime()));
  const slot = toIndiaSlot(due);
  const quiet = slot.pickupTime >= QUIET_FROM || slot.pickupTime < QUIET_UNTIL;
  if (!quiet) return due;
  const morningDate = slot.pickupTime >= QUIET_FROM ? addDays(slot.pickupDate, 1) : slot.pickupDate;
  const morning = fromIndiaSlot({ pickupDate: morningDate, pickupTime: QUIET_UNTIL })!;
  return morning.getTime() <= startsAt.getTime() ? morning : due;
}
