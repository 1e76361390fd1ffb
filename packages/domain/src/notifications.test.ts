import { describe, expect, it } from 'vitest';
import {
  dltText,
  DLT_VARIABLE_MAX,
  fillTemplate,
  smsValues,
  NOTIFICATION_LANGUAGES,
  NOTIFICATION_TEMPLATE_NAMES,
  NOTIFICATION_TEMPLATES,
  notificationLanguage,
  reminderAt,
  renderTemplate,
  toE164,
  type TemplateValues,
} from './notifications';

const KANNADA = /[\u0C80-\u0CFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;
const numbered = (text: string) => [...text.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1])).sort();

/** Distinct values for every variable, so a text that drops or swaps one shows it. */
const valuesOf = (name: (typeof NOTIFICATION_TEMPLATE_NAMES)[number]) =>
  Object.fromEntries(
    NOTIFICATION_TEMPLATES[name].variables.map((variable, index) => [variable, `«${variable}-${index + 1}»`]),
  ) as TemplateValues<typeof name>;

describe('the message templates', () => {
  it('each use every variable once, in every language, in that language’s script', () => {
    for (const name of NOTIFICATION_TEMPLATE_NAMES) {
      const { variables, texts } = NOTIFICATION_TEMPLATES[name];
      const expected = variables.map((_, index) => index + 1);
      for (const language of NOTIFICATION_LANGUAGES) {
        expect(numbered(texts[language]), `${name} in ${language}`).toEqual(expected);
      }
      expect(texts.kn, name).toMatch(KANNADA);
      expect(texts.hi, name).toMatch(DEVANAGARI);
      for (const language of NOTIFICATION_LANGUAGES) {
        // Meta refuses a utility template that starts or ends with a variable (an authentication
        // template's wording is Meta's own); and each leaves room for its variables in one message.
        if (NOTIFICATION_TEMPLATES[name].category === 'utility') {
          expect(texts[language], `${name} in ${language}`).not.toMatch(/^\{\{|\}\}$/);
        }
        expect(texts[language].length, name).toBeLessThan(400);
      }
    }
  });

  it('fill every variable in every language, and keep no placeholder', () => {
    for (const name of NOTIFICATION_TEMPLATE_NAMES) {
      for (const language of NOTIFICATION_LANGUAGES) {
        const text = renderTemplate(name, language, valuesOf(name));
        expect(text, `${name} in ${language}`).not.toMatch(/\{\{/);
        for (const [index, variable] of NOTIFICATION_TEMPLATES[name].variables.entries()) {
          expect(text, `${name} in ${language}`).toContain(`«${variable}-${index + 1}»`);
        }
      }
    }
  });

  it('refuse a message with a variable missing, and flatten new lines a template may not hold', () => {
    expect(() => renderTemplate('otp', 'en', { code: ' ' })).toThrow(/otp needs code/);
    const text = renderTemplate('kitchen_new_order', 'en', {
      order_number: 'RST-1',
      pickup_time: '28 Nov, 4:30 PM',
      items: 'Black forest 1 kg\nRasmalai 500 g',
    });
    expect(text).toBe('New paid order RST-1 for pickup 28 Nov, 4:30 PM: Black forest 1 kg Rasmalai 500 g.');
  });

  it('write the DLT registry’s form, one {#var#} per variable', () => {
    expect(dltText('order_ready', 'hi')).toBe(
      'नमस्ते {#var#}, आपका Roast ऑर्डर {#var#} {#var#} पर तैयार है। काउंटर पर कोड {#var#} दिखाएँ।',
    );
  });

  it('keep each SMS variable within DLT’s 30 characters, cut with an ellipsis, Kannada letters counted whole', () => {
    const cut = smsValues(['Asha', 'Ananya Lakshminarayanan Subramaniam', 'ಕೆಂಪು ವೆಲ್ವೆಟ್ ಕೇಕ್ ಮತ್ತು ಕಾಫಿ ಹ್ಯಾಂಪರ್ ಹಬ್ಬದ ಉಡುಗೊರೆ']);
    expect(cut[0]).toBe('Asha');
    expect(cut[1]).toBe('Ananya Lakshminarayanan Subra…');
    for (const value of cut) expect([...value].length).toBeLessThanOrEqual(DLT_VARIABLE_MAX);
    expect(cut[2]!.endsWith('…')).toBe(true);
    expect(fillTemplate('otp', 'en', ['482913'])).toBe(renderTemplate('otp', 'en', { code: '482913' }));
  });

  it('take a known language and fall back to English', () => {
    expect(notificationLanguage('kn')).toBe('kn');
    expect(notificationLanguage('fr')).toBe('en');
    expect(notificationLanguage(undefined)).toBe('en');
  });
});

describe('phone numbers for messages', () => {
  it('take an Indian mobile number as people write it, and keep it as E.164', () => {
    for (const written of [
      '9845012345',
      '98450 12345',
      '098450-12345',
      '+91 98450 12345',
      '91 9845012345',
      '(+91) 98450-12345',
    ]) {
      expect(toE164(written), written).toBe('+919845012345');
    }
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuse what is not a mobile number one can message', () => {
    for (const written of ['', '12345', '5845012345', '+91 58450 12345', '98450 1234x', '+0 123']) {
      expect(toE164(written), written).toBeNull();
    }
  });
});

describe('when a reminder goes', () => {
  const india = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
  const now = india('2026-11-25', '10:00');

  it('goes its lead before, in the day', () => {
    expect(reminderAt(india('2026-11-28', '16:30'), 120, now)).toEqual(india('2026-11-28', '14:30'));
    expect(reminderAt(india('2026-11-28', '18:00'), 24 * 60, now)).toEqual(india('2026-11-27', '18:00'));
  });

  it('waits for 08:00 when it would fall in the night', () => {
    // A 09:30 pickup: 07:30 is quiet, so 08:00.
    expect(reminderAt(india('2026-11-28', '09:30'), 120, now)).toEqual(india('2026-11-28', '08:00'));
    // An event at 22:00: 24 h before is 22:00 the night before, held until 08:00 on the day.
    expect(reminderAt(india('2026-11-28', '22:00'), 24 * 60, now)).toEqual(india('2026-11-28', '08:00'));
    // An event at 07:00: its reminder at 07:00 the day before waits until 08:00 that day.
    expect(reminderAt(india('2026-11-28', '07:00'), 24 * 60, now)).toEqual(india('2026-11-27', '08:00'));
  });

  it('goes at night only when what it reminds of starts before 08:00', () => {
    // A 07:30 pickup: 05:30 is quiet, and 08:00 would be after it.
    expect(reminderAt(india('2026-11-28', '07:30'), 120, now)).toEqual(india('2026-11-28', '05:30'));
  });

  it('never goes before now: one already due goes at once (or in the morning)', () => {
    expect(reminderAt(india('2026-11-25', '11:00'), 120, now)).toEqual(now);
    const late = india('2026-11-25', '22:30');
    expect(reminderAt(india('2026-11-26', '12:00'), 24 * 60, late)).toEqual(india('2026-11-26', '08:00'));
  });
});
