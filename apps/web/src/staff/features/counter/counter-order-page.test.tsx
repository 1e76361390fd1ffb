import type { Cake, CounterOrderAnswer, Offer } from '@roast/domain';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveApi, type ApiCall } from '../../../test/network';
import { boardOrder, ccx, counter, r24, refusalBody, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

beforeAll(async () => {
  await import('./counter-order-page');
});

const { startingPickup } = await import('./counter-order-page');

const truffle = {
  translations: {},
  _id: '3b9c1f5e-2d4a-4b6c-9e8f-1a2b3c4d5e01',
  name: 'Belgian Chocolate Truffle',
  price: 1450,
  pricePermedium: 1450,
  pricePerlarge: 1850,
  img: 'cake.webp',
  category: 3,
  description: '',
  smalldesc: '',
  content: [],
  bestSeller: true,
  preparationTime: 4,
  isSold: false,
  isActive: true,
  eggless: true,
  sugarFree: false,
  glutenFree: false,
  portions: '8',
  weightPerlarge: '1 kg',
  storeSelect: ['Roast CCX'],
  isveg: 'Both',
} as Cake;
const elsewhere = {
  ...truffle,
  _id: '3b9c1f5e-2d4a-4b6c-9e8f-1a2b3c4d5e09',
  name: 'Only at 24 Seven',
  storeSelect: ['Roast 24 Seven'],
};
const hamper = {
  translations: {},
  _id: '4c8d2e6f-3a5b-4c7d-8e9f-2b3c4d5e6f01',
  name: 'Festive Treats Hamper',
  img: 'hamper.webp',
  smalldesc: '',
  price: 2400,
  content: ['12 cookies'],
  description: [],
  storeSelect: ['Roast CCX'],
  preparationTime: 4,
  isSold: false,
  isActive: true,
  seasonal: false,
} as Offer;

const menu = {
  'GET /api/staff/catalog/cakes': { body: { success: true, data: [truffle, elsewhere] } },
  'GET /api/staff/catalog/offers': { body: { success: true, data: [hamper] } },
};

function answered(change: Partial<CounterOrderAnswer['data']> = {}, orderChange = {}) {
  return {
    status: 201,
    body: {
      success: true,
      data: {
        order: boardOrder({
          orderId: 'CCX-261127-0031',
          pickupCode: '5093',
          customer: { name: 'Ravi Shankar', phone: '9845012345', email: '' },
          paymentMethod: 'CASH',
          channel: 'counter',
          ...orderChange,
        }),
        paymentLink: null,
        linkMailed: false,
        ...change,
      },
    },
  };
}

async function fillOrder(user: ReturnType<typeof renderConsole>['user']) {
  const item = await screen.findByRole('combobox', { name: 'Cake or hamper' });
  // Only what the chosen outlet sells is offered.
  expect(screen.queryByRole('option', { name: 'Only at 24 Seven' })).toBeNull();
  await user.selectOptions(item, 'Belgian Chocolate Truffle');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '1 kg · ₹1,850');
  await user.type(screen.getByRole('textbox', { name: 'Note for the kitchen (optional)' }), 'Happy birthday Meera');
  await user.click(screen.getByRole('button', { name: 'Add to the order' }));
  await user.click(screen.getByRole('button', { name: 'One more Belgian Chocolate Truffle' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Cake or hamper' }), 'Festive Treats Hamper · ₹2,400');
  await user.click(screen.getByRole('button', { name: 'Add to the order' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ravi Shankar');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '98450 12345');
}

describe('the pickup a new order starts from', () => {
  it('is the next half hour, India time, within the outlets’ day', () => {
    // 11:10 in India (05:40 UTC): half an hour on is 11:40, rounded up to 12:00.
    expect(startingPickup(new Date('2026-11-27T05:40:00Z'))).toEqual({ date: '2026-11-27', time: '12:00' });
    // 11:40 in India: 12:10, rounded up to 12:30.
    expect(startingPickup(new Date('2026-11-27T06:10:00Z'))).toEqual({ date: '2026-11-27', time: '12:30' });
    // Before the day starts (04:34 in India): that morning at 10.
    expect(startingPickup(new Date('2026-11-26T23:04:00Z'))).toEqual({ date: '2026-11-27', time: '10:00' });
    // After it (21:15 in India): the next morning.
    expect(startingPickup(new Date('2026-11-27T15:45:00Z'))).toEqual({ date: '2026-11-28', time: '10:00' });
  });
});

describe('taking an order at the counter', () => {
  it('sends the lines, the customer, the pickup and the payment, and shows the pickup code', async () => {
    const calls = serveApi({
      ...signedIn(counter, [ccx, r24]),
      ...menu,
      'POST /api/staff/orders': answered(),
    });
    const { user } = renderConsole('/staff/orders/new');
    await fillOrder(user);
    // 2 × ₹1,850 + ₹2,400 = ₹6,100, and 5% GST: ₹6,405.
    expect(screen.getByText('₹6,405')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Paid ₹6,405 in cash/ }));

    expect(await screen.findByRole('heading', { name: /Order CCX-261127-0031/ })).toBeInTheDocument();
    expect(screen.getByText('5093')).toBeInTheDocument();
    const sent = calls.find((call: ApiCall) => call.method === 'POST' && call.path === '/api/staff/orders');
    expect(sent?.body).toMatchObject({
      outlet: ccx._id,
      customer: { name: 'Ravi Shankar', phone: '98450 12345', email: '' },
      items: [
        {
          itemType: 'cake',
          itemId: truffle._id,
          size: '1-kg',
          quantity: 2,
          isveg: 'EGGLESS',
          note: 'Happy birthday Meera',
        },
        { itemType: 'other', itemId: hamper._id, size: '0-kg', quantity: 1, note: '' },
      ],
      payment: 'cash',
      channel: 'counter',
    });
  });

  it('says why an order was refused and keeps everything typed', async () => {
    serveApi({
      ...signedIn(counter, [ccx]),
      ...menu,
      'POST /api/staff/orders': {
        status: 409,
        body: refusalBody('The 4:30 PM pickup on 28 Nov at Roast CCX is full.', 'slot_full'),
      },
    });
    const { user } = renderConsole('/staff/orders/new');
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: /Paid ₹6,405 in cash/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/is full/);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ravi Shankar');
    expect(screen.getByRole('list', { name: 'The order' })).toHaveTextContent('Festive Treats Hamper');
  });

  it('for a caller, makes the payment link to copy or send on WhatsApp', async () => {
    const link = 'http://localhost:3000/pay/abcdefghijklmnopqrstuvwxyz0123456789';
    const calls = serveApi({
      ...signedIn(counter, [ccx]),
      ...menu,
      'POST /api/staff/orders': answered({ paymentLink: link }, { status: 'Placed', paymentMethod: 'LINK' }),
    });
    const { user } = renderConsole('/staff/orders/new');
    await fillOrder(user);
    await user.click(screen.getByRole('radio', { name: 'On the phone' }));
    // A caller pays by link unless told otherwise.
    expect(screen.getByRole('radio', { name: 'Payment link' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /make the link/ }));
    expect(await screen.findByRole('textbox', { name: 'Payment link' })).toHaveValue(link);
    const whatsapp = screen.getByRole('link', { name: 'Send on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919845012345\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain(link);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ payment: 'link', channel: 'phone' });
  });
});
