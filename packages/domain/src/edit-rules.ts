import { z } from 'zod';
import { fromIndiaSlot } from './india-time';
import { coded, type PhraseCode } from './refusals';

/**
 * The rules a person's input meets in the console's forms, shared by the catalog's items, the
 * outlets' settings and the reports' queries.
 */

/** The most a catalog price may be, in rupees: a typo of an extra zero is caught. */
export const MAX_PRICE_RUPEES = 100_000;
export const MAX_PREPARATION_HOURS = 168;
export const MAX_LIST_LINES = 20;

/** A field's name in a refusal ('Write the {{what}}.'), a noun in the reader's language. */
type Noun = Extract<PhraseCode, `noun_${string}`>;

export const line = (noun: Noun, max = 300) => {
  const what = { code: noun };
  return z
    .string({ message: coded('text_missing', { what }) })
    .trim()
    .min(1, coded('text_missing', { what }))
    .max(max, coded('text_too_long', { what, max }));
};

export const lines = (noun: Noun) =>
  z
    .array(line(noun, 500), { message: coded('lines_not_list', { what: { code: noun } }) })
    .max(MAX_LIST_LINES, coded('lines_too_many', { max: MAX_LIST_LINES }));

export const rupees = (noun: Noun) => {
  const what = { code: noun };
  return z
    .number({ message: coded('rupees_not_number', { what }) })
    .positive(coded('rupees_not_positive', { what }))
    .max(MAX_PRICE_RUPEES, coded('rupees_too_much', { what, max: MAX_PRICE_RUPEES.toLocaleString('en-IN') }))
    .refine((value) => Math.round(value * 100) === value * 100, coded('rupees_paisa', { what }));
};

export const day = z
  .string({ message: 'date_format' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format')
  .refine((value) => fromIndiaSlot({ pickupDate: value, pickupTime: '00:00' }) !== null, 'date_not_real');

export const url = z
  .string({ message: 'web_address_missing' })
  .trim()
  .max(500)
  .pipe(z.httpUrl({ message: 'web_address_invalid' }));

/** A catalog image's name: an uploaded one ('u-…-800.webp') or a pre-rendered one. */
export const imageNameSchema = z
  .string({ message: 'photo_not_chosen' })
  .regex(/^[a-z0-9-]+-\d+\.(?:webp|avif)$/, 'photo_not_chosen');

/** What a picture shows, for people who cannot see it. */
export const imageAltSchema = z
  .string({ message: 'photo_alt_missing' })
  .trim()
  .min(3, 'photo_alt_missing')
  .max(200, 'photo_alt_too_long');

export const preparationTime = z
  .number({ message: 'preparation_not_number' })
  .int('preparation_whole')
  .min(1, 'preparation_too_short')
  .max(MAX_PREPARATION_HOURS, coded('preparation_too_long', { max: MAX_PREPARATION_HOURS }));

/** `format=csv` answers the same list as a CSV file, every page of it. */
export const listFormat = z.enum(['json', 'csv'], { message: 'list_format_invalid' }).default('json');
