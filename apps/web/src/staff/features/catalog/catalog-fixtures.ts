import type { Blog, CafeEvent, Cake, Job, Offer, Store } from '@roast/domain';
import { outlets } from '../../../test/catalog';
import { fieldRefusalBody, refusalBody } from '../../test/fixtures';

/** The catalog as the staff API serves it, for the menu's tests. */

export const stores: Store[] = outlets.map((outlet) => ({ ...outlet, closedDates: [], takingOrders: true }));
export const storesAnswer = { body: { success: true, stores } };

export const truffle: Cake = {
  // The staff API sends an item's Kannada and Hindi texts always: {} when it has none.
  translations: {},
  _id: '3b9c1f5e-2d4a-4b6c-9e8f-1a2b3c4d5e01',
  name: 'Belgian Chocolate Truffle',
  price: 1450,
  pricePermedium: 1450,
  pricePerlarge: 1850,
  img: 'cake-belgian-chocolate-truffle-800.webp',
  imgAlt: 'A dark chocolate cake with glossy ganache',
  category: 3,
  description: 'Dark chocolate sponge with truffle ganache.',
  smalldesc: 'Dark chocolate, truffle ganache.',
  content: ['Dark chocolate sponge', 'Truffle ganache'],
  bestSeller: true,
  preparationTime: 24,
  isSold: false,
  isActive: true,
  eggless: true,
  sugarFree: false,
  glutenFree: false,
  portions: '8 to 10',
  weightPermedium: '750 g',
  weightPerlarge: '1 kg',
  storeSelect: ['Roast CCX', 'Roast Caffeine Capital'],
  isveg: 'Both',
};

export const rasmalai: Cake = {
  ...truffle,
  _id: '3b9c1f5e-2d4a-4b6c-9e8f-1a2b3c4d5e02',
  name: 'Rasmalai Cake',
  img: 'cake-rasmalai-cake-800.webp',
  imgAlt: 'A saffron cake topped with pistachios',
  pricePermedium: undefined,
  weightPermedium: undefined,
  price: 1650,
  pricePerlarge: 1650,
  category: 2,
  isveg: 'EGGLESS',
  isSold: true,
  bestSeller: false,
};

export const oldCake: Cake = {
  ...truffle,
  _id: '3b9c1f5e-2d4a-4b6c-9e8f-1a2b3c4d5e03',
  name: 'Black Forest',
  img: 'cake-black-forest-800.webp',
  isActive: false,
};

export const festiveHamper: Offer = {
  // The staff API sends an item's Kannada and Hindi texts always: {} when it has none.
  translations: {},
  _id: '4c8d2e6f-3a5b-4c7d-8e9f-2b3c4d5e6f01',
  name: 'Festive Treats Hamper',
  img: 'hamper-festive-treats-800.webp',
  imgAlt: 'A wicker basket of cookies and coffee',
  smalldesc: 'Cookies, brownies and our house blend.',
  price: 2400,
  content: ['12 cookies', '6 brownies', '250 g house blend'],
  description: ['Order two days ahead.'],
  storeSelect: ['Roast CCX'],
  preparationTime: 48,
  isSold: false,
  isActive: true,
  seasonal: true,
  capacityUnits: 2,
};

export const latteArt: CafeEvent = {
  // The staff API sends an item's Kannada and Hindi texts always: {} when it has none.
  translations: {},
  _id: '5d9e3f70-4b6c-4d8e-9fa0-3c4d5e6f7a01',
  title: 'Latte Art Evening',
  image: 'event-latte-art-800.webp',
  imageAlt: 'A barista pouring a rosetta',
  date: '2026-12-12',
  time: '6:00 PM – 8:00 PM',
  venue: 'Roast CCX, Indiranagar',
  price: 1200,
  slots: 12,
  isActive: true,
  description: ['Learn to pour hearts and rosettas.'],
  expectations: ['Two hours with our head barista'],
  terms: ['No refunds within 48 hours.'],
};

export const bakingWorkshop: CafeEvent = {
  ...latteArt,
  _id: '5d9e3f70-4b6c-4d8e-9fa0-3c4d5e6f7a02',
  title: 'Sourdough Basics',
  image: 'workshop-sourdough-800.webp',
  imageAlt: 'Loaves of sourdough on a board',
};

export const pressPost: Blog = {
  // The staff API sends an item's Kannada and Hindi texts always: {} when it has none.
  translations: {},
  _id: '6e0f4a81-5c7d-4e9f-a0b1-4d5e6f7a8b01',
  logo: 'logo-the-hindu-192.webp',
  headline: 'Bengaluru’s coffee corners, reviewed',
  description: 'Roast makes the list for its slow brews and its cakes.',
  viewMoreLink: 'https://example.com/roast-review',
  blogimage: 'blog-coffee-corners-800.webp',
  blogimageAlt: 'The counter at Roast CCX',
  publishedOn: '2026-10-04',
  source: 'The Hindu',
  isActive: true,
};

export const baristaJob: Job = {
  // The staff API sends an item's Kannada and Hindi texts always: {} when it has none.
  translations: {},
  _id: '7f1a5b92-6d8e-4fa0-b1c2-5e6f7a8b9c01',
  title: 'Barista',
  jobtype: 'Full time',
  location: 'Indiranagar',
  image: null,
  imageAlt: null,
  isActive: true,
  jobdescription: ['We roast in small batches.'],
  qualifications: ['A year behind a counter'],
  skills: ['Pull shots', 'Steam milk'],
  expectations: ['Free coffee'],
  terms: ['Send your CV on LinkedIn.'],
  linkedinUrl: 'https://www.linkedin.com/company/roast',
};

export const listOf = (items: unknown[]) => ({ body: { success: true, data: items } });
export const itemAnswer = (item: unknown, status = 200) => ({ status, body: { success: true, data: item } });
/** A refusal as the server answers it. */
export const refused = (status: number, message: string) => ({ status, body: refusalBody(message) });
/** A 400 for one field, with the code a schema gave it. */
export const refusedField = (...refusal: Parameters<typeof fieldRefusalBody>) => ({
  status: 400,
  body: fieldRefusalBody(...refusal),
});
