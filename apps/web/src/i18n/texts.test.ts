import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from './index';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

/** 'nav.cakes' → 'Cakes': every text of a namespace, by its dotted key. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      for (const [k, v] of flatten(inner, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const textsOf = (language: string, namespace: string) => {
  const file = files[`./locales/${language}/${namespace}.json`];
  return file ? flatten(file) : undefined;
};

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the fixed texts of every page', () => {
  it('are in namespaces every language has, and no language has one English lacks', () => {
    expect(NAMESPACES).toContain('common');
    for (const language of LANGUAGES) {
      const namespaces = Object.keys(files)
        .filter((file) => file.startsWith(`./locales/${language}/`))
        .map((file) => /([^/]+)\.json$/.exec(file)![1])
        .sort();
      expect(namespaces, `${language}'s namespaces`).toEqual(NAMESPACES);
    }
  });

  for (const namespace of NAMESPACES) {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${namespace}: every English text is in ${language}, and nothing more`, () => {
        const english = textsOf('en', namespace)!;
        const translated = textsOf(language, namespace) ?? new Map();
        expect([...translated.keys()].sort(), `${language}/${namespace}.json's keys`).toEqual(
          [...english.keys()].sort(),
        );
      });

      it(`${namespace}: no text is empty in English or ${language}, and each keeps its {{placeholders}}`, () => {
        const english = textsOf('en', namespace)!;
        const translated = textsOf(language, namespace) ?? new Map();
        for (const [key, text] of english) {
          expect(typeof text === 'string' && text.trim() !== '', `en/${namespace}: ${key}`).toBe(true);
          const other = translated.get(key);
          if (other === undefined) continue;
          expect(typeof other === 'string' && other.trim() !== '', `${language}/${namespace}: ${key}`).toBe(true);
          expect(placeholders(other), `${language}/${namespace}: ${key}'s placeholders`).toEqual(placeholders(text));
        }
      });
    }
  }
});
