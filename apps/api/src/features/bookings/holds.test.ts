import { and, eq, gt } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings, events, mailOutbox, sandboxPayments, workshops } from '../../db/schema';
import { testClock } from '../../test/clock';
import { useTestApp } from '../../test/harness';
import { sandboxPayment } from '../../test/payments';
import { atShopTime, signUp } from '../../test/shop';
import { MAX_HELD_PLACES } from './bookings.service';

/**
 * Nobody can hog places: one live enrollment per customer and workshop, however many requests
 * race (the database refuses a second), and at most ten unpaid places held at once per email and
 * per client address, across every event and workshop.
 */
const t = useTestApp();
beforeEach(atShopTime);

interface Held {
  id: string;
  amount: number;
  orderId: string;
}

async function openWorkshop(slots = 30) {
  const [workshop] = await t.db.select().from(workshops).where(eq(workshops.isActive, true)).limit(1);
  await t.db.update(workshops).set({ slots }).where(eq(workshops.id, workshop!.id));
  return workshop!;
}

async function openEvents(slots = 40) {
  const rows = await t.db
    .select()
    .from(events)
    .where(and(eq(events.isActive, true), gt(events.date, '2026-11-25')));
  for (const row of rows) await t.db.update(events).set({ slots }).where(eq(events.id, row.id));
  return rows;
}

const workshopSlots = async (id: string) => (await t.db.select().from(workshops).where(eq(workshops.id, id)))[0]!.slots;

const enroll = (workshopId: string, token: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/enroll/createorder',
    payload: { workshopId },
    headers: { token },
    remoteAddress,
  });

const bookEvent = (eventId: string, email: string, slotsBooked: number, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/event/create-order',
    payload: { eventId, name: 'Nila Das', email, slotsBooked },
    remoteAddress,
  });

describe('one enrollment per customer and workshop', () => {
  it('answers ten parallel enrollments by one customer with one hold and one place taken', async () => {
    const workshop = await openWorkshop(30);
    const customer = await signUp(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => enroll(workshop.id, customer.token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const providerOrders = new Set(answers.map((answer) => (answer.json() as Held).id));
    expect(providerOrders.size).toBe(1);
    const rows = await t.db.select().from(bookings).where(eq(bookings.userId, customer.id));
    expect(rows.map((row) => row.status)).toEqual(['held']);
    expect(await workshopSlots(workshop.id)).toBe(29);
  });

  it('refuses a second hold at the database, even when the service is bypassed', async () => {
    const workshop = await openWorkshop(30);
    const customer = await signUp(t.app);
    await enroll(workshop.id, customer.token);
    const [first] = await t.db.select().from(bookings);
    const { id: _id, reference: _reference, providerOrderId: _order, paymentId: _payment, ...copy } = first!;
    await expect(t.db.insert(bookings).values({ ...copy, reference: 'WKS-COPY' })).rejects.toThrow();
  });

  it('gives back a hold about to lapse and holds afresh; a late payment for the old one is refunded', async () => {
    const workshop = await openWorkshop(30);
    const customer = await signUp(t.app);
    const old = (await enroll(workshop.id, customer.token)).json() as Held;
    // 14 min 30 s later: 30 s left on the hold, too little to pay in.
    testClock.set('2026-11-25T04:44:30Z');
    const fresh = (await enroll(workshop.id, customer.token)).json() as Held;
    expect(fresh.id).not.toBe(old.id);
    expect(await workshopSlots(workshop.id)).toBe(29);
    const statuses = await t.db.select({ id: bookings.providerOrderId, status: bookings.status }).from(bookings);
    expect(statuses).toEqual(
      expect.arrayContaining([
        { id: old.id, status: 'expired' },
        { id: fresh.id, status: 'held' },
      ]),
    );

    // The customer pays the old one after all: they already hold a place, so it is refunded.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/enroll/paymentverification',
      payload: await sandboxPayment(t.db, old.id),
      headers: { token: customer.token },
    });
    expect(late.json()).toMatchObject({
      success: true,
      message: expect.stringContaining('refunded'),
      outcome: 'refunded',
    });
    const [refunded] = await t.db.select().from(bookings).where(eq(bookings.providerOrderId, old.id));
    expect(refunded).toMatchObject({ status: 'refunded' });
    expect(refunded!.refundId).toMatch(/^rfnd_sbx_/);
    expect(await workshopSlots(workshop.id)).toBe(29);
    const [refundMail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'workshop-refund'));
    expect(refundMail!.text).toContain('you already have a newer place waiting for this workshop');

    // The fresh hold is still theirs to pay, and makes the enrollment.
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/enroll/paymentverification',
      payload: await sandboxPayment(t.db, fresh.id),
      headers: { token: customer.token },
    });
    expect(paid.json()).toMatchObject({ success: true, message: 'Payment received. Thank you!', outcome: 'paid' });
    expect(await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.status, 'refunded'))).toHaveLength(1);
  });
});

