import { canMoveOrder, type BoardOrder, type KitchenStatus } from '@roast/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, orderHistory, orders, sandboxPayments, stores } from '../../db/schema';
import { testClock } from '../../test/clock';
import { useTestApp } from '../../test/harness';
import { retriesDueNow } from '../../test/jobs';
import { atShopTime, EASY_PICKUP, paidOrder } from '../../test/shop';
import { signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);

const DAY = EASY_PICKUP.pickupDate;
const outlets = async () => t.db.select().from(stores).orderBy(stores.position);

/** An owner's console, and a member of staff of the first outlet with theirs. */
async function team() {
  const [ccx, sevenDays, capital] = await outlets();
  const owner = await signedInMember(t.app, t.db, { role: 'owner', name: 'Anita Kulkarni' });
  const counter = await signedInMember(t.app, t.db, { outlets: [ccx!.id], name: 'Kavya Menon' });
  return { ccx: ccx!, sevenDays: sevenDays!, capital: capital!, owner: owner.console, counter: counter.console };
}

type Console = Awaited<ReturnType<typeof team>>['owner'];

const boardOf = async (console: Console, query: string) => {
  const response = await console.get(`/api/staff/orders?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: BoardOrder[] }).data;
};

const move = (console: Console, orderId: string, body: object) => console.patch(`/api/staff/orders/${orderId}`, body);

async function moveThrough(console: Console, orderId: string, ...statuses: KitchenStatus[]) {
  for (const status of statuses) {
    const response = await move(console, orderId, { status });
    expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
  }
}

describe('the board', () => {
  it('shows one outlet’s paid orders of a day by pickup time, with everything the counter needs', async () => {
    const { ccx, sevenDays, counter } = await team();
    const late = await paidOrder(t.app, t.db, {
      storeId: ccx.id,
      pickup: { pickupDate: DAY, pickupTime: '18:30' },
      note: 'Happy birthday, Amma',
    });
    const early = await paidOrder(t.app, t.db, {
      storeId: ccx.id,
      pickup: { pickupDate: DAY, pickupTime: '09:15' },
      quantity: 2,
    });
    await paidOrder(t.app, t.db, { storeId: ccx.id, pickup: { pickupDate: '2026-11-29', pickupTime: '09:00' } });
    await paidOrder(t.app, t.db, { storeId: sevenDays.id, pickup: { pickupDate: DAY, pickupTime: '10:00' } });

    const board = await boardOf(counter, `outlet=${ccx.id}&date=${DAY}`);
    expect(board.map((order) => order.orderId)).toEqual([early.reference, late.reference]);
    const [first, second] = board;
    expect(first).toMatchObject({
      _id: early.id,
      status: 'Confirmed',
      pickupCode: early.order.pickupCode,
      pickupDate: DAY,
      pickupTime: '09:15',
      store: ccx.id,
      pickupAt: 'Roast CCX',
      customer: { name: 'Asha Rao', phone: '9876543210', email: early.customer.email },
      items: [{ itemName: early.cake.name, quantity: 2, note: '', pickupDate: DAY, pickupTime: '09:15' }],
      refund: null,
    });
    expect(first!.pickupCode).toMatch(/^\d{4}$/);
    expect(first!.history).toEqual([{ status: 'Confirmed', at: expect.any(String), by: 'Payment' }]);
    expect(second!.items[0]!.note).toBe('Happy birthday, Amma');
    expect(second!.amount).toBe(Number((late.order.amountPaise / 100).toFixed(2)));

    const twoDays = await boardOf(counter, `outlet=${ccx.id}&date=${DAY}&days=2`);
    expect(twoDays).toHaveLength(3);
  });

  it('leaves out orders that are not paid', async () => {
    const { ccx, owner } = await team();
    const paid = await paidOrder(t.app, t.db, { storeId: ccx.id });
    await t.db.update(orders).set({ paid: false, status: 'Placed' }).where(eq(orders.id, paid.id));
    expect(await boardOf(owner, `outlet=${ccx.id}&date=${DAY}`)).toEqual([]);
  });

  it('shows today in India when no date is given, and filters by state', async () => {
    const { ccx, counter } = await team();
    const a = await paidOrder(t.app, t.db, { storeId: ccx.id });
    const b = await paidOrder(t.app, t.db, { storeId: ccx.id });
    await moveThrough(counter, b.id, 'Preparing');
    const both = [a.reference, b.reference].sort();
    testClock.set('2026-11-28T02:00:00Z'); // 7:30 AM on 28 Nov in India
    expect((await boardOf(counter, `outlet=${ccx.id}`)).map((o) => o.orderId).sort()).toEqual(both);
    testClock.set('2026-11-27T18:30:00Z'); // midnight, 28 Nov in India, still 27 Nov in UTC
    expect((await boardOf(counter, `outlet=${ccx.id}`)).map((o) => o.orderId).sort()).toEqual(both);
    testClock.set('2026-11-27T18:29:00Z'); // 11:59 PM on 27 Nov in India
    expect(await boardOf(counter, `outlet=${ccx.id}`)).toHaveLength(0);

    expect((await boardOf(counter, `outlet=${ccx.id}&date=${DAY}&status=Preparing`)).map((o) => o.orderId)).toEqual([
      b.reference,
    ]);
    expect(await boardOf(counter, `outlet=${ccx.id}&date=${DAY}&status=Preparing&status=Confirmed`)).toHaveLength(2);
    expect(await boardOf(counter, `outlet=${ccx.id}&date=${DAY}&status=Cancelled`)).toHaveLength(0);
  });

  it('refuses a member another outlet’s board (403), and lets an owner see every outlet', async () => {
    const { ccx, sevenDays, counter, owner } = await team();
    await paidOrder(t.app, t.db, { storeId: sevenDays.id });
    const refused = await counter.get(`/api/staff/orders?outlet=${sevenDays.id}&date=${DAY}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: 'You do not work at that outlet.' });
    expect(await boardOf(owner, `outlet=${sevenDays.id}&date=${DAY}`)).toHaveLength(1);
    expect(await boardOf(owner, `outlet=${ccx.id}&date=${DAY}`)).toHaveLength(0);
  });

  it('explains a query it cannot answer', async () => {
    const { ccx, owner } = await team();
    const cases: [string, string][] = [
      ['outlet=ccx', 'That is not an outlet.'],
      [`outlet=${ccx.id}&date=28-11-2026`, 'Give the date as YYYY-MM-DD.'],
      [`outlet=${ccx.id}&date=2026-02-30`, 'That date does not exist.'],
      [`outlet=${ccx.id}&days=15`, 'The board shows at most 14 days at once.'],
      [
        `outlet=${ccx.id}&status=Ready`,
        expect.stringContaining("The state is one of 'Confirmed'") as unknown as string,
      ],
    ];
    for (const [query, message] of cases) {
      const response = await owner.get(`/api/staff/orders?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    expect((await owner.get('/api/staff/orders')).statusCode).toBe(400);
  });
});

describe('moving an order', () => {
  it('goes Confirmed → Preparing → Ready for pickup → Picked up, recording who and when, and mails the customer when it is ready', async () => {
    const { ccx, counter, owner } = await team();
    const paid = await paidOrder(t.app, t.db, { storeId: ccx.id });
    const preparing = await move(counter, paid.reference, { status: 'Preparing' });
    expect(preparing.statusCode).toBe(200);
    expect(preparing.json()).toMatchObject({ success: true, data: { orderId: paid.reference, status: 'Preparing' } });

    const ready = await move(owner, paid.id, { status: 'Ready for pickup' });
    expect(ready.json()).toMatchObject({ data: { status: 'Ready for pickup' } });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-ready'));
    expect(mail).toMatchObject({
      toAddress: paid.customer.email,
      subject: `Your Roast order ${paid.reference} is ready for pickup`,
    });
    expect(mail!.text).toContain(`Pickup code: ${paid.order.pickupCode}`);
    expect(mail!.text).toContain('Roast CCX');
    expect(mail!.text).toContain(ccx.address);
    expect(mail!.text).toContain('28 Nov, 12:00 PM');

    const handedOver = await move(counter, paid.reference, { status: 'Picked up', pickupCode: paid.order.pickupCode });
    expect(handedOver.statusCode).toBe(200);
    const order = (handedOver.json() as { data: BoardOrder }).data;
    expect(order.status).toBe('Picked up');
    expect(order.history.map(({ status, by }) => ({ status, by }))).toEqual([
      { status: 'Confirmed', by: 'Payment' },
      { status: 'Preparing', by: 'Kavya Menon' },
      { status: 'Ready for pickup', by: 'Anita Kulkarni' },
      { status: 'Picked up', by: 'Kavya Menon' },
    ]);
    const times = order.history.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('marks a ready order nobody collected as a no-show', async () => {
    const { ccx, counter } = await team();
    const paid = await paidOrder(t.app, t.db, { storeId: ccx.id });
    await moveThrough(counter, paid.id, 'Preparing', 'Ready for pickup', 'No-show');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(row).toMatchObject({ status: 'No-show', refundStatus: null });
  });

  it.each([
    [[], 'Ready for pickup', 'An order that is Confirmed cannot move to Ready for pickup.'],
    [[], 'No-show', 'An order that is Confirmed cannot move to No-show.'],
    [[], 'Confirmed', 'is already Confirmed.'],
    [['Preparing'], 'Confirmed', 'An order that is Preparing cannot move to Confirmed.'],
    [['Preparing'], 'No-show', 'An order that is Preparing cannot move to No-show.'],
    [['Preparing', 'Ready for pickup'], 'Preparing', 'An order that is Ready for pickup cannot move to Preparing.'],
    [['Preparing', 'Ready for pickup'], 'Cancelled', 'An order that is Ready for pickup cannot move to Cancelled.'],
    [
      ['Preparing', 'Ready for pickup', 'No-show'],
      'Ready for pickup',
      'An order that is No-show cannot move to Ready for pickup.',
    ],
    [['Preparing', 'Ready for pickup', 'No-show'], 'Picked up', 'An order that is No-show cannot move to Picked up.'],
  ] as [KitchenStatus[], KitchenStatus, string][])(
    'refuses any other move (after %j, to %s) with 409 naming both states',
    async (before, to, message) => {
      const { ccx, counter } = await team();
      const paid = await paidOrder(t.app, t.db, { storeId: ccx.id });
      await moveThrough(counter, paid.id, ...before);
      const response = await move(counter, paid.id, {
        status: to,
        ...(to === 'Picked up' ? { pickupCode: paid.order.pickupCode } : {}),
        ...(to === 'Cancelled' ? { reason: 'Out of cream' } : {}),
      });
      expect(response.statusCode).toBe(409);
      expect((response.json() as { message: string }).message).toContain(message);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, paid.id));
      expect(row!.status).toBe(before.at(-1) ?? 'Confirmed');
      expect(await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, paid.id))).toHaveLength(
        before.length + 1,
      );
    },
  );

  it('hands an order over only with the customer’s pickup code', async () => {
    const { ccx, counter } = await team();
    const paid = await paidOrder(t.app, t.db, { storeId: ccx.id });
    await moveThrough(counter, paid.id, 'Preparing');
    // Not yet ready: a right code does not skip a state.
    expect((await move(counter, paid.id, { status: 'Picked up', pickupCode: paid.order.pickupCode })).statusCode).toBe(
      409,
    );
    await moveThrough(counter, paid.id, 'Ready for pickup');
    const wrongCode = String((Number(paid.order.pickupCode) + 1) % 10_000).padStart(4, '0');
    const wrong = await move(counter, paid.id, { status: 'Picked up', pickupCode: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      success: false,
      message: 'That pickup code does not match this order. Ask the customer to read it again.',
    });
    const missing = await move(counter, paid.id, { status: 'Picked up' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      success: false,
      code: 'pickup_code_missing',
      message: 'Ask the customer for their pickup code and enter it.',
      field: 'pickupCode',
    });
    expect((await move(counter, paid.id, { status: 'Picked up', pickupCode: '12a4' })).statusCode).toBe(400);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(row!.status).toBe('Ready for pickup');
    expect(
      (await move(counter, paid.id, { status: 'Picked up', pickupCode: ` ${paid.order.pickupCode} ` })).statusCode,
    ).toBe(200);
  });

  it('cancels with a reason and refunds the payment in full, once, with a mail to the customer', async () => {
    const { ccx, counter } = await team();
    const paid = await paidOrder(t.app, t.db, { storeId: ccx.id });
    await moveThrough(counter, paid.id, 'Preparing');
    const noReason = await move(counter, paid.id, { status: 'Cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      success: false,
      code: 'cancel_reason_missing',
      message: 'Say why the order is cancelled.',
      field: 'reason',
    });

    const stray = await move(counter, paid.id, { status: 'Preparing', messageToCustomer: 'Hello!' });
    expect(stray.statusCode).toBe(400);
    expect(stray.json()).toMatchObject({ code: 'cancel_message_without_cancel', field: 'messageToCustomer' });

    const cancelled = await move(counter, paid.id, {
      status: 'Cancelled',
      reason: 'The oven broke down.',
      messageToCustomer: 'Our oven broke down this morning. Please forgive us.',
    });
    expect(cancelled.statusCode).toBe(200);
    const order = (cancelled.json() as { data: BoardOrder }).data;
    expect(order).toMatchObject({
      status: 'Cancelled',
      refund: {
        status: 'refunded',
        amount: paid.order.amountPaise / 100,
        refundId: expect.stringMatching(/^rfnd_sbx_/),
        lastError: null,
      },
    });
    expect(order.history.at(-1)).toMatchObject({
      status: 'Cancelled',
      by: 'Kavya Menon',
      reason: 'The oven broke down.',
    });
    const [payment] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, paid.order.paymentId!));
    expect(payment).toMatchObject({
      status: 'refunded',
      refundId: order.refund!.refundId,
      refundKey: `order-refund-${paid.id}`,
    });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-cancelled'));
    expect(mail).toMatchObject({ toAddress: paid.customer.email });
    // The customer reads the member's message; the reason stays in the console.
    expect(mail!.text).toContain('Our oven broke down this morning. Please forgive us.');
    expect(mail!.text).not.toContain('The oven broke down.');
    const mine = await t.app.inject({ method: 'GET', url: '/api/order/all', headers: { token: paid.customer.token } });
    expect(mine.body).toContain('Cancelled');
    expect(mine.body).not.toContain('The oven broke down.');
    expect(mail!.text).toContain(
      `₹${(paid.order.amountPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    // Nothing is left to retry.
    await retriesDueNow(t.db);
    expect(await t.app.jobs.drain(['kitchen.refund'])).toBe(0);
  });

  it('refuses a member another outlet’s order (403) and answers 404 for an order that is unknown or unpaid', async () => {
    const { sevenDays, counter } = await team();
    const paid = await paidOrder(t.app, t.db, { storeId: sevenDays.id });
    for (const status of ['Preparing', 'Cancelled'] as const) {
      const response = await move(counter, paid.reference, { status, reason: 'Not mine to cancel' });
      expect(response.statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(row).toMatchObject({ status: 'Confirmed', refundStatus: null });
    expect((await move(counter, 'CCX-261125-9999', { status: 'Preparing' })).statusCode).toBe(404);
    await t.db.update(orders).set({ paid: false, status: 'Placed' }).where(eq(orders.id, paid.id));
    const { owner } = await team();
    expect((await move(owner, paid.id, { status: 'Preparing' })).statusCode).toBe(404);
  });

  it('lets only one of several members making the same move at once win, and never an illegal sequence', async () => {
    const { ccx, counter, owner } = await team();
    const paid = await paidOrder(t.app, t.db, { storeId: ccx.id });
    const results = await Promise.all([
      move(counter, paid.id, { status: 'Preparing' }),
      move(owner, paid.id, { status: 'Preparing' }),
      move(counter, paid.id, { status: 'Cancelled', reason: 'Customer phoned' }),
      move(owner, paid.id, { status: 'Cancelled', reason: 'Duplicate order' }),
    ]);
    const won = results.filter((r) => r.statusCode === 200).length;
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const history = (await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, paid.id)))
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((h) => h.status as KitchenStatus);
    // Each winner wrote one step; no state twice; every step a legal move from the one before.
    expect(history).toHaveLength(1 + won);
    expect(history[0]).toBe('Confirmed');
    expect(new Set(history).size).toBe(history.length);
    history.slice(1).forEach((status, index) => expect(canMoveOrder(history[index]!, status)).toBe(true));
    const refunds = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.status, 'refunded'));
    expect(refunds).toHaveLength(history.includes('Cancelled') ? 1 : 0);
  });
});

