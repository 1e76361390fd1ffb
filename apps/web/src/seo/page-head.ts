import {
  absoluteUrl,
  bakeryJsonLd,
  cakeJsonLd,
  catalogImageUrl,
  hamperJsonLd,
  IMAGE_KINDS,
  imageHeight,
  jsonLdScript,
  sessionJsonLd,
  type Blog,
  type CafeEvent,
  type Cake,
  type ImageKind,
  type Job,
  type JsonLd,
  type Offer,
  PAGE_LANGUAGES,
  pageInLanguage,
  type PageLanguage,
  type Store,
} from '@roast/domain';
import type { QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { queryKeys } from '../lib/query-keys';

/**
 * What a search engine or a link preview reads in a page's <head>: the description, Open Graph
 * and Twitter tags with the item's own picture, the canonical URL and its versions in the other
 * languages, and the JSON-LD of the outlet, product or event the page shows. Built on the server
 * only, from the URL and the catalog; the browser's bundle carries none of it.
 */
export type HeadLookup = (key: QueryKey) => Promise<{ found: true; data: unknown } | { found: false } | undefined>;

type PageKind =
  | 'home'
  | 'cakes'
  | 'cake'
  | 'hampers'
  | 'hamper'
  | 'outlets'
  | 'outlet'
  | 'events'
  | 'event'
  | 'workshops'
  | 'workshop'
  | 'blogs'
  | 'blog'
  | 'careers'
  | 'job'
  | 'page';

interface PageSpec {
  pattern: string;
  kind: PageKind;
  description?: string;
  /** Cart, orders, payment, password pages: nothing for a search engine. */
  private?: boolean;
}

const SITE_DESCRIPTION =
  'Roast: speciality cakes baked to order, gift hampers, events and workshops at our three cafes. Order online and pick up at your outlet.';

/** Every customer page, by its English path (paths match without regard to case). */
export const PAGES: readonly PageSpec[] = [
  { pattern: '/', kind: 'home' },
  {
    pattern: '/cakes',
    kind: 'cakes',
    description:
      'Speciality cakes baked fresh to order at Roast. Choose your cake and size, and pick it up at your outlet.',
  },
  { pattern: '/cakeInfo/:id', kind: 'cake' },
  {
    pattern: '/gifthampers',
    kind: 'hampers',
    description:
      'Gift hampers from Roast, packed with our coffee, bakes and treats. Order online, pick up at your outlet.',
  },
  { pattern: '/offer-details/:id', kind: 'hamper' },
  {
    pattern: '/outlets',
    kind: 'outlets',
    description:
      'Three Roast cafes across Bengaluru: Indiranagar, Koramangala and Jayanagar. Opening hours, addresses and directions.',
  },
  { pattern: '/roast-ccx', kind: 'outlet' },
  { pattern: '/roast-24-seven', kind: 'outlet' },
  { pattern: '/roast-caffeine-capital', kind: 'outlet' },
  {
    pattern: '/events',
    kind: 'events',
    description: 'Music evenings, open mics, tastings and more at Roast cafes in Bengaluru. Book your place online.',
  },
  { pattern: '/event/:id', kind: 'event' },
  {
    pattern: '/workshop',
    kind: 'workshops',
    description: 'Hands-on baking and coffee workshops at Roast cafes in Bengaluru. Register for your seat online.',
  },
  { pattern: '/workshop/:id', kind: 'workshop' },
  {
    pattern: '/aboutus',
    kind: 'page',
    description: 'How Roast began, and the people who bake and brew at our three cafes in Bengaluru.',
  },
  { pattern: '/blogs', kind: 'blogs', description: 'Stories about Roast, from the papers and from our own kitchen.' },
  { pattern: '/blogs/:id', kind: 'blog' },
  { pattern: '/careers', kind: 'careers', description: 'Work with us at Roast: open roles at our cafes and kitchen.' },
  { pattern: '/careers/:id', kind: 'job' },
  {
    pattern: '/contact',
    kind: 'page',
    description: 'Write to Roast or call your nearest outlet: questions, cake orders, events and feedback.',
  },
  { pattern: '/privacy-policy', kind: 'page', description: 'What Roast keeps about you, why, and how to reach us.' },
  { pattern: '/terms-and-conditions', kind: 'page', description: 'The terms for ordering and booking at Roast.' },
  { pattern: '/return-and-refund', kind: 'page', description: 'Cancellations, returns and refunds at Roast.' },
  { pattern: '/forgot-password', kind: 'page', private: true },
  { pattern: '/cart', kind: 'page', private: true },
  { pattern: '/paymentsuccess', kind: 'page', private: true },
  { pattern: '/pay/:token', kind: 'page', private: true },
  { pattern: '/myorders', kind: 'page', private: true },
  { pattern: '/reset-password/:token', kind: 'page', private: true },
  { pattern: '/verify-email/:token', kind: 'page', private: true },
];

interface HeadImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The picture a page is shared with: the catalog's widest WebP, at its real size. */
function image(publicUrl: string, img: string, kind: ImageKind, alt: string): HeadImage {
  const named = /-(\d+)\.(?:webp|avif)$/.exec(img)?.[1];
  const widths = IMAGE_KINDS[kind].widths;
  const width = named ? Number(named) : (widths[widths.length - 1] ?? 800);
  return { url: catalogImageUrl(publicUrl, img), width, height: imageHeight(kind, width), alt };
}

const DEFAULT_IMAGE = {
  img: 'hero-roast-above-the-rest-1280.webp',
  kind: 'hero',
  alt: 'Coffee and cake at Roast',
} as const;
const SECTION_IMAGES: Partial<Record<PageKind, { img: string; kind: ImageKind; alt: string }>> = {
  cakes: { img: 'tile-cakes-800.webp', kind: 'product', alt: 'Speciality cakes at Roast' },
  hampers: { img: 'tile-hampers-800.webp', kind: 'product', alt: 'Gift hampers from Roast' },
  outlets: { img: 'tile-outlets-800.webp', kind: 'product', alt: 'A Roast cafe in Bengaluru' },
  events: { img: 'tile-workshops-events-800.webp', kind: 'product', alt: 'An evening at Roast' },
  workshops: { img: 'tile-workshops-events-800.webp', kind: 'product', alt: 'A workshop at Roast' },
};

/** A catalog text as a short description: one line, at most about 160 characters. */
function summary(text: string): string | undefined {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  if (line.length <= 160) return line;
  const cut = line.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 100))}…`;
}

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);
/** React's escaped text (the <title> it rendered) back to plain text. */
const unescapeText = (value: string) =>
  value
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The language a URL's path is in, and the path without its language prefix. */
export function splitLanguage(pathname: string): { language: PageLanguage; path: string } {
  for (const language of PAGE_LANGUAGES) {
    if (!language.prefix) continue;
    const lower = pathname.toLowerCase();
    if (lower === language.prefix || lower.startsWith(`${language.prefix}/`)) {
      return { language, path: pathname.slice(language.prefix.length) || '/' };
    }
  }
  return { language: PAGE_LANGUAGES[0], path: pathname };
}

/** The page at a path, and its path spelt the one way (case and trailing slash as the store spells them). */
export function matchPage(path: string): { spec: PageSpec; canonical: string; id?: string } | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const spec of PAGES) {
    const match = matchPath({ path: spec.pattern, caseSensitive: false, end: true }, trimmed);
    if (!match) continue;
    const id = match.params.id ?? match.params.token;
    const canonical = spec.pattern.replace(/:(id|token)$/, () => encodeURIComponent(id ?? ''));
    return { spec, canonical, ...(id !== undefined ? { id } : {}) };
  }
  return undefined;
}

interface PageFacts {
  description?: string;
  image?: HeadImage;
  type?: 'website' | 'product' | 'article';
  jsonLd: JsonLd[];
}

/**
 * A catalog item in a language: each text field the owner translated stands in for the English
 * (an empty translation leaves the English), as the page itself shows it.
 */
export function inLanguage<T extends { translations?: unknown }>(item: T, language: PageLanguage): T {
  const translated = (item.translations as Record<string, Record<string, unknown> | undefined> | undefined)?.[
    language.code
  ];
  if (!translated) return item;
  const copy: Record<string, unknown> = { ...item };
  for (const [field, value] of Object.entries(translated)) {
    const english = copy[field];
    if (typeof english === 'string' && typeof value === 'string' && value.trim() !== '') copy[field] = value;
    if (Array.isArray(english) && Array.isArray(value) && value.some((line) => String(line).trim() !== '')) {
      copy[field] = value;
    }
  }
  return copy as T;
}

async function found<T extends { translations?: unknown }>(
  lookup: HeadLookup,
  key: QueryKey,
  language: PageLanguage,
): Promise<T | undefined> {
  const answer = await lookup(key);
  return answer?.found ? inLanguage(answer.data as T, language) : undefined;
}

async function foundList<T extends { translations?: unknown }>(
  lookup: HeadLookup,
  key: QueryKey,
  language: PageLanguage,
): Promise<T[]> {
  const answer = await lookup(key);
  return answer?.found ? (answer.data as T[]).map((item) => inLanguage(item, language)) : [];
}

/** What the catalog says about the item a page shows. */
async function pageFacts(
  kind: PageKind,
  canonical: string,
  id: string | undefined,
  lookup: HeadLookup,
  publicUrl: string,
  language: PageLanguage,
): Promise<PageFacts> {
  const item = <T extends { translations?: unknown }>(list: string) =>
    id ? found<T>(lookup, queryKeys.catalogItem(list, id), language) : undefined;
  const stores = () => foundList<Store>(lookup, queryKeys.catalogList('stores'), language);
  const prefix = language.prefix;
  switch (kind) {
    case 'cake': {
      const cake = await item<Cake>('cakes');
      if (!cake) return { jsonLd: [] };
      return {
        description: summary(cake.smalldesc || cake.description),
        image: image(publicUrl, cake.img, 'product', cake.imgAlt ?? cake.name),
        type: 'product',
        jsonLd: cake.isActive ? [cakeJsonLd(cake, publicUrl, prefix)] : [],
      };
    }
    case 'hamper': {
      const hamper = await item<Offer>('offers');
      if (!hamper) return { jsonLd: [] };
      return {
        description: summary(hamper.smalldesc),
        image: image(publicUrl, hamper.img, 'product', hamper.imgAlt ?? hamper.name),
        type: 'product',
        jsonLd: hamper.isActive ? [hamperJsonLd(hamper, publicUrl, prefix)] : [],
      };
    }
    case 'event':
    case 'workshop': {
      const session = await item<CafeEvent>(kind === 'event' ? 'events' : 'workshops');
      if (!session) return { jsonLd: [] };
      return {
        description: summary(session.description.join(' ')),
        image: image(publicUrl, session.image, 'product', session.imageAlt ?? session.title),
        jsonLd: [sessionJsonLd(session, kind, await stores(), publicUrl, prefix)],
      };
    }
    case 'outlet': {
      const store = (await stores()).find((s) => s.pagePath.toLowerCase() === canonical.toLowerCase());
      if (!store) return { jsonLd: [] };
      return {
        description: summary(
          `${store.title}: ${store.address}. Coffee, cakes and bakes from Roast. Call ${store.phone}.`,
        ),
        image: image(publicUrl, store.img, 'product', `The cafe at ${store.title}`),
        jsonLd: [bakeryJsonLd(store, publicUrl, prefix)],
      };
    }
    case 'outlets':
      return { jsonLd: (await stores()).map((store) => bakeryJsonLd(store, publicUrl, prefix)) };
    case 'blog': {
      const blog = (await foundList<Blog>(lookup, queryKeys.catalogList('blogs'), language)).find((b) => b._id === id);
      if (!blog) return { jsonLd: [] };
      return {
        description: summary(blog.description),
        image: image(publicUrl, blog.blogimage, 'banner', blog.blogimageAlt ?? blog.headline),
        type: 'article',
        jsonLd: [],
      };
    }
    case 'job': {
      const job = await item<Job>('jobs');
      if (!job) return { jsonLd: [] };
      return {
        description: summary(`${job.title}, ${job.jobtype}, ${job.location}. ${job.jobdescription.join(' ')}`),
        image: image(publicUrl, job.image ?? 'job-default-800.webp', 'banner', job.imageAlt ?? job.title),
        jsonLd: [],
      };
    }
    default:
      return { jsonLd: [] };
  }
}

export interface HeadInput {
  /** The request's URL: path and query. */
  url: string;
  /** The store's public address, 'https://roastcafe.in'. */
  publicUrl: string;
  /** The <title> the page rendered, as React escaped it. */
  title: string | undefined;
  status: number;
  lookup: HeadLookup;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
    .join(' ')}>`;

