import type { PickupSlots, SlotLoad, Store } from '@roast/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, orders, pickupSlotLoads, sandboxPayments } from '../../db/schema';
import { testClock } from '../../test/clock';
import { useTestApp } from '../../test/harness';
import { sandboxPayment } from '../../test/payments';
import { atShopTime, cakeLine, EASY_PICKUP, shelf, signUp, type ProviderOrderAnswer } from '../../test/shop';
import { signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);

const DAY = EASY_PICKUP.pickupDate;

/** The owner's console, and the outlet of the test's cake with the settings given. */
async function outletWith(settings: Record<string, unknown>) {
  const { cake, body } = await cakeLine(t.db);
  const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner', name: 'Anita Kulkarni' });
  const changed = await owner.patch(`/api/staff/outlets/${body.store}`, settings);
  expect(changed.statusCode, changed.body).toBe(200);
  return { owner, cake, storeId: body.store, store: (changed.json() as { data: Store }).data };
}

async function slotsOf(query: string): Promise<PickupSlots> {
  const response = await t.app.inject({ url: `/api/pickup-slots?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as PickupSlots;
}

let address = 0;
/** A new customer, from an address of their own, with one cake in their cart. */
async function customerWith(line: Record<string, unknown> = {}) {
  const customer = await signUp(t.app);
  const { body } = await cakeLine(t.db, line);
  const remoteAddress = `10.9.${Math.floor(++address / 250)}.${address % 250}`;
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    payload: body,
    headers: { token: customer.token },
    remoteAddress,
  });
  return { ...customer, remoteAddress, added };
}

const checkout = (customer: { token: string; remoteAddress: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/createorder',
    payload: {},
    headers: { token: customer.token },
    remoteAddress: customer.remoteAddress,
  });

const pay = async (providerOrderId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/paymentverification',
    payload: await sandboxPayment(t.db, providerOrderId),
  });

async function takenAt(storeId: string, time: string, date = DAY): Promise<number> {
  const rows = await t.db.select().from(pickupSlotLoads).where(eq(pickupSlotLoads.storeId, storeId));
  return rows.find((row) => row.pickupDate === date && row.slotTime === time)?.taken ?? 0;
}

describe('the pickup slots of a day', () => {
  it('lists the slots that can take the units asked for, greys out the full ones, and follows the settings', async () => {
    const { storeId, store } = await outletWith({
      slotCapacity: 2,
      slotMinutes: 30,
      hours: { open: '10:00', close: '13:00' },
    });
    expect(store).toMatchObject({ slotCapacity: 2, slotMinutes: 30, sameDayCutoff: null, pausedUntil: null });
    const listed = (await t.app.inject({ url: '/api/stores/list' })).json() as { stores: Store[] };
    expect(listed.stores.find((s) => s._id === storeId)).toMatchObject({ slotCapacity: 2, slotMinutes: 30 });

    const empty = await slotsOf(`store=${storeId}&date=${DAY}&units=1`);
    expect(empty.data).toEqual(
      ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'].map((time) => ({ time, free: 2 })),
    );
    expect(empty).toMatchObject({ full: [], slotMinutes: 30 });

    // One customer's 1 kg cake at 12:15 falls in the 12:00 slot.
    const buyer = await customerWith({ size: '1-kg', pickupTime: '12:15' });
    expect(buyer.added.statusCode, buyer.added.body).toBe(200);
    expect((await checkout(buyer)).statusCode).toBe(200);
    expect(await takenAt(storeId, '12:00')).toBe(1);
    const two = await slotsOf(`store=${storeId}&date=${DAY}&units=2`);
    expect(two.data.map((slot) => slot.time)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:30']);
    expect(two.full).toEqual(['12:00']);
    expect((await slotsOf(`store=${storeId}&date=${DAY}&units=1`)).data).toContainEqual({ time: '12:00', free: 1 });

    const tooMany = await slotsOf(`store=${storeId}&date=${DAY}&units=3`);
    expect(tooMany.data).toEqual([]);
    expect(tooMany.message).toMatch(/more than .* can make for one pickup time/);
    expect(tooMany).toMatchObject({ code: 'day_too_much_for_outlet', params: { outlet: expect.any(String) } });

    // Today at 10:00 with 2 hours of preparation: the first slot is at 12:00.
    const today = await slotsOf(`store=${storeId}&date=2026-11-25&units=1&prep=2`);
    expect(today.data.map((slot) => slot.time)).toEqual(['12:00', '12:30']);
  });

  it('says why a day takes no pickups: a closed date, the same-day cutoff, a pause, a day past or too far', async () => {
    const { storeId, store } = await outletWith({
      closedDates: ['2026-11-27'],
      closedReasons: { '2026-11-27': 'Diwali', '2026-12-01': 'not closed' },
      sameDayCutoff: '09:30',
    });
    // A reason is kept only for a closed date.
    expect(store.closedReasons).toEqual({ '2026-11-27': 'Diwali' });
    const closed = await slotsOf(`store=${storeId}&date=2026-11-27`);
    expect(closed).toMatchObject({ data: [], full: [] });
    expect(closed.message).toMatch(/^Closed for Diwali\. .* takes no pickups on 27 Nov/);
    expect((await slotsOf(`store=${storeId}&date=2026-11-25`)).message).toBe(
      'Orders for today close at 9:30 AM. Please choose another day.',
    );
    expect((await slotsOf(`store=${storeId}&date=2026-11-24`)).message).toBe(
      'That day has passed. Please choose another day.',
    );
    expect((await slotsOf(`store=${storeId}&date=2027-03-01`)).message).toBe(
      'Pickups can be booked up to 60 days ahead.',
    );
    expect((await slotsOf(`store=${storeId}&date=${DAY}`)).data.length).toBeGreaterThan(0);

    // The reason's code and details come with it, and its words are in the reader's language.
    expect(await slotsOf(`store=${storeId}&date=2026-11-24`)).toMatchObject({ code: 'day_passed' });
    expect(await slotsOf(`store=${storeId}&date=2027-03-01`)).toMatchObject({
      code: 'pickup_too_far_ahead',
      params: { days: 60 },
    });
    const passed = await t.app.inject({
      url: `/api/pickup-slots?store=${storeId}&date=2026-11-24`,
      headers: { cookie: 'lang=hi' },
    });
    expect(passed.json()).toMatchObject({ code: 'day_passed', message: 'वह दिन बीत चुका है। कृपया कोई और दिन चुनें।' });

    for (const [query, status] of [
      [`store=${storeId}&date=2026-02-30`, 400],
      [`store=${storeId}&date=tomorrow`, 400],
      [`store=${storeId}&date=${DAY}&units=0`, 400],
      [`store=${storeId}&date=${DAY}&units=two`, 400],
      [`store=not-an-id&date=${DAY}`, 400],
      [`store=${crypto.randomUUID()}&date=${DAY}`, 404],
    ] as const) {
      const response = await t.app.inject({ url: `/api/pickup-slots?${query}` });
      expect(response.statusCode, query).toBe(status);
      expect((response.json() as { message: string }).message, query).toBeTruthy();
    }
  });
});

describe('holding a slot at checkout', () => {
  it('lets a 3 kg cake fill a 3-unit slot, and refuses the next checkout for it with a message', async () => {
    const { storeId, cake } = await outletWith({ slotCapacity: 3 });
    if (cake.priceLargePaise === null) throw new Error('the cake has no kg price');
    const big = await customerWith({ size: '3-kg' });
    expect(big.added.statusCode, big.added.body).toBe(200);
    expect((await checkout(big)).statusCode).toBe(200);
    expect(await takenAt(storeId, EASY_PICKUP.pickupTime)).toBe(3);

    // The cart refuses a line for the full slot, and the checkout of one added before it filled.
    const late = await customerWith();
    expect(late.added.statusCode).toBe(409);
    expect(late.added.json()).toMatchObject({
      message: expect.stringMatching(/^The 12:00 PM pickup on 28 Nov 2026 at .* is full now/),
    });
    const moved = await customerWith({ pickupTime: '12:15' });
    expect(moved.added.statusCode).toBe(200);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/cart/pickup',
      headers: { token: moved.token },
      payload: { itemId: cake.id, size: '750-grms', ...EASY_PICKUP },
    });
    expect(back.statusCode).toBe(409);
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/cart/pickup',
      headers: { token: moved.token },
      payload: { itemId: cake.id, size: '750-grms', pickupDate: DAY, pickupTime: '12:30' },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ updatedCart: [{ pickupTime: '12:30', units: 1 }] });
  });

  it('weighs an item by its capacity units, as the owner sets them', async () => {
    const { owner, storeId, cake } = await outletWith({ slotCapacity: 4 });
    const set = await owner.patch(`/api/staff/catalog/cakes/${cake.id}`, { capacityUnits: 2 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ data: { capacityUnits: 2 } });
    const refused = await owner.patch(`/api/staff/catalog/cakes/${cake.id}`, { capacityUnits: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'kitchen_units_too_small',
      message: 'An item takes at least 1 kitchen unit.',
      field: 'capacityUnits',
    });

    const buyer = await customerWith({ size: '1-kg' });
    expect(buyer.added.json()).toMatchObject({ updatedCart: [{ units: 2 }] });
    expect((await checkout(buyer)).statusCode).toBe(200);
    expect(await takenAt(storeId, EASY_PICKUP.pickupTime)).toBe(2);
  });

  it('sells a slot of 3 to exactly 3 of 12 customers checking out at once', async () => {
    const { storeId } = await outletWith({ slotCapacity: 3 });
    const customers = await Promise.all(Array.from({ length: 12 }, () => customerWith()));
    for (const customer of customers) expect(customer.added.statusCode, customer.added.body).toBe(200);

    const answers = await Promise.all(customers.map(checkout));
    const held = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(held).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ message: expect.stringContaining('is full now') });
    }
    for (const answer of held) {
      const paid = await pay((answer.json() as ProviderOrderAnswer).id);
      expect(paid.json()).toMatchObject({ outcome: 'paid' });
    }
    expect(await takenAt(storeId, EASY_PICKUP.pickupTime)).toBe(3);
    const paidOrders = await t.db.select().from(orders).where(eq(orders.storeId, storeId));
    expect(paidOrders.filter((order) => order.paid)).toHaveLength(3);
    const slots = await slotsOf(`store=${storeId}&date=${DAY}&units=1`);
    expect(slots.full).toContain(EASY_PICKUP.pickupTime);
  });

  it('gives a lapsed hold back, takes the slot again for a late payment with room, and refunds one without', async () => {
    const { storeId } = await outletWith({ slotCapacity: 1 });
    const first = await customerWith();
    const firstOrder = (await checkout(first)).json() as ProviderOrderAnswer;
    expect(await takenAt(storeId, EASY_PICKUP.pickupTime)).toBe(1);
    // Checking out the same cart again answers the same order and keeps one hold.
    expect(((await checkout(first)).json() as ProviderOrderAnswer).id).toBe(firstOrder.id);
    expect(await takenAt(storeId, EASY_PICKUP.pickupTime)).toBe(1);

    expect(await t.app.capacity.sweep()).toBe(0);
    testClock.set(new Date(testClock.now().getTime() + 16 * 60_000));
    expect(await t.app.capacity.sweep()).toBe(1);
    expect(await takenAt(storeId, EASY_PICKUP.pickupTime)).toBe(0);

    // Paid late while the slot is still free: it takes the slot again.
    expect((await pay(firstOrder.id)).json()).toMatchObject({ outcome: 'paid' });
    expect(await takenAt(storeId, EASY_PICKUP.pickupTime)).toBe(1);

    // A second hold lapses, someone else takes the slot, and the late payment is refunded.
    const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner' });
    await owner.patch(`/api/staff/outlets/${storeId}`, { slotCapacity: 2 });
    const slow = await customerWith();
    const slowOrder = (await checkout(slow)).json() as ProviderOrderAnswer;
    testClock.set(new Date(testClock.now().getTime() + 16 * 60_000));
    expect(await t.app.capacity.sweep()).toBe(1);
    const quick = await customerWith();
    expect((await pay(((await checkout(quick)).json() as ProviderOrderAnswer).id)).json()).toMatchObject({
      outcome: 'paid',
    });

    const late = await pay(slowOrder.id);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ outcome: 'refunded', message: expect.stringContaining('filled up') });
    expect(await takenAt(storeId, EASY_PICKUP.pickupTime)).toBe(2);
    const [order] = await t.db.select().from(orders).where(eq(orders.reference, slowOrder.orderId));
    expect(order).toMatchObject({ paid: true, status: 'Cancelled', refundStatus: 'refunded', holdStatus: 'released' });
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, order!.paymentId!));
    expect(payment!.status).toBe('refunded');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, slow.email));
    // The sign-up's confirmation link, and the news of the refund.
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['email-verification', 'order-cancelled']);
    // A replay of that payment changes nothing.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/order/paymentverification',
      payload: {
        razorpay_order_id: slowOrder.id,
        razorpay_payment_id: order!.paymentId,
        razorpay_signature: (await sandboxPayment(t.db, slowOrder.id, { paymentId: 'pay_unused' })).razorpay_signature,
      },
    });
    expect(replay.statusCode).not.toBe(500);
    expect(await takenAt(storeId, EASY_PICKUP.pickupTime)).toBe(2);
  });

  it('gives a cancelled order’s units back', async () => {
    const { storeId, owner } = await outletWith({ slotCapacity: 1 });
    const buyer = await customerWith();
    const made = (await checkout(buyer)).json() as ProviderOrderAnswer;
    await pay(made.id);
    expect(await takenAt(storeId, EASY_PICKUP.pickupTime)).toBe(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.reference, made.orderId));
    const cancelled = await owner.patch(`/api/staff/orders/${order!.id}`, {
      status: 'Cancelled',
      reason: 'Oven down.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await takenAt(storeId, EASY_PICKUP.pickupTime)).toBe(0);
    const next = await customerWith();
    expect((await checkout(next)).statusCode).toBe(200);
  });
});

describe('the board’s slots', () => {
  it('shows each slot’s load, at the member’s own outlets only', async () => {
    const { storeId } = await outletWith({ slotCapacity: 5 });
    const items = await shelf(t.db);
    const other = items.stores.find((s) => s.id !== storeId)!;
    const { console: counter } = await signedInMember(t.app, t.db, { outlets: [storeId], name: 'Kavya Menon' });
    const buyer = await customerWith({ size: '1-kg' });
    await pay(((await checkout(buyer)).json() as ProviderOrderAnswer).id);

    const load = await counter.get(`/api/staff/slots?outlet=${storeId}&date=${DAY}`);
    expect(load.statusCode, load.body).toBe(200);
    const data = (load.json() as { data: SlotLoad }).data;
    expect(data).toMatchObject({ slotCapacity: 5, slotMinutes: 15, takingOrders: true, pausedUntil: null });
    expect(data.slots.find((slot) => slot.time === EASY_PICKUP.pickupTime)).toEqual({
      time: '12:00',
      taken: 1,
      capacity: 5,
    });
    expect((await counter.get(`/api/staff/slots?outlet=${other.id}&date=${DAY}`)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/staff/slots?outlet=' + storeId + '&date=' + DAY })).statusCode).toBe(401);
  });
});
