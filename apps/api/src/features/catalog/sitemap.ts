import type { CafeEvent, Cake, Job, Offer } from '@roast/domain';

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

/** Every public page, active catalog items included, for search engines. */
export function sitemapXml(
  publicUrl: string,
  catalog: { cakes: Cake[]; offers: Offer[]; events: CafeEvent[]; workshops: CafeEvent[]; jobs: Job[] },
): string {
  const paths = [
    ...STATIC_PATHS,
    ...catalog.cakes.filter((c) => c.isActive).map((c) => `/cakeInfo/${c._id}`),
    ...catalog.offers.filter((o) => o.isActive).map((o) => `/offer-details/${o._id}`),
    ...catalog.events.filter((e) => e.isActive).map((e) => `/event/${e._id}`),
    ...catalog.workshops.filter((w) => w.isActive).map((w) => `/workshop/${w._id}`),
    ...catalog.jobs.map((j) => `/careers/${j._id}`),
  ];
  const urls = paths.map((p) => `  <url><loc>${escapeXml(publicUrl + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
