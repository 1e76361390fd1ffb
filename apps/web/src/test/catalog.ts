import type { CafeEvent, Cake, CartLine, Store } from '@roast/domain';

/** Outlets, a cake and cart lines shaped as the API serves them, for tests of the web app. */

function outlet(_id: string, outletName: string, code: string, locality: string, hours: Store['hours']): Store {
  return {
    _id,
    outletName,
    code,
    title: outletName,
    locality,
    address: `1 Main Road, ${locality}, Bengaluru`,
    phone: '+91 98765 43210',
    email: `${code.toLowerCase()}@roastcafe.in`,
    mapUrl: '',
    mapEmbedUrl: '',
    pagePath: `/${code.toLowerCase()}`,
    img: '',
    deliveryLinks: [],
    gallery: [],
    hours,
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
    geo: null,
  };
}

export const roastCcx = outlet('7d0f4a3e-1c2b-4e5f-8a9b-0c1d2e3f4a01', 'Roast CCX', 'CCX', 'Indiranagar', {
  open: '08:00',
  close: '23:00',
});
export const roast24Seven = outlet('7d0f4a3e-1c2b-4e5f-8a9b-0c1d2e3f4a02', 'Roast 24 Seven', 'R24', 'Koramangala', {
  open: '00:00',
  close: '24:00',
});
export const roastCaffeineCapital = outlet(
  '7d0f4a3e-1c2b-4e5f-8a9b-0c1d2e3f4a03',
  'Roast Caffeine Capital',
  'RCC',
  'Jayanagar',
  { open: '07:30', close: '22:30' },
);
export const outlets: Store[] = [roastCcx, roast24Seven, roastCaffeineCapital];

export const truffleCake: Cake = {
  _id: '3b9c1f5e-2d4a-4b6c-9e8f-1a2b3c4d5e01',
  name: 'Belgian Chocolate Truffle',
  price: 1450,
  pricePermedium: 1450,
  pricePerlarge: 1850,
  img: '/images/cakes/belgian-chocolate-truffle.webp',
  category: 1,
  description: 'Dark chocolate sponge with truffle ganache.',
  smalldesc: 'Dark chocolate, truffle ganache.',
  content: ['Dark chocolate', 'Cream'],
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

/** A line of a cart, a 1 kg truffle cake for pickup at Roast CCX unless the test says otherwise. */
export function cartLine(change: Partial<CartLine> = {}): CartLine {
  return {
    userId: '',
    itemType: 'cake',
    itemId: truffleCake._id,
    price: 1850,
    size: '1-kg',
    pickupDate: '2026-03-12',
    pickupTime: '11:00',
    note: '',
    isveg: 'EGGLESS',
    store: roastCcx._id,
    quantity: 1,
    name: truffleCake.name,
    img: truffleCake.img,
    unitPrice: 1850,
    preparationTime: 24,
    ...change,
  };
}

export const jazzEvening: CafeEvent = {
  _id: '5e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a01',
  title: 'Jazz Evening',
  image: '/images/events/jazz-evening.webp',
  date: '2026-03-21',
  time: '7:00 PM – 10:00 PM',
  venue: 'Roast CCX, Indiranagar',
  price: 499,
  slots: 3,
  isActive: true,
  description: ['A trio plays standards while you eat.'],
  expectations: ['Live jazz'],
  terms: ['Places are not refundable.'],
};
