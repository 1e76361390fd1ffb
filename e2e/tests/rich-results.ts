/**
 * Google's rich-result rules for the JSON-LD we publish, written from Google Search Central's
 * structured-data pages (developers.google.com/search/docs/appearance/structured-data/…):
 * merchant-listing and product-snippet for Product, event for Event, local-business for
 * LocalBusiness (Bakery is one). Required properties make a block eligible at all; we also hold
 * ourselves to the recommended ones we have data for.
 */
type Node = Record<string, unknown>;

interface Rule {
  required: string[];
  recommended: string[];
}

/** The types we publish, and what Google asks of each. */
export const RICH_RESULTS: Record<'Product' | 'Event' | 'LocalBusiness', Rule> = {
  // Merchant listing: name, image, offers (an Offer with price and priceCurrency).
  Product: { required: ['name', 'image', 'offers'], recommended: ['description', 'brand', 'sku'] },
  // Event: name, startDate, location (a Place with an address).
  Event: {
    required: ['name', 'startDate', 'location'],
    recommended: ['description', 'endDate', 'eventStatus', 'eventAttendanceMode', 'image', 'offers', 'organizer'],
  },
  // Local business: name, address.
  LocalBusiness: {
    required: ['name', 'address'],
    recommended: ['geo', 'telephone', 'url', 'openingHoursSpecification', 'priceRange', 'image'],
  },
};

const OFFER: Rule = { required: ['price', 'priceCurrency'], recommended: ['availability', 'url'] };
const PLACE: Rule = { required: ['address'], recommended: ['name'] };
const POSTAL_ADDRESS: Rule = {
  required: [],
  recommended: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
};
const GEO: Rule = { required: ['latitude', 'longitude'], recommended: [] };
const HOURS: Rule = { required: ['dayOfWeek', 'opens', 'closes'], recommended: [] };
const ORGANIZER: Rule = { required: ['name'], recommended: ['url'] };

const LOCAL_BUSINESS_TYPES = new Set([
  'LocalBusiness',
  'Bakery',
  'CafeOrCoffeeShop',
  'Restaurant',
  'FoodEstablishment',
]);
const AVAILABILITY = new Set([
  'https://schema.org/InStock',
  'https://schema.org/SoldOut',
  'https://schema.org/OutOfStock',
]);
/** ISO 8601 with a time and an offset: Google reads a start without an offset as the venue's local time at best. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?[+-]\d{2}:\d{2}$/;
const CLOCK = /^\d{2}:\d{2}(?::\d{2})?$/;

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const asList = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is Node => typeof v === 'object' && v !== null);
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+\//.test(value);

function check(node: Node, rule: Rule, path: string, problems: string[]) {
  for (const key of rule.required) if (!present(node[key])) problems.push(`${path}: required ${key} is missing`);
  for (const key of rule.recommended) if (!present(node[key])) problems.push(`${path}: recommended ${key} is missing`);
}

function checkOffers(value: unknown, path: string, problems: string[]) {
  for (const [index, offer] of asList(value).entries()) {
    const at = `${path}.offers[${index}]`;
    check(offer, OFFER, at, problems);
    if (!(Number(offer.price) > 0))
      problems.push(`${at}: price must be a number above zero, not ${String(offer.price)}`);
    if (offer.priceCurrency !== 'INR') problems.push(`${at}: priceCurrency is ${String(offer.priceCurrency)}, not INR`);
    if (!AVAILABILITY.has(String(offer.availability)))
      problems.push(`${at}: availability ${String(offer.availability)}`);
    if (!isAbsoluteUrl(offer.url)) problems.push(`${at}: url is not absolute`);
  }
}

function checkAddress(value: unknown, path: string, problems: string[]) {
  const address = asList(value)[0];
  if (!address) return problems.push(`${path}.address: not a PostalAddress`);
  check(address, POSTAL_ADDRESS, `${path}.address`, problems);
  if (address.addressCountry !== 'IN') problems.push(`${path}.address: addressCountry is not IN`);
}

function checkImages(value: unknown, path: string, problems: string[]) {
  for (const url of Array.isArray(value) ? value : [value]) {
    if (!isAbsoluteUrl(url)) problems.push(`${path}.image: ${String(url)} is not an absolute URL`);
  }
}

/** What stops (required) or weakens (recommended) a JSON-LD block as a rich result; empty when none. */
export function richResultProblems(node: Node): string[] {
  const problems: string[] = [];
  const type = String(node['@type']);
  if (node['@context'] !== 'https://schema.org') problems.push(`${type}: @context is not https://schema.org`);
  if (type === 'Product') {
    check(node, RICH_RESULTS.Product, type, problems);
    checkImages(node.image, type, problems);
    checkOffers(node.offers, type, problems);
  } else if (type === 'Event') {
    check(node, RICH_RESULTS.Event, type, problems);
    checkImages(node.image, type, problems);
    for (const key of ['startDate', 'endDate'] as const) {
      if (present(node[key]) && !DATE_TIME.test(String(node[key])))
        problems.push(`${type}: ${key} ${String(node[key])}`);
    }
    const place = asList(node.location)[0];
    if (place) {
      check(place, PLACE, `${type}.location`, problems);
      checkAddress(place.address, `${type}.location`, problems);
    }
    checkOffers(node.offers, type, problems);
    for (const organizer of asList(node.organizer)) check(organizer, ORGANIZER, `${type}.organizer`, problems);
  } else if (LOCAL_BUSINESS_TYPES.has(type)) {
    check(node, RICH_RESULTS.LocalBusiness, type, problems);
    checkImages(node.image, type, problems);
    checkAddress(node.address, type, problems);
    for (const geo of asList(node.geo)) {
      check(geo, GEO, `${type}.geo`, problems);
      if (typeof geo.latitude !== 'number' || typeof geo.longitude !== 'number') {
        problems.push(`${type}.geo: latitude and longitude are not numbers`);
      }
    }
    for (const [index, hours] of asList(node.openingHoursSpecification).entries()) {
      const at = `${type}.openingHoursSpecification[${index}]`;
      check(hours, HOURS, at, problems);
      if (!CLOCK.test(String(hours.opens)) || !CLOCK.test(String(hours.closes)) || hours.closes === '24:00') {
        problems.push(`${at}: opens ${String(hours.opens)} closes ${String(hours.closes)}`);
      }
    }
    if (!isAbsoluteUrl(node.url)) problems.push(`${type}: url is not absolute`);
  } else {
    problems.push(`${type}: not a type we publish`);
  }
  return problems;
}

/** The JSON-LD blocks of a page's HTML, parsed. */
export function jsonLdBlocks(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Node,
  );
}
