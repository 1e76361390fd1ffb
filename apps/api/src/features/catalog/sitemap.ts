import {
  PAGE_LANGUAGES,
  pageInLanguage,
  type Blog,
  type CafeEvent,
  type Cake,
  type Job,
  type Offer,
} from '@roast/domain';

/** The public pages that are not catalog items. Cart, orders, payment and password pages stay out. */
const STATIC_PATHS = [
  '/',
  '/cakes',
  '/gifthampers',
  '/events',
  '/workshop',
  '/outlets',
  '/roast-ccx',
  '/roast-24-seven',
  '/roast-caffeine-capital',
  '/aboutus',
  '/blogs',
  '/careers',
  '/contact',
  '/privacy-policy',
  '/terms-and-conditions',
  '/return-and-refund',
];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * Every public page in every language, active catalog items included, for search engines. Each
 * address names its versions in the other languages (and English as the default), as Google
 * reads hreflang from a sitemap.
 */
export function sitemapXml(
  publicUrl: string,
  catalog: {
    cakes: Cake[];
    offers: Offer[];
    events: CafeEvent[];
    workshops: CafeEvent[];
    jobs: Job[];
    blogs?: Blog[];
  },
): string {
  const paths = [
    ...STATIC_PATHS,
    ...catalog.cakes.filter((c) => c.isActive).map((c) => `/cakeInfo/${c._id}`),
    ...catalog.offers.filter((o) => o.isActive).map((o) => `/offer-details/${o._id}`),
    ...catalog.events.filter((e) => e.isActive).map((e) => `/event/${e._id}`),
    ...catalog.workshops.filter((w) => w.isActive).map((w) => `/workshop/${w._id}`),
    ...(catalog.blogs ?? []).filter((b) => b.isActive).map((b) => `/blogs/${b._id}`),
    ...catalog.jobs.filter((j) => j.isActive).map((j) => `/careers/${j._id}`),
  ];
  const address = (path: string) => escapeXml(publicUrl + path);
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...PAGE_LANGUAGES.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language.hreflang}" href="${address(pageInLanguage(language, path))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(path)}"/>`,
    ].join('\n');
    return PAGE_LANGUAGES.map(
      (language) => `  <url>\n    <loc>${address(pageInLanguage(language, path))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
