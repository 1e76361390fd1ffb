import type { CafeEvent, Cake, Offer, Store } from './catalog';
import { categoryName } from './categories';

/**
 * schema.org JSON-LD for search engines: a Bakery for each outlet, a Product for each cake and
 * hamper, an Event for each event and workshop. Built on the server from the catalog the page
 * shows; every URL in it is absolute, from the store's public address.
 */
export type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';
const BRAND = 'Roast';
/** India Standard Time, the only zone the outlets keep. */
export const INDIA_OFFSET = '+05:30';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The store's languages: English at the root, Kannada and Hindi under their own prefix. */
export const PAGE_LANGUAGES = [
  { code: 'en', prefix: '', hreflang: 'en-IN', locale: 'en_IN' },
  { code: 'kn', prefix: '/kn', hreflang: 'kn-IN', locale: 'kn_IN' },
  { code: 'hi', prefix: '/hi', hreflang: 'hi-IN', locale: 'hi_IN' },
] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** A page's English path in a language: '/cakes' → '/kn/cakes', '/' → '/kn'. */
export const pageInLanguage = (language: PageLanguage, path: string) =>
  language.prefix ? `${language.prefix}${path === '/' ? '' : path}` : path;

export const absoluteUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;
export const catalogImageUrl = (publicUrl: string, img: string) =>
  absoluteUrl(publicUrl, `/images/${encodeURIComponent(img)}`);

const organization = (publicUrl: string) => ({
  '@type': 'Organization',
  name: BRAND,
  url: absoluteUrl(publicUrl, '/'),
});

/**
 * '14, 12th Main Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038' as a
 * PostalAddress: the city, state and PIN code apart from the street.
 */
export function postalAddress(address: string) {
  const postalCode = /\b(\d{6})\b/.exec(address)?.[1];
  const street = address
    .split(',')
    .map((part) => part.trim())
    .filter(
      (part) => part && !/^(bengaluru|bangalore)$/i.test(part) && !/^karnataka\b/i.test(part) && part !== postalCode,
    )
    .join(', ');
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: 'Bengaluru',
    addressRegion: 'Karnataka',
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'IN',
  };
}

/** Opening hours every day; an outlet open round the clock (00:00 to 24:00) closes at 23:59. */
export function openingHoursSpecification(hours: { open: string; close: string }) {
  const closes = hours.close === '24:00' ? '23:59' : hours.close;
  return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens: hours.open, closes }];
}

/**
 * The builders take the page's language prefix ('' for English, '/kn', '/hi'): the addresses in
 * the data are the page's own, in its language; pictures are the same in every language.
 */
export function bakeryJsonLd(store: Store, publicUrl: string, prefix = ''): JsonLd {
  const url = absoluteUrl(publicUrl, prefix + store.pagePath);
  return {
    '@context': SCHEMA,
    '@type': 'Bakery',
    '@id': `${url}#bakery`,
    name: store.outletName,
    url,
    image: [catalogImageUrl(publicUrl, store.img)],
    telephone: store.phone,
    email: store.email,
    address: postalAddress(store.address),
    ...(store.geo
      ? { geo: { '@type': 'GeoCoordinates', latitude: store.geo.latitude, longitude: store.geo.longitude } }
      : {}),
    hasMap: store.mapUrl,
    openingHoursSpecification: openingHoursSpecification(store.hours),
    priceRange: '₹₹',
    servesCuisine: ['Cafe', 'Bakery', 'Desserts'],
    currenciesAccepted: 'INR',
    parentOrganization: organization(publicUrl),
  };
}

const AVAILABILITY = { inStock: `${SCHEMA}/InStock`, soldOut: `${SCHEMA}/SoldOut` } as const;

const rupeeOffer = (price: number, available: boolean, url: string, publicUrl: string) => ({
  '@type': 'Offer',
  price: price.toFixed(2),
  priceCurrency: 'INR',
  availability: available ? AVAILABILITY.inStock : AVAILABILITY.soldOut,
  url,
  seller: organization(publicUrl),
});

