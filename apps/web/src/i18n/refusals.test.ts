import { PHRASES, REFUSALS } from '@roast/domain';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './index';

const files = import.meta.glob<Record<string, string>>('./locales/*/refusals.json', { eager: true, import: 'default' });
const codes = [...Object.keys(REFUSALS), ...Object.keys(PHRASES)].sort();

describe("the store's own texts for refusals", () => {
  for (const language of LANGUAGES) {
    it(`say every refusal code in ${language}`, () => {
      const texts = files[`./locales/${language}/refusals.json`] ?? {};
      for (const code of codes) {
        const text = texts[code];
        expect(typeof text === 'string' && text.trim() !== '', `${language}/refusals.json: ${code}`).toBe(true);
      }
    });
  }
});
