/*
 * A form's values as the domain's input schemas read them: text as typed (the schema trims it),
 * numbers as numbers (nothing typed is undefined, so the schema says what is missing), lists of
 * lines as arrays, checkboxes as booleans.
 */

import type { CatalogTranslations } from '@roast/domain';

export const text = (form: FormData, name: string): string => String(form.get(name) ?? '');

/** A number as typed, commas allowed ('1,850'); undefined when nothing was typed. */
export function numberOf(form: FormData, name: string): number | undefined {
  const typed = text(form, name).replace(/[,\s₹]/g, '');
  return typed === '' ? undefined : Number(typed);
}

/** A number that may be left empty for the default: null when nothing was typed. */
export function numberOrNull(form: FormData, name: string): number | null {
  return numberOf(form, name) ?? null;
}

/** A textarea of one entry per line, without the empty lines. */
export const linesOf = (form: FormData, name: string): string[] =>
  text(form, name)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const checked = (form: FormData, name: string): boolean => form.has(name);

export const allOf = (form: FormData, name: string): string[] => form.getAll(name).map(String);

/** An optional field: undefined when empty, so the schema leaves it out. */
export const optionalText = (form: FormData, name: string): string | undefined => text(form, name) || undefined;

/** An image's name, or undefined before a photo is chosen (the schema asks for one). */
export const imageOf = (form: FormData, name: string): string | undefined => text(form, name) || undefined;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an edit changed, as a PATCH body. A field emptied that had a value (a cake's 750 g
 * size taken away) is sent as null, since JSON cannot say 'undefined'.
 */
export function changesOf(
  next: Record<string, unknown>,
  before: object,
  fields: readonly string[],
): Record<string, unknown> {
  const was = before as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    if (sameValue(next[field], was[field])) continue;
    changes[field] = next[field] ?? null;
  }
  return changes;
}

/**
 * The owner's Kannada and Hindi texts of some fields (inputs named `translations.kn.name`), over the
 * texts the item already has; an emptied field is dropped, so the page shows the English. An item
 * that has none reads as `{}`, as the server keeps it, so an edit that leaves them empty sends
 * nothing for them; a new item without any leaves them out.
 */
export function translationsOf(
  form: FormData,
  fields: readonly string[],
  before: CatalogTranslations | undefined,
): CatalogTranslations | undefined {
  const result: CatalogTranslations = {};
  for (const language of ['kn', 'hi'] as const) {
    const texts: Record<string, string | string[]> = { ...before?.[language] };
    for (const field of fields) {
      const value = text(form, `translations.${language}.${field}`).trim();
      if (value) texts[field] = value;
      else delete texts[field];
    }
    if (Object.keys(texts).length > 0) result[language] = texts;
  }
  return Object.keys(result).length > 0 || before !== undefined ? result : undefined;
}

/** A form's reader that also reads the owner's Kannada and Hindi texts of the fields TranslationFields shows. */
export function withTranslations<T extends object>(
  read: (form: FormData) => T,
  fields: readonly { name: string }[],
  before: CatalogTranslations | undefined,
): (form: FormData) => T & { translations: CatalogTranslations | undefined } {
  const names = fields.map((field) => field.name);
  return (form) => ({ ...read(form), translations: translationsOf(form, names, before) });
}
