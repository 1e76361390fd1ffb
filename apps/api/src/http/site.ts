import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { cacheBody, type CachedBody } from './cached-body';
import { redactUrl } from './logging';

/** The answer to one of the web app's catalog queries (see the web app's entry-server). */
export type PageLookup = (
  key: readonly unknown[],
) => Promise<{ found: true; data: unknown } | { found: false } | undefined>;

/** Asks each lookup in turn; the first that knows the query answers it. */
export function firstAnswer(...lookups: PageLookup[]): PageLookup {
  return async (key) => {
    for (const lookup of lookups) {
      const answer = await lookup(key);
      if (answer) return answer;
    }
    return undefined;
  };
}

/** What pages are rendered from: catalog answers, and word of when they change. */
export interface PageData {
  lookup: PageLookup;
  onChange(listener: () => void): unknown;
}

interface RenderedPage {
  html: string;
  state: unknown;
  status: number;
  title: string | undefined;
  modules: string[];
  /** Tags for <head>: description, Open Graph, canonical and language links, JSON-LD. */
  head?: string;
  /** The page's language for <html lang> ('en-IN', 'kn', 'hi'). */
  lang?: string;
  /** The texts the page was rendered with, for the browser to start from. */
  texts?: unknown;
}

interface ServerEntry {
  render(url: string, lookup: PageLookup, options?: { publicUrl?: string }): Promise<RenderedPage>;
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

export interface SitePage {
  status: number;
  body: CachedBody;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const HTML = 'text/html; charset=utf-8';
/** Rendered pages kept; beyond this the oldest go first. */
const MAX_CACHED_PAGES = 300;
/** Pages are compressed once and then cached, so a middling brotli level is the right trade. */
const PAGE_BROTLI_QUALITY = 6;

/** JSON inside a <script> element: nothing in it may close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The built web app's pages: index.html as a template and the server bundle that renders a page
 * into it. A rendered page depends only on the URL and the catalog, so it is kept, compressed,
 * until the catalog changes. Without the server bundle (or when rendering fails) the browser gets
 * the bare index.html and renders the page itself.
 */
export async function loadSite(webDist: string, data: PageData, log: FastifyBaseLogger, publicUrl?: string) {
  const template = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const entryPath = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  let entry: ServerEntry | undefined;
  if (existsSync(entryPath)) {
    entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  } else {
    log.warn({ entryPath }, 'the web server bundle is missing; pages are rendered in the browser only');
  }
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(await readFile(manifestPath, 'utf8')) : {};
  const bareTemplate = await cacheBody(Buffer.from(template), HTML, PAGE_BROTLI_QUALITY);

  const pages = new Map<string, Promise<SitePage>>();
  data.onChange(() => pages.clear());

  /** The page's chunk and every chunk it imports, for the boot script to preload with the entry. */
  const preloads = (modules: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    modules.forEach(visit);
    return [...files].filter((file) => !template.includes(`/${file}`)).map((file) => `/${file}`);
  };

  const render = async (url: string): Promise<SitePage> => {
    if (!entry) return { status: 200, body: bareTemplate };
    try {
      const rendered = await entry.render(url, data.lookup, { publicUrl });
      // Replacements are functions, so text from the request ('$&', "$'") is put in literally,
      // never read as a replacement pattern.
      const texts = rendered.texts
        ? `<script type="application/json" id="roast-texts">${scriptSafeJson(rendered.texts)}</script>`
        : '';
      const root = `<div id="root">${rendered.html}</div><script type="application/json" id="roast-state">${scriptSafeJson(rendered.state)}</script>${texts}`;
      const preload = `data-preload="${preloads(rendered.modules).join(' ')} `;
      let html = template.replace(ROOT_ELEMENT, () => root).replace('data-preload="', () => preload);
      if (rendered.lang && /^[a-z]{2}(?:-[A-Z]{2})?$/.test(rendered.lang)) {
        const lang = `<html lang="${rendered.lang}">`;
        html = html.replace(/<html lang="[^"]*">/, () => lang);
      }
      if (rendered.head) {
        // The page's own description stands in for the template's.
        const head = rendered.head;
        html = html.replace(/<meta\s+name="description"[^>]*>\s*/, '').replace('</head>', () => `${head}</head>`);
      }
      if (rendered.title) {
        const title = `<title>${rendered.title}</title>`;
        html = html.replace(/<title>[\s\S]*?<\/title>/, () => title);
      }
      return { status: rendered.status, body: await cacheBody(Buffer.from(html), HTML, PAGE_BROTLI_QUALITY) };
    } catch (error) {
      log.error({ err: error, url: redactUrl(url) }, 'server rendering failed; the browser renders this page');
      return { status: 200, body: bareTemplate };
    }
  };

  return {
    page(url: string): Promise<SitePage> {
      const cached = pages.get(url);
      if (cached) return cached;
      const rendering = render(url);
      pages.set(url, rendering);
      // Only good pages are kept: a stream of made-up URLs must not fill the memory.
      void rendering.then(
        (page) => {
          if (page.status !== 200 || page.body === bareTemplate) pages.delete(url);
          else if (pages.size > MAX_CACHED_PAGES) pages.delete(pages.keys().next().value!);
        },
        () => pages.delete(url),
      );
      return rendering;
    },
  };
}
