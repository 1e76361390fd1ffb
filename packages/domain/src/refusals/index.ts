/**
 * Every refusal the store answers, by a stable code: its HTTP status and its text in English,
 * Kannada and Hindi. The API answers `{ success: false, code, message, field?, params? }`, with
 * `message` in the reader's language; the web shows its own text for the code.
 *
 * - Codes are lower snake_case and never change meaning once answered; a new meaning gets a new code.
 * - A text's `{{name}}` is filled from the refusal's params. A param may itself be a phrase (a noun,
 *   a wait) given as `{ code, params }`, put in the same language, or a date and time given as
 *   `{ when: { date?, time? } }`, written the way the reader's language writes them.
 * - A domain schema's own message is a code (`'email_missing'`), so a form and the API say the same.
 */
import { formatDate, formatTime12 } from '../india-time';
import { ACCOUNT_REFUSALS } from './accounts';
import { CATALOG_REFUSALS } from './catalog';
import { CONSOLE_FIELD_REFUSALS, FIELD_NOUNS } from './console-fields';
import { CONSOLE_RULE_REFUSALS } from './console-rules';
import type { Texts } from './define';
import { FIELD_REFUSALS } from './fields';
import { ORDER_REFUSALS } from './orders';
import { REQUEST_PHRASES, REQUEST_REFUSALS } from './requests';

export type { Texts } from './define';

export const REFUSALS = {
  ...REQUEST_REFUSALS,
  ...ACCOUNT_REFUSALS,
  ...ORDER_REFUSALS,
  ...CATALOG_REFUSALS,
  ...FIELD_REFUSALS,
  ...CONSOLE_FIELD_REFUSALS,
  ...CONSOLE_RULE_REFUSALS,
};

/** The parts of texts (a noun, a wait), put into a refusal's text as a detail. */
export const PHRASES = { ...REQUEST_PHRASES, ...FIELD_NOUNS };

export type RefusalCode = keyof typeof REFUSALS;
export type PhraseCode = keyof typeof PHRASES;
/** The codes answered with one HTTP status. */
export type RefusalCodeOf<Status extends number> = {
  [Code in RefusalCode]: (typeof REFUSALS)[Code]['status'] extends Status ? Code : never;
}[RefusalCode];

export const REFUSAL_LANGUAGES = ['en', 'kn', 'hi'] as const;
export type RefusalLanguage = (typeof REFUSAL_LANGUAGES)[number];

/** A part of a text given by its code: a refusal's reason, a noun, a wait. */
export interface PhraseParam {
  code: RefusalCode | PhraseCode;
  params?: RefusalParams;
}
/**
 * A date ('YYYY-MM-DD', with its year when `year`), a time ('HH:mm'), or both, in India's time: the
 * text says it in the reader's language ('27 Nov, 4:30 PM'; '27 ನವೆಂ, 4:30 PM'; '27 नव॰, 4:30 pm').
 */
export interface WhenParam {
  when: { date?: string; time?: string; year?: boolean };
}
export type RefusalParam = string | number | PhraseParam | WhenParam;
export type RefusalParams = Readonly<Record<string, RefusalParam>>;

export const isRefusalCode = (value: unknown): value is RefusalCode =>
  typeof value === 'string' && Object.hasOwn(REFUSALS, value);

const textsOf = (code: string): Texts | undefined =>
  (REFUSALS as Record<string, Texts>)[code] ?? (PHRASES as Record<string, Texts>)[code];

const isPhrase = (value: unknown): value is PhraseParam =>
  typeof value === 'object' && value !== null && typeof (value as PhraseParam).code === 'string';

const isWhen = (value: unknown): value is WhenParam =>
  typeof value === 'object' && value !== null && typeof (value as WhenParam).when === 'object';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** A date and time as the language writes them: the store's own English forms, else the locale's. */
