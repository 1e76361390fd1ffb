import { UNDO_SECONDS } from '@roast/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, orderHistory } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { messagesOf } from '../../test/messages';
import { atShopTime, paidOrder, shelf } from '../../test/shop';
import { signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);
const { customer, choose, pays, outboxFor } = messagesOf(t);

type Console = Awaited<ReturnType<typeof signedInMember>>['console'];
const move = (console: Console, orderId: string, body: object) => console.patch(`/api/staff/orders/${orderId}`, body);
const undo = (console: Console, orderId: string) => console.post(`/api/staff/orders/${orderId}/undo`);

async function moved(console: Console, orderId: string, ...statuses: string[]) {
  for (const status of statuses) {
    const response = await move(console, orderId, { status });
    expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
  }
}

const mailsOf = (kind: string, to: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, to)));

describe('undoing a move', () => {
  it('puts a ready order back to Preparing, and tells the customer, by mail and WhatsApp, it is not ready yet', async () => {
    const asha = await customer('kn', '9845081111');
    expect((await choose(asha.token, { whatsapp: true })).statusCode).toBe(200);
    const order = await pays(asha.token);
    const { console } = await signedInMember(t.app, t.db, { outlets: [order.storeId], name: 'Kavya Menon' });
    await moved(console, order.reference, 'Preparing', 'Ready for pickup');

    const undone = await undo(console, order.reference);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ success: true, data: { orderId: order.reference, status: 'Preparing' } });
    const history = (undone.json() as { data: { history: { status: string; by: string; reason?: string }[] } }).data
      .history;
    expect(history.at(-1)).toMatchObject({
      status: 'Preparing',
      by: 'Kavya Menon',
      reason: 'Undone: it was Ready for pickup',
    });
    await t.app.jobs.settled();
    await t.app.mail.drain();
    const [notReady] = await mailsOf('order-not-ready', asha.email);
    expect(notReady).toMatchObject({ subject: `Your Roast order ${order.reference} is not ready yet` });
    expect(outboxFor('whatsapp', '+919845081111').map((message) => [message.template, message.language])).toEqual([
      ['order_confirmed', 'kn'],
      ['order_ready', 'kn'],
      ['order_not_ready', 'kn'],
    ]);

    // An undo is not undone in turn; moved on again, the customer hears it is ready again.
    const again = await undo(console, order.reference);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'order_nothing_to_undo' });
    await moved(console, order.reference, 'Ready for pickup');
    await t.app.jobs.settled();
    expect(outboxFor('whatsapp', '+919845081111').map((message) => message.template)).toEqual([
      'order_confirmed',
      'order_ready',
      'order_not_ready',
      'order_ready',
    ]);
  });

  it('puts a hand-over back to Ready without telling the customer it is ready a second time', async () => {
    const paid = await paidOrder(t.app, t.db);
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    await moved(console, paid.reference, 'Preparing', 'Ready for pickup');
    const handedOver = await move(console, paid.reference, { status: 'Picked up', pickupCode: paid.order.pickupCode });
    expect(handedOver.statusCode).toBe(200);
    const undone = await undo(console, paid.reference);
    expect(undone.json()).toMatchObject({ data: { status: 'Ready for pickup' } });
    await t.app.jobs.settled();
    await t.app.mail.drain();
    expect(await mailsOf('order-ready', paid.customer.email)).toHaveLength(1);
    expect(await mailsOf('order-not-ready', paid.customer.email)).toHaveLength(0);
    // The first move of the day is undone too: back to Confirmed.
    const next = await paidOrder(t.app, t.db);
    await moved(console, next.reference, 'Preparing');
    expect((await undo(console, next.reference)).json()).toMatchObject({ data: { status: 'Confirmed' } });
  });

  it(`is refused after ${UNDO_SECONDS} seconds, for a cancellation, and for an order not moved yet`, async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const late = await paidOrder(t.app, t.db);
    await moved(console, late.reference, 'Preparing');
    await t.db
      .update(orderHistory)
      .set({ at: sql`${orderHistory.at} - make_interval(secs => ${UNDO_SECONDS + 1})` })
      .where(eq(orderHistory.orderId, late.id));
    const tooLate = await undo(console, late.reference);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({
      code: 'order_undo_too_late',
      message: `A move can be undone for ${UNDO_SECONDS} seconds only: move the order on from where it is now.`,
    });

    const fresh = await paidOrder(t.app, t.db);
    expect((await undo(console, fresh.reference)).json()).toMatchObject({ code: 'order_nothing_to_undo' });
    const cancelled = await paidOrder(t.app, t.db);
    const cancel = await move(console, cancelled.reference, { status: 'Cancelled', reason: 'Oven down.' });
    expect(cancel.statusCode).toBe(200);
    expect((await undo(console, cancelled.reference)).json()).toMatchObject({ code: 'order_nothing_to_undo' });
    expect((await undo(console, 'CCX-261128-9999')).statusCode).toBe(404);
  });

  it('is only for members of the order’s outlet, and two undos at once put it back once', async () => {
    const { stores } = await shelf(t.db);
    const paid = await paidOrder(t.app, t.db, { storeId: stores[0]!.id });
    const here = await signedInMember(t.app, t.db, { outlets: [stores[0]!.id] });
    const elsewhere = await signedInMember(t.app, t.db, { outlets: [stores[1]!.id] });
    await moved(here.console, paid.reference, 'Preparing', 'Ready for pickup');
    const refused = await undo(elsewhere.console, paid.reference);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'not_your_outlet' });

    const both = await Promise.all([undo(here.console, paid.reference), undo(here.console, paid.reference)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, paid.id));
    expect(history.map((entry) => entry.status)).toEqual(['Confirmed', 'Preparing', 'Ready for pickup', 'Preparing']);
  });
});
