import { describe, expect, it } from 'vitest';
import { PHRASES, readCoded, coded, REFUSAL_LANGUAGES, REFUSALS, refusalText, waitPhrase } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
const KANNADA = /[\u0C80-\u0CFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the refusals', () => {
  const entries = [...Object.entries(REFUSALS), ...Object.entries(PHRASES)];

  it('are named in lower snake_case', () => {
    for (const [code] of entries) expect(code, code).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/);
  });

  it('each have a text in every language, with the same details, each in its own script', () => {
    for (const [code, texts] of entries) {
      for (const language of REFUSAL_LANGUAGES) {
        expect(typeof texts[language] === 'string' && texts[language].trim() !== '', `${language}: ${code}`).toBe(true);
        expect(placeholders(texts[language]), `${language}: ${code}'s details`).toEqual(placeholders(texts.en));
      }
      expect(KANNADA.test(texts.kn) && !DEVANAGARI.test(texts.kn), `kn: ${code} is in Kannada`).toBe(true);
      expect(DEVANAGARI.test(texts.hi) && !KANNADA.test(texts.hi), `hi: ${code} is in Hindi`).toBe(true);
    }
  });

  it('each have a status a refusal is answered with', () => {
    for (const [code, { status }] of Object.entries(REFUSALS)) {
      expect(status >= 400 && status < 600, `${code}: ${status}`).toBe(true);
    }
  });

  it('put their details and phrases into the text, in its language', () => {
    const held = { thing: { code: 'noun_workshop' } } as const;
    expect(refusalText('session_sold_out', 'en', held)).toBe('Sorry, this workshop is sold out.');
    expect(refusalText('session_sold_out', 'kn', held)).toBe('ಕ್ಷಮಿಸಿ, ಈ ಕಾರ್ಯಾಗಾರ ಭರ್ತಿಯಾಗಿದೆ.');
    expect(refusalText('current_password_too_many', 'hi', { wait: waitPhrase(600) })).toBe(
      'बहुत सारे गलत पासवर्ड। कृपया 10 मिनट में फिर कोशिश करें।',
    );
    expect(refusalText('no_such_code', 'en')).toBeUndefined();
  });

  it('write a date and a time the way the reader’s language writes them', () => {
    const slot = { when: { date: '2026-11-27', time: '16:30' } };
    expect(refusalText('orders_closed_today', 'en', { time: { when: { time: '16:30' } } })).toBe(
      'Orders for today close at 4:30 PM. Please choose another day.',
    );
    const english = refusalText('pickup_needs_hours', 'en', { item: { code: 'noun_cake' }, count: 4, slot })!;
    expect(english).toContain('the earliest pickup is 27 Nov, 4:30 PM');
    const kannada = refusalText('pickup_needs_hours', 'kn', { item: { code: 'noun_cake' }, count: 4, slot })!;
    const hindi = refusalText('pickup_needs_hours', 'hi', { item: { code: 'noun_cake' }, count: 4, slot })!;
    // The month in the language's own script, not the English abbreviation.
    expect(kannada).toMatch(/27 ನವೆಂ/);
    expect(hindi).toMatch(/27 नव/);
    for (const text of [kannada, hindi]) {
      expect(text).not.toMatch(/Nov/);
      expect(text).toMatch(/4:30/);
    }
    expect(
      refusalText('outlet_closed_on', 'en', {
        outlet: 'Indiranagar',
        date: { when: { date: '2026-11-27', year: true } },
      }),
    ).toContain('27 Nov 2026');
  });

  it('read back a schema message that carries details', () => {
    expect(readCoded(coded('photo_unknown', { name: 'a b&c.webp' }))).toEqual({
      code: 'photo_unknown',
      params: { name: 'a b&c.webp' },
    });
    expect(readCoded('email_missing')).toEqual({ code: 'email_missing', params: {} });
    expect(readCoded('Invalid input')).toBeUndefined();
  });
});