/** A cake or a hamper at its page's price (before GST, as the page shows it). */
function productJsonLd(
  item: { _id: string; name: string; img: string; isSold: boolean; price: number },
  description: string,
  path: string,
  publicUrl: string,
  prefix: string,
  extra: JsonLd = {},
): JsonLd {
  const url = absoluteUrl(publicUrl, prefix + path);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: item.name,
    description,
    image: [catalogImageUrl(publicUrl, item.img)],
    sku: item._id,
    brand: { '@type': 'Brand', name: BRAND },
    ...extra,
    offers: {
      ...rupeeOffer(item.price, !item.isSold, url, publicUrl),
      itemCondition: `${SCHEMA}/NewCondition`,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: item.price.toFixed(2),
        priceCurrency: 'INR',
        valueAddedTaxIncluded: false,
      },
    },
  };
}

export function cakeJsonLd(cake: Cake, publicUrl: string, prefix = ''): JsonLd {
  const category = categoryName(cake.category);
  return productJsonLd(cake, cake.description || cake.smalldesc, `/cakeInfo/${cake._id}`, publicUrl, prefix, {
    ...(category ? { category } : {}),
  });
}

export function hamperJsonLd(hamper: Offer, publicUrl: string, prefix = ''): JsonLd {
  const description = hamper.smalldesc || hamper.content.join(' ');
  return productJsonLd(hamper, description, `/offer-details/${hamper._id}`, publicUrl, prefix);
}

/** '6:30 PM' → '18:30'. */
function clock(hour: string, minute: string | undefined, meridiem: string): string {
  const h = (Number(hour) % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minute ?? '00'}`;
}

const nextDay = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/**
 * A session's start and end in India time from its date and the time people read
 * ('2026-12-05', '6:00 PM – 9:00 PM' → 2026-12-05T18:00:00+05:30 and T21:00:00+05:30). An end
 * before the start is the next day; a time that cannot be read leaves the date alone.
 */
export function sessionTimes(date: string, time: string): { startDate: string; endDate?: string } {
  const times = [...time.matchAll(/(\d{1,2})(?:[:.](\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?/g)].map((m) =>
    clock(m[1]!, m[2], `${m[3]}M`),
  );
  const [start, end] = times;
  if (!start) return { startDate: date };
  const startDate = `${date}T${start}:00${INDIA_OFFSET}`;
  if (!end) return { startDate };
  return { startDate, endDate: `${end < start ? nextDay(date) : date}T${end}:00${INDIA_OFFSET}` };
}

/**
 * The outlet a session is held at: its venue names the outlet ('Roast CCX, Indiranagar'). The
 * console's members decide by it whose door a session's attendees are.
 */
export function venueOutlet<T extends Pick<Store, 'outletName'> & { title?: string }>(
  venue: string,
  stores: readonly T[],
): T | undefined {
  const name = venue.trim().toLowerCase();
  return (
    stores.find((store) => store.title?.toLowerCase() === name) ??
    stores.find((store) => name.includes(store.outletName.toLowerCase()))
  );
}

/** An event or a workshop; sold out once no place is left or bookings are closed. */
export function sessionJsonLd(
  session: CafeEvent,
  kind: 'event' | 'workshop',
  stores: readonly Store[],
  publicUrl: string,
  prefix = '',
): JsonLd {
  const url = absoluteUrl(publicUrl, `${prefix}/${kind}/${session._id}`);
  const outlet = venueOutlet(session.venue, stores);
  const open = session.isActive && session.slots > 0;
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    '@id': `${url}#event`,
    name: session.title,
    description: session.description.join('\n\n') || session.expectations.join(' '),
    image: [catalogImageUrl(publicUrl, session.image)],
    ...sessionTimes(session.date, session.time),
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    eventStatus: `${SCHEMA}/EventScheduled`,
    location: {
      '@type': 'Place',
      name: session.venue,
      address: postalAddress(outlet?.address ?? session.venue),
      ...(outlet ? { url: absoluteUrl(publicUrl, prefix + outlet.pagePath) } : {}),
      ...(outlet?.geo
        ? { geo: { '@type': 'GeoCoordinates', latitude: outlet.geo.latitude, longitude: outlet.geo.longitude } }
        : {}),
    },
    offers: rupeeOffer(session.price, open, url, publicUrl),
    organizer: organization(publicUrl),
  };
}

/** JSON-LD inside a <script> element: nothing in it may close the element. */
export const jsonLdScript = (data: JsonLd) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
