import { dehydrate, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ResourceLanguage } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { loadPageAt, StoreRoutes } from './app/routes';
import { pageHead } from './seo/page-head';
import {
  createI18nWith,
  HTML_LANG,
  languageOfPath,
  loadAllTexts,
  usedTexts,
  type Language,
  type PageTexts,
} from './i18n';

/**
 * The server's side of the web app: a page rendered to HTML with the catalog it needs, so people
 * see it before any script runs. The browser then hydrates it from the same data.
 */
export type CatalogAnswer = { found: true; data: unknown } | { found: false } | undefined;
/** The catalog data for a query key, `{ found: false }` for an id that does not exist, or undefined for a query that is not the catalog's. */
export type CatalogLookup = (key: QueryKey) => Promise<CatalogAnswer>;

export interface RenderedPage {
  html: string;
  /** The catalog the page was rendered with, for the browser's query cache. */
  state: unknown;
  status: number;
  title: string | undefined;
  /** Tags for the page's <head> (description, Open Graph, canonical, languages, JSON-LD), when the store's public address is known. */
  head?: string;
  /** Source modules of the matched pages, for the server to preload their chunks. */
  modules: string[];
  /** The page's language, for <html lang>. */
  lang: string;
  /** The texts the page used, for the browser to start from. */
  texts: PageTexts;
}

const texts = new Map<Language, Promise<ResourceLanguage>>();
const textsOf = (language: Language) => {
  let loading = texts.get(language);
  if (!loading) texts.set(language, (loading = loadAllTexts(language)));
  return loading;
};

async function toHtml(element: React.ReactNode): Promise<string> {
  // Every boundary inline: an outlined one would need an inline script, which the CSP forbids.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export interface RenderOptions {
  /** The store's public address, for the absolute URLs of the page's <head>. */
  publicUrl?: string;
}

export async function render(url: string, lookup: CatalogLookup, options: RenderOptions = {}): Promise<RenderedPage> {
  const address = new URL(url, 'http://localhost');
  // /kn/... and /hi/... are the same pages under their prefix.
  const { language, basename } = languageOfPath(address.pathname);
  const i18n = createI18nWith(language, { [language]: await textsOf(language) });
  // The matched page's code is here before rendering, so the page renders in one pass.
  const handles = await loadPageAt(address.pathname, basename);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={`${address.pathname}${address.search}`} basename={basename}>
            <StoreRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );

  // The first pass learns which queries the page asks for; the second renders them filled in.
  await toHtml(app);
  let missing = false;
  for (const query of queryClient.getQueryCache().getAll()) {
    const answer = await lookup(query.queryKey);
    if (answer?.found) queryClient.setQueryData(query.queryKey, answer.data);
    else if (answer && !answer.found) missing = true;
  }
  const rendered = await toHtml(app);

  const notFound = missing || handles.some((handle) => handle?.notFound);
  const titleMatch = /<title>([\s\S]*?)<\/title>/.exec(rendered);
  const status = notFound ? 404 : 200;
  const head = options.publicUrl
    ? await pageHead({ url, publicUrl: options.publicUrl, title: titleMatch?.[1], status, lookup })
    : undefined;
  return {
    html: titleMatch ? rendered.replace(titleMatch[0], '') : rendered,
    state: dehydrate(queryClient),
    status,
    title: titleMatch?.[1],
    ...(head !== undefined ? { head } : {}),
    modules: handles.flatMap((handle) => (handle?.module ? [handle.module] : [])),
    lang: HTML_LANG[language],
    texts: usedTexts(i18n),
  };
}