describe('the customer', () => {
  it('sees the pickup code, the state and its history in My Orders', async () => {
    const { ccx, counter } = await team();
    const paid = await paidOrder(t.app, t.db, { storeId: ccx.id });
    await moveThrough(counter, paid.id, 'Preparing', 'Ready for pickup');
    const page = await t.app.inject({ method: 'GET', url: '/api/order/all', headers: { token: paid.customer.token } });
    const [order] = (page.json() as { data: { data: Record<string, unknown>[] } }).data.data;
    expect(order).toMatchObject({
      orderId: paid.reference,
      orderStatus: 'Ready for pickup',
      pickupCode: paid.order.pickupCode,
      refund: null,
      history: [
        { status: 'Confirmed', by: 'Payment' },
        { status: 'Preparing', by: 'Roast' },
        { status: 'Ready for pickup', by: 'Roast' },
      ],
    });
    // The customer never learns who at the counter moved it.
    expect(JSON.stringify(order)).not.toContain('Kavya');
  });

  it('cancels their own order while it is Confirmed, gets the refund and a mail, and 409 once the kitchen has started', async () => {
    const { ccx, counter } = await team();
    const paid = await paidOrder(t.app, t.db, { storeId: ccx.id });
    const started = await paidOrder(t.app, t.db, { storeId: ccx.id });
    await moveThrough(counter, started.id, 'Preparing');
    const cancel = (orderId: string, token: string) =>
      t.app.inject({ method: 'POST', url: `/api/order/cancel/${orderId}`, headers: { token } });

    const tooLate = await cancel(started.reference, started.customer.token);
    expect(tooLate.statusCode).toBe(409);
    expect((tooLate.json() as { message: string }).message).toBe(
      `The kitchen has started on this order (it is Preparing), so it can no longer be cancelled online. Please call Roast CCX on ${ccx.phone}.`,
    );
    // Someone else's order is not found, whatever its state.
    expect((await cancel(paid.reference, started.customer.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/order/cancel/${paid.reference}` })).statusCode).toBe(401);

    const done = await cancel(paid.reference, paid.customer.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      data: {
        orderStatus: 'Cancelled',
        refund: { status: 'refunded' },
        history: [{ by: 'Payment' }, { status: 'Cancelled', by: 'You' }],
      },
    });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-cancelled'));
    expect(mail).toMatchObject({ toAddress: paid.customer.email });
    expect(mail!.text).toContain('As you asked, we have cancelled your order.');
    expect((await cancel(paid.reference, paid.customer.token)).statusCode).toBe(409);
    // The board sees who cancelled it.
    const board = await boardOf(counter, `outlet=${ccx.id}&date=${DAY}&status=Cancelled`);
    expect(board[0]!.history.at(-1)).toMatchObject({
      status: 'Cancelled',
      by: 'Customer',
      reason: 'Cancelled by the customer.',
    });
  });

  it('cancels once however many times the customer presses at once', async () => {
    const paid = await paidOrder(t.app, t.db);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: `/api/order/cancel/${paid.id}`, headers: { token: paid.customer.token } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.status, 'refunded'))).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-cancelled'))).toHaveLength(1);
  });
});
