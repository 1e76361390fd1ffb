import type { SeedOutlet } from '../types';

/** The three outlets, in the order the site lists them. All in Bengaluru. */
export const outlets: SeedOutlet[] = [
  {
    key: 'ccx',
    outletName: 'Roast CCX',
    code: 'CCX',
    title: 'Roast CCX, Indiranagar',
    locality: 'Indiranagar',
    address: '14, 12th Main Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038',
    phone: '+91 80 4912 3301',
    email: 'ccx.kitchen@roastcafe.in',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Roast+CCX+12th+Main+Road+Indiranagar+Bengaluru+560038',
    mapEmbedUrl: 'https://www.google.com/maps?q=Roast+CCX+12th+Main+Road+Indiranagar+Bengaluru+560038&output=embed',
    pagePath: '/roast-ccx',
    image: 'outlet-ccx',
    deliveryLinks: [{ name: 'Swiggy', url: 'https://www.swiggy.com/restaurants/roast-ccx-indiranagar-bangalore-583104' }],
    gallery: [
      'gallery-ccx-facade',
      'gallery-ccx-counter',
      'gallery-ccx-espresso-bar',
      'gallery-ccx-seating',
      'gallery-ccx-window-seat',
      'gallery-ccx-bakery-shelves',
    ],
    hours: { open: '08:00', close: '23:00' },
  },
  {
    key: '24-seven',
    outletName: 'Roast 24 Seven',
    code: 'R24',
    title: 'Roast 24 Seven, Koramangala',
    locality: 'Koramangala',
    address: '62, 17th Main Road, Koramangala 5th Block, Bengaluru, Karnataka 560095',
    phone: '+91 80 4912 3302',
    email: '24seven.kitchen@roastcafe.in',
    mapUrl:
      'https://www.google.com/maps/search/?api=1&query=Roast+24+Seven+17th+Main+Road+Koramangala+5th+Block+Bengaluru+560095',
    mapEmbedUrl:
      'https://www.google.com/maps?q=Roast+24+Seven+17th+Main+Road+Koramangala+5th+Block+Bengaluru+560095&output=embed',
    pagePath: '/roast-24-seven',
    image: 'outlet-24-seven',
    deliveryLinks: [
      { name: 'Swiggy', url: 'https://www.swiggy.com/restaurants/roast-24-seven-koramangala-bangalore-583117' },
      { name: 'Zomato', url: 'https://www.zomato.com/bangalore/roast-24-seven-koramangala-5th-block-bangalore/order' },
    ],
    gallery: ['gallery-24-seven-night'],
    hours: { open: '00:00', close: '24:00' },
  },
  {
    key: 'caffeine-capital',
    outletName: 'Roast Caffeine Capital',
    code: 'RCC',
    title: 'Roast Caffeine Capital, Jayanagar',
    locality: 'Jayanagar',
    address: '9, 30th Cross Road, 4th Block, Jayanagar, Bengaluru, Karnataka 560011',
    phone: '+91 80 4912 3303',
    email: 'caffeinecapital.kitchen@roastcafe.in',
    mapUrl:
      'https://www.google.com/maps/search/?api=1&query=Roast+Caffeine+Capital+30th+Cross+Road+Jayanagar+4th+Block+Bengaluru+560011',
    mapEmbedUrl:
      'https://www.google.com/maps?q=Roast+Caffeine+Capital+30th+Cross+Road+Jayanagar+4th+Block+Bengaluru+560011&output=embed',
    pagePath: '/roast-caffeine-capital',
    image: 'outlet-caffeine-capital',
    deliveryLinks: [
      { name: 'Swiggy', url: 'https://www.swiggy.com/restaurants/roast-caffeine-capital-jayanagar-bangalore-583126' },
      { name: 'Zomato', url: 'https://www.zomato.com/bangalore/roast-caffeine-capital-jayanagar-bangalore/order' },
    ],
    gallery: [],
    hours: { open: '07:30', close: '22:30' },
  },
];
