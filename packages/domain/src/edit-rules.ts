import { z } from 'zod';
import { fromIndiaSlot } from './india-time';

/**
 * The rules a person's input meets in the console's forms, shared by the catalog's items, the
 * outlets' settings and the reports' queries.
 */

/** The most a catalog price may be, in rupees: a typo of an extra zero is caught. */
export const MAX_PRICE_RUPEES = 100_000;
export const MAX_PREPARATION_HOURS = 168;
export const MAX_LIST_LINES = 20;

export const line = (what: string, max = 300) =>
  z
    .string({ message: `Write the ${what}.` })
    .trim()
    .min(1, `Write the ${what}.`)
    .max(max, `Please shorten the ${what} to ${max} characters.`);

export const lines = (what: string) =>
  z
    .array(line(what, 500), { message: `Give the ${what} as a list of lines.` })
    .max(MAX_LIST_LINES, `At most ${MAX_LIST_LINES} lines.`);

export const rupees = (what: string) =>
  z
    .number({ message: `Give the ${what} in rupees, as a number.` })
    .positive(`The ${what} must be more than ₹0.`)
    .max(MAX_PRICE_RUPEES, `The ${what} is more than ₹${MAX_PRICE_RUPEES.toLocaleString('en-IN')}: check it.`)
    .refine((value) => Math.round(value * 100) === value * 100, `Give the ${what} to the paisa at most.`);

export const day = z
  .string({ message: 'date_format' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format')
  .refine((value) => fromIndiaSlot({ pickupDate: value, pickupTime: '00:00' }) !== null, 'date_not_real');

export const url = z
  .string({ message: 'Give a web address.' })
  .trim()
  .max(500)
  .pipe(z.httpUrl({ message: 'Give a full web address, starting with https://.' }));

/** A catalog image's name: an uploaded one ('u-…-800.webp') or a pre-rendered one. */
export const imageNameSchema = z
  .string({ message: 'Choose a photo.' })
  .regex(/^[a-z0-9-]+-\d+\.(?:webp|avif)$/, 'Choose a photo.');

/** What a picture shows, for people who cannot see it. */
export const imageAltSchema = z
  .string({ message: 'Describe the photo for people who cannot see it.' })
  .trim()
  .min(3, 'Describe the photo for people who cannot see it.')
  .max(200, 'Please shorten the description to 200 characters.');

export const preparationTime = z
  .number({ message: 'Give the preparation time in hours.' })
  .int('Give the preparation time in whole hours.')
  .min(1, 'The preparation time is at least 1 hour.')
  .max(MAX_PREPARATION_HOURS, `The preparation time is at most ${MAX_PREPARATION_HOURS} hours (a week).`);

/** `format=csv` answers the same list as a CSV file, every page of it. */
export const listFormat = z.enum(['json', 'csv'], { message: "format is 'json' or 'csv'." }).default('json');
