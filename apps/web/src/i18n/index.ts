/**
 * Kannada and Hindi beside English: how the store's texts are translated.
 *
 * - Languages: 'en' (the default, at /...), 'kn' (at /kn/...) and 'hi' (at /hi/...). A page's
 *   language comes from its path alone; the whole app for /kn/... runs under the router's basename
 *   '/kn', so `<Link to={paths.cakes}>`, `<NavLink>` and `navigate(paths.cart)` keep the prefix by
 *   themselves. Write paths as before (lib/paths.ts). For a plain `<a href>` use react-router's
 *   `useHref(paths.x)`; for an address outside the router use `localizedPath(language, paths.x)`.
 * - Texts: one namespace per feature, in locales/<lang>/<namespace>.json, the same keys in all three
 *   languages (a test fails when a key is missing or empty in any of them). Nested keys are fine
 *   (`t('card.addToCart')`); values use i18next's `{{name}}` interpolation and `_one`/`_other` plurals
 *   (`t('items', { count })`). `common` holds the shell's texts and words every page shares.
 * - In a component: `const { t } = useTranslation('cakes');` then `t('title')`; another namespace's
 *   key as `t('common:actions.close')`. Never import i18next's default instance: the server renders
 *   many languages at once, each page with its own instance (I18nextProvider).
 * - Catalog texts (names, descriptions) come from the API with their `translations`; use
 *   `useCatalogText()` (./catalog-text) to pick the page's language or fall back to English.
 * - Dates, times, numbers and rupees: `useFormat()` (./format), never a hand-written format.
 * - Texts the spec quotes ('Rs. 1200/- Per Kg', 'Best Seller') stay exactly as written in the English
 *   texts; Kannada and Hindi say the same in their own words.
 * - Loading: the server renders with every namespace of the page's language, and writes the ones the
 *   page used into the HTML; the browser starts from those and loads others (one small file per
 *   language and namespace) when a page needs them, so a page fetches only its own language.
 */
import { createInstance, type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { useTranslation } from 'react-i18next';

export const LANGUAGES = ['en', 'kn', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name as its readers write it, for the switch in the header. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', kn: 'ಕನ್ನಡ', hi: 'हिन्दी' };

/** The Intl locale for dates, times and numbers (Indian digit grouping in all three). */
export const LOCALES: Record<Language, string> = { en: 'en-IN', kn: 'kn-IN', hi: 'hi-IN' };

/** The value of <html lang>. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', kn: 'kn', hi: 'hi' };

/** The cookie (and localStorage key) that remembers a chosen language. */
export const LANGUAGE_COOKIE = 'roast-lang';

/** The HTML element the server writes a page's texts into, for the browser to start from. */
export const TEXTS_ELEMENT_ID = 'roast-texts';

/** The texts a page was rendered with: its language and the namespaces it used. */
export interface PageTexts {
  language: Language;
  resources: ResourceLanguage;
}

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** '/kn/cakes' → { language: 'kn', basename: '/kn', path: '/cakes' }; '/cakes' → English. */
export function languageOfPath(pathname: string): { language: Language; basename: string; path: string } {
  const match = /^\/(kn|hi)(?=\/|$)/i.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, basename: '/', path: pathname || '/' };
  const language = match[1]!.toLowerCase() as Language;
  return { language, basename: `/${language}`, path: pathname.slice(match[0].length) || '/' };
}

/** The address of an (English) path in a language: ('kn', '/cakes') → '/kn/cakes', ('kn', '/') → '/kn'. */
export function localizedPath(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  if (path === '/' || path === '') return `/${language}`;
  return `/${language}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Every namespace of every language, each loaded on demand (its own small file in the build). */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** Every namespace there is, from English's files. */
export const NAMESPACES: string[] = Object.keys(bundles)
  .flatMap((key) => /^\.\/locales\/en\/(.+)\.json$/.exec(key)?.[1] ?? [])
  .sort();

async function loadBundle(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = bundles[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No texts for ${language}/${namespace}`);
  return (await load()).default;
}

/** Options every instance shares: one language, no fallback (every key exists in every language). */
function baseOptions(language: Language) {
  return {
    lng: language,
    fallbackLng: false as const,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  };
}

let browserInstance: I18n | undefined;

/**
 * The browser's instance for the page's language, started from the texts the server wrote into the
 * page; other namespaces load when a page asks for them.
 */
export async function createBrowserI18n(language: Language, resources?: ResourceLanguage): Promise<I18n> {
  const instance = createInstance();
  instance.use({
    type: 'backend',
    init() {},
    read(lng: string, ns: string, callback: (error: unknown, data?: Record<string, unknown>) => void) {
      loadBundle(lng, ns).then(
        (data) => callback(null, data),
        (error: unknown) => callback(error),
      );
    },
  });
  const preloaded: Resource | undefined = resources ? { [language]: resources } : undefined;
  await instance.init({
    ...baseOptions(language),
    ...(preloaded ? { resources: preloaded, partialBundledLanguages: true } : {}),
    ns: resources ? Object.keys(resources) : ['common'],
  });
  await instance.loadNamespaces('common');
  browserInstance = instance;
  return instance;
}

/** Loads namespaces in the browser before a page needs them (nothing to do on the server). */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (browserInstance && namespaces.length > 0) await browserInstance.loadNamespaces([...namespaces]);
}

/** An instance with the given texts already in it: the server's for one page, or a test's. */
export function createI18nWith(language: Language, resources: Resource): I18n {
  const instance = createInstance();
  void instance.init({
    ...baseOptions(language),
    resources,
    ns: Object.keys(resources[language] ?? {}),
    initAsync: false,
  });
  return instance;
}

/** The namespaces a rendered page used, with their texts, for the browser to start from. */
export function usedTexts(instance: I18n): PageTexts {
  const language = instance.language as Language;
  const used = instance.reportNamespaces?.getUsedNamespaces() ?? [];
  const resources: ResourceLanguage = {};
  for (const namespace of new Set(['common', ...used])) {
    const bundle = instance.getResourceBundle(language, namespace) as ResourceLanguage[string] | undefined;
    if (bundle) resources[namespace] = bundle;
  }
  return { language, resources };
}

/** Every namespace of a language's texts, read at once (the server's and the tests' way). */
export async function loadAllTexts(language: Language): Promise<ResourceLanguage> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => [namespace, await loadBundle(language, namespace)] as const),
  );
  return Object.fromEntries(entries) as ResourceLanguage;
}

/** Remembers the language someone chose, for their next visit to an English address. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    window.localStorage.setItem(LANGUAGE_COOKIE, language);
  } catch {
    // Storage can be blocked; the cookie still remembers.
  }
}

/** The page's language. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