/** The tags for a rendered page's <head>, as HTML. */
export async function pageHead({ url, publicUrl, title, status, lookup }: HeadInput): Promise<string> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const { language, path } = splitLanguage(pathname);
  const page = status === 200 ? matchPage(path) : undefined;
  const facts = page
    ? await pageFacts(page.spec.kind, page.canonical, page.id, lookup, publicUrl, language)
    : { jsonLd: [] as JsonLd[] };
  const plainTitle = title ? unescapeText(title) : 'Roast | Cafe and bakery';
  const description = facts.description ?? page?.spec.description ?? SITE_DESCRIPTION;
  const fallback = (page && SECTION_IMAGES[page.spec.kind]) ?? DEFAULT_IMAGE;
  const picture = facts.image ?? image(publicUrl, fallback.img, fallback.kind, fallback.alt);
  const indexable = page !== undefined && !page.spec.private;
  const ownUrl = page ? absoluteUrl(publicUrl, pageInLanguage(language, page.canonical)) : undefined;

  const tags: string[] = [meta('name', 'description', description)];
  if (!indexable) tags.push(meta('name', 'robots', 'noindex'));
  if (indexable && page && ownUrl) {
    tags.push(link({ rel: 'canonical', href: ownUrl }));
    for (const other of PAGE_LANGUAGES) {
      const href = absoluteUrl(publicUrl, pageInLanguage(other, page.canonical));
      tags.push(link({ rel: 'alternate', hreflang: other.hreflang, href }));
    }
    tags.push(link({ rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(publicUrl, page.canonical) }));
  }
  tags.push(
    meta('property', 'og:site_name', 'Roast'),
    meta('property', 'og:title', plainTitle.replace(/ \| Roast$/, '')),
    meta('property', 'og:description', description),
    meta('property', 'og:type', facts.type ?? 'website'),
    ...(ownUrl ? [meta('property', 'og:url', ownUrl)] : []),
    meta('property', 'og:locale', language.locale),
    ...PAGE_LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', other.locale),
    ),
    meta('property', 'og:image', picture.url),
    meta('property', 'og:image:type', picture.url.endsWith('.avif') ? 'image/avif' : 'image/webp'),
    meta('property', 'og:image:width', String(picture.width)),
    meta('property', 'og:image:height', String(picture.height)),
    meta('property', 'og:image:alt', picture.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', plainTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', picture.url),
    meta('name', 'twitter:image:alt', picture.alt),
  );
  if (indexable) tags.push(...facts.jsonLd.map(jsonLdScript));
  return tags.join('');
}
