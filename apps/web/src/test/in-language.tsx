import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18nWith, type Language } from '../i18n';
import { renderInApp } from './render';

const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every namespace of a language, as the server renders a page with them. */
export function i18nIn(language: Language) {
  const namespaces = Object.entries(files)
    .filter(([file]) => file.includes(`/locales/${language}/`))
    .map(([file, texts]) => [/([^/]+)\.json$/.exec(file)![1]!, texts]);
  return createI18nWith(language, { [language]: Object.fromEntries(namespaces) });
}

/** renderInApp, with the page's texts in another language (the tests' own are English). */
export function renderInLanguage(language: Language, element: ReactNode, options?: Parameters<typeof renderInApp>[1]) {
  return renderInApp(<I18nextProvider i18n={i18nIn(language)}>{element}</I18nextProvider>, options);
}
