import { describe, expect, it } from 'vitest';
import type { CafeEvent, Cake, Store } from './catalog';
import {
  bakeryJsonLd,
  cakeJsonLd,
  openingHoursSpecification,
  pageInLanguage,
  PAGE_LANGUAGES,
  postalAddress,
  sessionJsonLd,
  sessionTimes,
  venueOutlet,
} from './structured-data';

const PUBLIC_URL = 'https://roastcafe.in';

const store: Store = {
  _id: 'ccx',
  outletName: 'Roast CCX',
  code: 'CCX',
  title: 'Roast CCX, Indiranagar',
  locality: 'Indiranagar',
  address: '14, 12th Main Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038',
  phone: '+91 80 4912 3301',
  email: 'ccx.kitchen@roastcafe.in',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Roast+CCX',
  mapEmbedUrl: '',
  pagePath: '/roast-ccx',
  img: 'outlet-ccx-800.webp',
  deliveryLinks: [],
  gallery: [],
  hours: { open: '00:00', close: '24:00' },
  closedDates: [],
  takingOrders: true,
  closedReasons: {},
  slotMinutes: 15,
  slotCapacity: 20,
  sameDayCutoff: null,
  pausedUntil: null,
  legalName: 'Roast Cafe Private Limited',
  gstin: '29AAHCR4821K1Z0',
  fssaiLicence: '21224019000871',
  geo: { latitude: 12.9719, longitude: 77.6412 },
};

const session: CafeEvent = {
  _id: 'jazz',
  title: 'Jazz Evening',
  image: 'event-jazz-evening-800.webp',
  date: '2026-12-05',
  time: '6:00 PM – 9:00 PM',
  venue: 'Roast CCX, Indiranagar',
  price: 799,
  slots: 12,
  isActive: true,
  description: ['A trio plays standards.'],
  expectations: [],
  terms: [],
};

describe('JSON-LD for search engines', () => {
  it('splits an outlet address into street, city, state and PIN code', () => {
    expect(postalAddress(store.address)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '14, 12th Main Road, HAL 2nd Stage, Indiranagar',
      addressLocality: 'Bengaluru',
      addressRegion: 'Karnataka',
      postalCode: '560038',
      addressCountry: 'IN',
    });
  });

  it('gives an outlet open round the clock a closing time of 23:59, every day', () => {
    expect(openingHoursSpecification({ open: '00:00', close: '24:00' })).toEqual([
      expect.objectContaining({ opens: '00:00', closes: '23:59', dayOfWeek: expect.arrayContaining(['Sunday']) }),
    ]);
    expect(openingHoursSpecification({ open: '08:00', close: '23:00' })[0]).toMatchObject({ closes: '23:00' });
  });

  it('describes an outlet as a Bakery with its coordinates, map and phone, and leaves out coordinates it lacks', () => {
    const bakery = bakeryJsonLd(store, PUBLIC_URL);
    expect(bakery).toMatchObject({
      '@type': 'Bakery',
      name: 'Roast CCX',
      url: 'https://roastcafe.in/roast-ccx',
      image: ['https://roastcafe.in/images/outlet-ccx-800.webp'],
      telephone: '+91 80 4912 3301',
      hasMap: store.mapUrl,
      geo: { '@type': 'GeoCoordinates', latitude: 12.9719, longitude: 77.6412 },
      priceRange: '₹₹',
    });
    expect(bakeryJsonLd({ ...store, geo: null }, PUBLIC_URL)).not.toHaveProperty('geo');
  });

  it('reads a session’s times in India time, an end past midnight on the next day', () => {
    expect(sessionTimes('2026-12-05', '6:00 PM – 9:00 PM')).toEqual({
      startDate: '2026-12-05T18:00:00+05:30',
      endDate: '2026-12-05T21:00:00+05:30',
    });
    expect(sessionTimes('2026-12-31', '10:30 PM – 1:00 AM')).toEqual({
      startDate: '2026-12-31T22:30:00+05:30',
      endDate: '2027-01-01T01:00:00+05:30',
    });
    expect(sessionTimes('2026-12-05', '11 AM')).toEqual({ startDate: '2026-12-05T11:00:00+05:30' });
    expect(sessionTimes('2026-12-05', 'All day')).toEqual({ startDate: '2026-12-05' });
  });

  it('holds an event at its outlet and sells it out when no place is left or bookings are closed', () => {
    expect(venueOutlet('Roast CCX, Indiranagar', [store])).toBe(store);
    expect(venueOutlet('The terrace at Roast CCX', [store])).toBe(store);
    const open = sessionJsonLd(session, 'event', [store], PUBLIC_URL);
    expect(open).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-05T18:00:00+05:30',
      location: { '@type': 'Place', name: 'Roast CCX, Indiranagar', address: { postalCode: '560038' } },
      offers: { price: '799.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    const soldOut = 'https://schema.org/SoldOut';
    expect(sessionJsonLd({ ...session, slots: 0 }, 'event', [store], PUBLIC_URL).offers).toMatchObject({
      availability: soldOut,
    });
    expect(sessionJsonLd({ ...session, isActive: false }, 'workshop', [], PUBLIC_URL, '/kn')).toMatchObject({
      offers: { availability: soldOut, url: 'https://roastcafe.in/kn/workshop/jazz' },
      location: { address: { addressLocality: 'Bengaluru', addressCountry: 'IN' } },
    });
  });

  it('offers a cake in rupees, sold out when the kitchen says so', () => {
    const cake = {
      _id: 'truffle',
      name: 'Belgian Chocolate Truffle',
      price: 1450,
      img: 'cake-belgian-chocolate-truffle-800.webp',
      category: 1,
      description: 'Dark and rich.',
      smalldesc: '',
      isSold: false,
    } as Cake;
    expect(cakeJsonLd(cake, PUBLIC_URL)).toMatchObject({
      '@type': 'Product',
      offers: { price: '1450.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    expect(cakeJsonLd({ ...cake, isSold: true }, PUBLIC_URL).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
  });

  it('puts a page in Kannada and Hindi under their prefix, English at the root', () => {
    expect(PAGE_LANGUAGES.map((language) => pageInLanguage(language, '/cakes'))).toEqual([
      '/cakes',
      '/kn/cakes',
      '/hi/cakes',
    ]);
    expect(PAGE_LANGUAGES.map((language) => pageInLanguage(language, '/'))).toEqual(['/', '/kn', '/hi']);
  });
});
