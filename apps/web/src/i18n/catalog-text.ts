import type { CatalogTranslations } from '@roast/domain';
import { useCallback } from 'react';
import { useLanguage, type Language } from './index';

/** A catalog item as the API serves it: its English fields and the owner's translations (if any). */
type Translatable = { translations?: CatalogTranslations | undefined };

/** Fields of an item that hold text: a string or a list of strings. */
type TextField<T> = {
  [K in keyof T]-?: T[K] extends string | undefined ? K : T[K] extends string[] | undefined ? K : never;
}[keyof T] &
  string;

/** An item's field in a language: the owner's translation when there is one, else the English. */
export function catalogText<T extends object, K extends TextField<T>>(item: T, field: K, language: Language): T[K] {
  const english = item[field];
  if (language === 'en') return english;
  const translated = (item as Translatable).translations?.[language]?.[field];
  if (Array.isArray(english)) {
    return (Array.isArray(translated) && translated.some((line) => line.trim() !== '') ? translated : english) as T[K];
  }
  return (typeof translated === 'string' && translated.trim() !== '' ? translated : english) as T[K];
}

/**
 * `text(cake, 'name')`: a catalog item's field in the page's language, falling back to English
 * where the owner has not translated it.
 */
export function useCatalogText() {
  const language = useLanguage();
  return useCallback(
    <T extends object, K extends TextField<T>>(item: T, field: K): T[K] => catalogText(item, field, language),
    [language],
  );
}