export function formatWhen({ date, time, year = false }: WhenParam['when'], language = 'en'): string {
  const parts: string[] = [];
  const day = date ? DATE.exec(date) : null;
  if (date && !day) parts.push(date);
  if (day) {
    if (language === 'en') {
      const short = formatDate(date!);
      parts.push(year ? short : short.replace(/ \d{4}$/, ''));
    } else {
      parts.push(
        new Intl.DateTimeFormat(`${language}-IN`, {
          day: 'numeric',
          month: 'short',
          ...(year ? { year: 'numeric' } : {}),
          timeZone: 'UTC',
        }).format(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))),
      );
    }
  }
  const clock = time ? TIME.exec(time) : null;
  if (time && (!clock || language === 'en')) parts.push(formatTime12(time));
  else if (clock) {
    parts.push(
      new Intl.DateTimeFormat(`${language}-IN`, {
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        timeZone: 'UTC',
      }).format(Date.UTC(2000, 0, 1, Number(clock[1]) % 24, Number(clock[2]))),
    );
  }
  return parts.join(', ');
}

/**
 * A text with its `{{name}}`s filled, phrases put in the same language by `lookup` (the API's
 * catalog, or the web's own texts) and dates and times written in `language`. Undefined when
 * `lookup` has no text for the code.
 */
export function fillText(
  lookup: (code: string) => string | undefined,
  code: string,
  params: RefusalParams = {},
  language = 'en',
): string | undefined {
  const text = lookup(code);
  if (text === undefined) return undefined;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (isPhrase(value)) return fillText(lookup, value.code, value.params, language) ?? value.code;
    if (isWhen(value)) return formatWhen(value.when, language);
    return String(value);
  });
}

/** A refusal's text in a language, details filled in. */
export function refusalText(code: string, language: RefusalLanguage, params?: RefusalParams): string | undefined {
  return fillText((each) => textsOf(each)?.[language], code, params, language);
}

/** 'a minute', '12 minutes', '2 hours': a wait of so many seconds, as a phrase. */
export function waitPhrase(seconds: number): PhraseParam {
  if (seconds <= 60) return { code: 'wait_a_minute' };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return { code: 'wait_minutes', params: { count: minutes } };
  return { code: 'wait_hours', params: { count: Math.ceil(minutes / 60) } };
}

/** 'a minute', '90 minutes': a wait counted in minutes only. */
export function minutesPhrase(seconds: number): PhraseParam {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? { code: 'wait_a_minute' } : { code: 'wait_minutes', params: { count: minutes } };
}

/** A schema message's detail: a number or words, or a phrase (a noun) put in the reader's language. */
export type CodedParam = string | number | { code: PhraseCode };

/**
 * A schema message that carries details: 'text_missing?what=@noun_name&max=120'. A schema's message
 * is a string, so a code with params is written this way and read back with `readCoded`; a phrase
 * is written `@code` (any other `@` is escaped).
 */
export function coded(code: RefusalCode, params: Readonly<Record<string, CodedParam>>): string {
  const query = Object.entries(params).map(([key, value]) =>
    typeof value === 'object' ? `${key}=@${value.code}` : `${key}=${encodeURIComponent(String(value))}`,
  );
  return `${code}?${query.join('&')}`;
}

const CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/**
 * A schema message written as a code ('email_missing', 'photo_unknown?name=a.webp'), as its code and
 * details, without looking the code up (so a page reading it does not load every language's texts).
 */
export function parseCoded(message: string): { code: string; params: Record<string, RefusalParam> } | undefined {
  const [code = '', query] = message.split('?', 2);
  if (!CODE.test(code)) return undefined;
  const pairs = (query ?? '').split('&').filter(Boolean);
  const params = Object.fromEntries(
    pairs
      .map((pair) => pair.split('=', 2))
      .map(([key = '', value = '']): [string, RefusalParam] => [
        key,
        value.startsWith('@') && CODE.test(value.slice(1))
          ? { code: value.slice(1) as PhraseCode }
          : decodeURIComponent(value),
      ]),
  );
  return { code, params };
}

/** A schema message as its code and details; undefined for a message that is not one of our codes. */
export function readCoded(message: string): { code: RefusalCode; params: Record<string, RefusalParam> } | undefined {
  const parsed = parseCoded(message);
  return parsed && isRefusalCode(parsed.code) ? { code: parsed.code, params: parsed.params } : undefined;
}
