import { REFUSAL_LANGUAGES, type RefusalLanguage } from '@roast/domain';
import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';

/** The cookies that name a chosen language: the spec's `lang`, and the one the store's switch sets. */
const LANGUAGE_COOKIES = ['lang', 'roast-lang'];

const asLanguage = (value: string | undefined): RefusalLanguage | undefined => {
  const primary = value?.trim().toLowerCase().split('-')[0];
  return REFUSAL_LANGUAGES.find((language) => language === primary);
};

/** 'kn-IN,kn;q=0.9,en;q=0.5' → the first of our languages by the reader's preference. */
function fromAcceptLanguage(header: string | undefined): RefusalLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.split(';');
      const q = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { language: asLanguage(tag), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((each) => each.language && each.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language;
}

/** The language a refusal is told in: the chosen language's cookie, else `Accept-Language`, else English. */
export function readerLanguage(request: FastifyRequest): RefusalLanguage {
  const header = request.headers.cookie;
  const cookies = header ? parseCookie(header) : {};
  for (const name of LANGUAGE_COOKIES) {
    const chosen = asLanguage(cookies[name]);
    if (chosen) return chosen;
  }
  const accepted = request.headers['accept-language'];
  return fromAcceptLanguage(Array.isArray(accepted) ? accepted.join(',') : accepted) ?? 'en';
}
