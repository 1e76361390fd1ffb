import { totalWithGst, type BoardOrder, type CounterOrderAnswer, type SalesReport } from '@roast/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoices, mailOutbox, orders, stores } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { sandboxPayment } from '../../test/payments';
import { atShopTime, EASY_PICKUP, shelf } from '../../test/shop';
import { signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);

type Console = Awaited<ReturnType<typeof signedInMember>>['console'];

/** A cake the outlet makes in 750 g, and the outlet. */
async function cakeAtFirstOutlet() {
  const items = await shelf(t.db);
  const store = items.stores[0]!;
  const cake = items.cakeAt((c, outlets) => outlets.includes(store.id) && c.priceMediumPaise !== null);
  return { store, cake, other: items.stores[1]! };
}

const counterOrder = (store: string, cakeId: string, extra: Record<string, unknown> = {}) => ({
  outlet: store,
  customer: { name: 'Ravi Shankar', phone: '98450 12345' },
  items: [
    { itemType: 'cake', itemId: cakeId, size: '750-grms', quantity: 2, isveg: 'EGGLESS', note: 'Happy birthday Meera' },
  ],
  ...EASY_PICKUP,
  payment: 'cash',
  ...extra,
});

const take = (console: Console, body: object) => console.post('/api/staff/orders', body);