describe('unpaid places one holder may keep', () => {
  it(`refuses a hold that would take one email past ${MAX_HELD_PLACES} unpaid places, across events`, async () => {
    const [first, second, third] = await openEvents();
    expect((await bookEvent(first!.id, 'hog@example.com', 4)).statusCode).toBe(200);
    expect((await bookEvent(second!.id, 'HOG@example.com', 4, '10.0.0.2')).statusCode).toBe(200);
    const over = await bookEvent(third!.id, 'hog@example.com', 3, '10.0.0.3');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      success: false,
      message:
        'You already have 8 unpaid places waiting for payment, and at most 10 can wait at once. Pay for them, or let them lapse after 15 minutes, then book again.',
    });
    expect((await bookEvent(third!.id, 'hog@example.com', 2, '10.0.0.3')).statusCode).toBe(200);
    expect((await bookEvent(third!.id, 'hog@example.com', 1, '10.0.0.4')).statusCode).toBe(429);
    // The refusal held nothing.
    expect(await t.db.select().from(bookings)).toHaveLength(3);
  });

  it('counts a workshop hold too, and frees the room once places are paid or lapse', async () => {
    const [event] = await openEvents();
    const workshop = await openWorkshop();
    const customer = await signUp(t.app);
    const enrolled = (await enroll(workshop.id, customer.token)).json() as Held;
    expect((await bookEvent(event!.id, customer.email, 9)).statusCode).toBe(200);
    expect((await bookEvent(event!.id, customer.email, 1)).statusCode).toBe(429);

    await t.app.inject({
      method: 'POST',
      url: '/api/enroll/paymentverification',
      payload: await sandboxPayment(t.db, enrolled.id),
      headers: { token: customer.token },
    });
    expect((await bookEvent(event!.id, customer.email, 1)).statusCode).toBe(200);
    expect((await bookEvent(event!.id, customer.email, 1)).statusCode).toBe(429);

    testClock.set('2026-11-25T04:45:01Z');
    expect((await bookEvent(event!.id, customer.email, 10)).statusCode).toBe(200);
  });

  it('caps one client address across many emails', async () => {
    const [event] = await openEvents();
    for (let i = 0; i < 5; i += 1) {
      expect((await bookEvent(event!.id, `guest${i}@example.com`, 2, '203.0.113.9')).statusCode).toBe(200);
    }
    const over = await bookEvent(event!.id, 'guest9@example.com', 1, '203.0.113.9');
    expect(over.statusCode).toBe(429);
    expect((over.json() as { message: string }).message).toBe(
      'Too many unpaid places are waiting for payment from your network. Pay for them, or try again in 15 minutes.',
    );
    expect((await bookEvent(event!.id, 'guest9@example.com', 1, '203.0.113.10')).statusCode).toBe(200);
  });

  it('holds the cap under a burst of parallel holds from one email', async () => {
    const rows = await openEvents();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        bookEvent(rows[index % rows.length]!.id, 'burst@example.com', 1, `198.51.100.${index}`),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(MAX_HELD_PLACES);
    expect(codes.filter((code) => code === 429)).toHaveLength(25 - MAX_HELD_PLACES);
    const held = await t.db.select().from(bookings).where(eq(bookings.status, 'held'));
    expect(held.reduce((sum, row) => sum + row.slots, 0)).toBe(MAX_HELD_PLACES);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