async function boardOf(console: Console, outlet: string): Promise<BoardOrder[]> {
  const response = await console.get(`/api/staff/orders?outlet=${outlet}&date=${EASY_PICKUP.pickupDate}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: BoardOrder[] }).data;
}

describe('an order taken at the counter', () => {
  it('is priced from the catalog, paid in cash at once with its invoice, on the board and in the sales', async () => {
    const { store, cake } = await cakeAtFirstOutlet();
    const { console } = await signedInMember(t.app, t.db, { outlets: [store.id], name: 'Kavya Menon' });
    // A price sent along is no part of the call: the catalog's is used.
    const body = counterOrder(store.id, cake.id);
    const response = await take(console, { ...body, items: [{ ...body.items[0], price: 1 }], amount: 1 });
    expect(response.statusCode, response.body).toBe(201);
    const { order, paymentLink } = (response.json() as CounterOrderAnswer).data;
    expect(paymentLink).toBeNull();
    expect(order).toMatchObject({
      status: 'Confirmed',
      channel: 'counter',
      paymentMethod: 'CASH',
      customer: { name: 'Ravi Shankar', phone: '9845012345', email: '' },
      items: [{ quantity: 2, size: '750-grms', isveg: 'EGGLESS', note: 'Happy birthday Meera' }],
    });
    expect(order.amount).toBe(totalWithGst(cake.priceMediumPaise! * 2) / 100);
    expect(order.history.at(-1)).toMatchObject({
      status: 'Confirmed',
      by: 'Kavya Menon',
      reason: 'Taken at the counter by Kavya Menon, paid by cash',
    });

    const [row] = await t.db.select().from(orders).where(eq(orders.reference, order.orderId));
    expect(row).toMatchObject({ paid: true, userId: null, holdStatus: 'kept', provider: 'counter', paymentId: null });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, row!.id));
    expect(invoice).toMatchObject({ kind: 'invoice', totalPaise: row!.amountPaise });
    expect(invoice!.number).toMatch(/\d/);

    // Every board of the outlet has it, like an order made online.
    const { console: colleague } = await signedInMember(t.app, t.db, { outlets: [store.id] });
    expect((await boardOf(colleague, store.id)).map((each) => each.orderId)).toContain(order.orderId);

    const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner' });
    const sales = await owner.get('/api/staff/reports/sales?from=2026-11-25&to=2026-11-25');
    expect(sales.statusCode, sales.body).toBe(200);
    const report = (sales.json() as { data: SalesReport }).data;
    expect(report.totals).toMatchObject({ orders: 1, revenue: order.amount });
    expect(report.paymentMethods).toEqual([{ method: 'CASH', orders: 1, revenue: order.amount }]);

    // The PDF invoice is drawn for the counter customer too (no account, no email), and nothing is mailed.
    await t.app.jobs.settled();
    const [drawn] = await t.db.select().from(invoices).where(eq(invoices.orderId, row!.id));
    expect(drawn!.fileId).not.toBeNull();
    await t.app.mail.drain();
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.map((mail) => mail.kind)).toEqual(['kitchen-ticket']);
  });

  it('records UPI and card, and a phone order, each as it was paid', async () => {
    const { store, cake } = await cakeAtFirstOutlet();
    const { console } = await signedInMember(t.app, t.db, { outlets: [store.id] });
    const upi = await take(console, counterOrder(store.id, cake.id, { payment: 'upi' }));
    const card = await take(console, counterOrder(store.id, cake.id, { payment: 'card', channel: 'phone' }));
    expect((upi.json() as CounterOrderAnswer).data.order).toMatchObject({ paymentMethod: 'UPI', channel: 'counter' });
    expect((card.json() as CounterOrderAnswer).data.order).toMatchObject({ paymentMethod: 'CARD', channel: 'phone' });
  });

  it('is refused at another outlet than the member’s, and signed out', async () => {
    const { store, cake, other } = await cakeAtFirstOutlet();
    const { console } = await signedInMember(t.app, t.db, { outlets: [other.id] });
    const refused = await take(console, counterOrder(store.id, cake.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'not_your_outlet' });
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/staff/orders',
      payload: counterOrder(store.id, cake.id),
      headers: { origin: 'http://localhost:3000' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });

  it('says what is wrong with what staff wrote, and keeps nothing', async () => {
    const { store, cake } = await cakeAtFirstOutlet();
    const { console } = await signedInMember(t.app, t.db, { outlets: [store.id] });
    const cases: [Record<string, unknown>, string][] = [
      [{ customer: { name: ' ', phone: '9845012345' } }, 'customer_name_missing'],
      [{ customer: { name: 'Ravi', phone: '12' } }, 'customer_phone_invalid'],
      [{ customer: { name: 'Ravi', phone: '9845012345', email: 'ravi@' } }, 'customer_email_invalid'],
      [{ items: [] }, 'counter_items_missing'],
      [{ payment: 'cheque' }, 'counter_payment_invalid'],
      [{ channel: 'online' }, 'counter_channel_invalid'],
      [{ items: [{ itemType: 'cake', itemId: cake.id, size: '750-grms', quantity: 0 }] }, 'quantity_at_least_one'],
      [{ pickupDate: '2026-11-25', pickupTime: '10:30' }, 'pickup_needs_hours'],
    ];
    for (const [change, code] of cases) {
      const response = await take(console, counterOrder(store.id, cake.id, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect((response.json() as { code: string }).code, JSON.stringify(change)).toBe(code);
    }
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });

  it('holds the slot’s room: once it is full, the next counter order is refused', async () => {
    const { store, cake } = await cakeAtFirstOutlet();
    await t.db.update(stores).set({ slotCapacity: 4 }).where(eq(stores.id, store.id));
    const { console } = await signedInMember(t.app, t.db, { outlets: [store.id] });
    // Four of them at once for a slot with room for two orders of two.
    const answers = await Promise.all(Array.from({ length: 4 }, () => take(console, counterOrder(store.id, cake.id))));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'slot_full' });
    }
    expect(await t.db.select().from(orders)).toHaveLength(2);
  });

  it('cancelled after a cash payment, is refunded at the counter, not online', async () => {
    const { store, cake } = await cakeAtFirstOutlet();
    const { console } = await signedInMember(t.app, t.db, { outlets: [store.id] });
    const { order } = ((await take(console, counterOrder(store.id, cake.id))).json() as CounterOrderAnswer).data;
    const cancelled = await console.patch(`/api/staff/orders/${order.orderId}`, {
      status: 'Cancelled',
      reason: 'The customer changed their mind at the counter.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.jobs.settled();
    const [row] = await t.db.select().from(orders).where(eq(orders.reference, order.orderId));
    expect(row).toMatchObject({ status: 'Cancelled', refundStatus: 'refunded', refundId: null, refundAttempts: 0 });

    // The audit trail has both, in words: taken by whom and how paid, then cancelled with its reason.
    const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner' });
    const trail = await owner.get('/api/staff/audit?kind=orders');
    expect(trail.statusCode, trail.body).toBe(200);
    const entries = (trail.json() as { data: { action: string; itemName: string; after: object; by: string }[] }).data;
    expect(entries.filter((entry) => entry.itemName === order.orderId).map((entry) => entry.action)).toEqual([
      'cancelled',
      'created',
    ]);
    expect(entries[0]!.after).toMatchObject({
      status: 'Cancelled',
      reason: 'The customer changed their mind at the counter.',
      refund: 'Handed back at the counter',
    });
    expect(entries[1]!.after).toMatchObject({ channel: 'counter', payment: 'CASH', customer: 'Ravi Shankar' });
  });
});

describe('an order taken by phone, paid by a payment link', () => {
  it('waits unpaid, off the board, until the customer pays from the mailed link', async () => {
    const { store, cake } = await cakeAtFirstOutlet();
    const { console } = await signedInMember(t.app, t.db, { outlets: [store.id] });
    const response = await take(
      console,
      counterOrder(store.id, cake.id, {
        payment: 'link',
        channel: 'phone',
        customer: { name: 'Ravi Shankar', phone: '+919845012345', email: 'Ravi@Example.com' },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { order, paymentLink, linkMailed } = (response.json() as CounterOrderAnswer).data;
    expect(order).toMatchObject({ status: 'Placed', paymentMethod: 'LINK', channel: 'phone' });
    expect(linkMailed).toBe(true);
    expect(paymentLink).toMatch(/^http:\/\/localhost:3000\/pay\/[\w-]{20,}$/);
    expect((await boardOf(console, store.id)).map((each) => each.orderId)).not.toContain(order.orderId);

    await t.app.jobs.settled();
    await t.app.mail.drain();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'payment-link'));
    expect(mail).toMatchObject({ toAddress: 'ravi@example.com' });
    expect(mail!.text).toContain(paymentLink!);

    const token = paymentLink!.split('/pay/')[1]!;
    const shown = await t.app.inject({ url: `/api/pay/${token}` });
    expect(shown.statusCode, shown.body).toBe(200);
    const link = (shown.json() as { data: { providerOrderId: string; paid: boolean; amount: number } }).data;
    expect(link).toMatchObject({ paid: false, amount: order.amount, pickupCode: null });

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/order/paymentverification',
      payload: await sandboxPayment(t.db, link.providerOrderId),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const board = await boardOf(console, store.id);
    expect(board.find((each) => each.orderId === order.orderId)).toMatchObject({ status: 'Confirmed' });
    const again = (await t.app.inject({ url: `/api/pay/${token}` })).json() as { data: object };
    expect(again.data).toMatchObject({ paid: true, providerOrderId: null, pickupCode: order.pickupCode });
  });

  it('answers a link that is not one with 404, and without an email address sends no mail', async () => {
    const { store, cake } = await cakeAtFirstOutlet();
    const { console } = await signedInMember(t.app, t.db, { outlets: [store.id] });
    const { linkMailed, paymentLink } = (
      (await take(console, counterOrder(store.id, cake.id, { payment: 'link' }))).json() as CounterOrderAnswer
    ).data;
    expect(linkMailed).toBe(false);
    expect(paymentLink).not.toBeNull();
    await t.app.jobs.settled();
    const wrong = await t.app.inject({ url: `/api/pay/${'x'.repeat(43)}` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'payment_link_invalid' });
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
