import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings, events, mailOutbox, sandboxPayments, workshops } from '../../db/schema';
import { paymentSignature, webhookSignature } from '../../payments/signatures';
import { testClock } from '../../test/clock';
import { useTestApp } from '../../test/harness';
import { retriesDueNow } from '../../test/jobs';
import { atShopTime, signUp } from '../../test/shop';

const t = useTestApp();
beforeEach(atShopTime);

const SECRET = 'sandbox-secret';
const WEBHOOK_SECRET = 'sandbox-webhook-secret';
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const signed = (orderId: string, paymentId: string) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: paymentSignature(SECRET, orderId, paymentId),
});

interface Held {
  id: string;
  amount: number;
  orderId: string;
  holdExpiresAt: string;
}

async function openEvent(slots?: number) {
  const [event] = await t.db
    .select()
    .from(events)
    .where(and(eq(events.isActive, true), gt(events.slots, 0)))
    .limit(1);
  if (slots !== undefined) await t.db.update(events).set({ slots }).where(eq(events.id, event!.id));
  return { ...event!, slots: slots ?? event!.slots };
}

async function openWorkshop(slots?: number) {
  const [workshop] = await t.db
    .select()
    .from(workshops)
    .where(and(eq(workshops.isActive, true), gt(workshops.slots, 0)))
    .limit(1);
  if (slots !== undefined) await t.db.update(workshops).set({ slots }).where(eq(workshops.id, workshop!.id));
  return { ...workshop!, slots: slots ?? workshop!.slots };
}

const slotsOf = async (id: string) => (await t.db.select().from(events).where(eq(events.id, id)))[0]!.slots;

const booking = (eventId: string, overrides: Record<string, unknown> = {}) => ({
  eventId,
  name: 'Nila Das',
  email: 'nila@example.com',
  slotsBooked: 2,
  amount: 1,
  ...overrides,
});

/** The sandbox takes the payment (as a person pressing 'Pay now' would) and answers its signed fields. */
async function pay(orderId: string) {
  const response = await post('/api/payments/sandbox/pay', { order_id: orderId });
  expect(response.statusCode).toBe(200);
  const paid = response.json() as { razorpay_payment_id: string; razorpay_signature: string };
  return { razorpay_order_id: orderId, ...paid };
}

/**
 * An event's two places held by one guest whose hold lapses (swept at 10:16), then booked and paid
 * by another: the first guest's hold is what a late payment then tries to pay for.
 */
async function placesGoneWhileHeld() {
  const event = await openEvent(2);
  const late = (await post('/api/event/create-order', booking(event.id))).json() as Held;
  testClock.set('2026-11-25T04:46:00Z');
  await t.app.bookings.sweep();
  const onTime = (await post('/api/event/create-order', booking(event.id, { email: 'c@example.com' }))).json() as Held;
  await post('/api/event/payment-verification', await pay(onTime.id));
  return { event, late };
}

describe('event bookings', () => {
  it('holds the places and charges price × places in paise, whatever the request says', async () => {
    const event = await openEvent(20);
    const response = await post('/api/event/create-order', booking(event.id, { slotsBooked: 3, amount: 100 }));
    expect(response.statusCode).toBe(200);
    const held = response.json() as Held;
    expect(held).toMatchObject({ success: true, amount: event.pricePaise * 3, currency: 'INR' });
    expect(held.id).toMatch(/^order_sbx_/);
    expect(held.orderId).toMatch(/^EVT-261125-[2-9A-Z]{6}$/);
    expect(new Date(held.holdExpiresAt).getTime() - new Date('2026-11-25T04:30:00Z').getTime()).toBe(15 * 60_000);
    expect(await slotsOf(event.id)).toBe(17);
    const [row] = await t.db.select().from(bookings);
    expect(row).toMatchObject({ status: 'held', slots: 3, email: 'nila@example.com', providerOrderId: held.id });
    // The catalog shows the live count at once.
    const listed = await t.app.inject({ method: 'GET', url: `/api/events/list/${event.id}` });
    expect((listed.json() as { data: { slots: number } }).data.slots).toBe(17);
  });

  it.each([
    [{ slotsBooked: 0 }, 'Book at least 1 place.'],
    [{ slotsBooked: 11 }, 'At most 10 places can be booked at once.'],
    [{ slotsBooked: 1.5 }, 'Book a whole number of places.'],
    [{ name: '  ' }, 'Please fill in all fields.'],
    [{ email: undefined }, 'Please fill in all fields.'],
    [{ email: 'not-an-email' }, 'Enter a valid email address, like name@example.com.'],
    [{ name: 'Nila\r\nBcc: someone@example.com' }, 'A name cannot span several lines.'],
    [{ eventId: 'nope' }, 'That event does not exist.'],
  ])('refuses %j with a message, and holds nothing', async (overrides, message) => {
    const event = await openEvent(20);
    const response = await post('/api/event/create-order', booking(event.id, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await slotsOf(event.id)).toBe(20);
    expect(await t.db.select().from(bookings)).toHaveLength(0);
  });

  it('says how many places are left, and that a sold-out, closed, past or unknown event cannot be booked', async () => {
    const event = await openEvent(2);
    const tooMany = await post('/api/event/create-order', booking(event.id, { slotsBooked: 3 }));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ success: false, message: 'Only 2 places are left; you asked for 3.' });

    await t.db.update(events).set({ slots: 0 }).where(eq(events.id, event.id));
    const soldOut = await post('/api/event/create-order', booking(event.id, { slotsBooked: 1 }));
    expect(soldOut.json()).toMatchObject({ success: false, message: 'Sorry, this event is sold out.' });

    await t.db.update(events).set({ slots: 5, isActive: false }).where(eq(events.id, event.id));
    const closed = await post('/api/event/create-order', booking(event.id, { slotsBooked: 1 }));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ success: false, message: 'Bookings for this event are closed.' });

    await t.db.update(events).set({ isActive: true, date: '2026-11-24' }).where(eq(events.id, event.id));
    const past = await post('/api/event/create-order', booking(event.id, { slotsBooked: 1 }));
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({ success: false, message: 'This event has already taken place.' });
    // On the day itself (India time), places can still be booked.
    await t.db.update(events).set({ date: '2026-11-25' }).where(eq(events.id, event.id));
    expect((await post('/api/event/create-order', booking(event.id, { slotsBooked: 1 }))).statusCode).toBe(200);
    await t.db.delete(bookings);

    const unknown = await post('/api/event/create-order', booking('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(await t.db.select().from(bookings)).toHaveLength(0);
  });

  it('books on a verified payment, once, and mails the confirmation to the address given', async () => {
    const event = await openEvent(20);
    const held = (await post('/api/event/create-order', booking(event.id))).json() as Held;
    const payment = await pay(held.id);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/event/payment-verification', payment)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.json()).toMatchObject({ success: true, orderId: held.orderId });
    expect(answers.map((answer) => (answer.json() as { outcome: string }).outcome).sort()).toEqual([
      'already',
      'already',
      'already',
      'already',
      'paid',
    ]);
    const [row] = await t.db.select().from(bookings);
    expect(row).toMatchObject({ status: 'paid', paymentId: payment.razorpay_payment_id });
    expect(await slotsOf(event.id)).toBe(18);

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'event-confirmation'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'nila@example.com' });
    expect(mails[0]!.subject).toContain(held.orderId);
    expect(mails[0]!.text).toContain(event.title);
    expect(mails[0]!.text).toContain('Places: 2');
  });

  it('changes nothing on a wrong signature, or a payment id borrowed from another booking', async () => {
    const event = await openEvent(20);
    const held = (await post('/api/event/create-order', booking(event.id))).json() as Held;
    const forged = await post('/api/event/payment-verification', {
      ...signed(held.id, 'pay_forged'),
      razorpay_signature: paymentSignature('wrong-secret', held.id, 'pay_forged'),
    });
    expect(forged.statusCode).toBe(400);
    expect((await t.db.select().from(bookings))[0]).toMatchObject({ status: 'held', paymentId: null });

    const other = (await post('/api/event/create-order', booking(event.id, { email: 'b@example.com' }))).json() as Held;
    const payment = await pay(held.id);
    await post('/api/event/payment-verification', payment);
    // Signed for the other order, but the provider knows the payment as this order's.
    const replayed = await post('/api/event/payment-verification', signed(other.id, payment.razorpay_payment_id));
    expect(replayed.statusCode).toBe(400);
    const rows = await t.db.select().from(bookings).where(eq(bookings.providerOrderId, other.id));
    expect(rows[0]).toMatchObject({ status: 'held', paymentId: null });
  });

  it('answers a form POST from the provider with a redirect to the event page and its reference', async () => {
    const event = await openEvent(20);
    const held = (await post('/api/event/create-order', booking(event.id))).json() as Held;
    const payment = await pay(held.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/event/payment-verification',
      payload: new URLSearchParams(payment).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/event/${event.id}?booking=${held.orderId}`);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/event/payment-verification',
      payload: new URLSearchParams({ ...payment, razorpay_signature: 'f'.repeat(64) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bad.headers.location).toBe('/events?payment=failed');
  });

  it('is completed by the webhook alone when the browser never comes back', async () => {
    const event = await openEvent(20);
    const held = (await post('/api/event/create-order', booking(event.id))).json() as Held;
    const payment = await pay(held.id);
    const payload = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: payment.razorpay_payment_id, order_id: held.id, amount: held.amount, currency: 'INR' },
        },
      },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(WEBHOOK_SECRET, payload),
        'x-razorpay-event-id': 'evt_booking_1',
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.db.select().from(bookings))[0]).toMatchObject({ status: 'paid' });
  });
});

describe('holds that lapse', () => {
  it('give their places back after 15 minutes, and a late payment takes them again if they are left', async () => {
    const event = await openEvent(5);
    const held = (await post('/api/event/create-order', booking(event.id, { slotsBooked: 2 }))).json() as Held;
    expect(await slotsOf(event.id)).toBe(3);

    testClock.set('2026-11-25T04:44:00Z');
    expect(await t.app.bookings.sweep()).toMatchObject({ expired: 0 });
    testClock.set('2026-11-25T04:45:01Z');
    expect(await t.app.bookings.sweep()).toMatchObject({ expired: 1 });
    expect(await slotsOf(event.id)).toBe(5);
    expect((await t.db.select().from(bookings))[0]).toMatchObject({ status: 'expired' });
    const listedSlots = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/events/list/${event.id}` })).json() as {
          data: { slots: number };
        }
      ).data.slots;
    expect(await listedSlots()).toBe(5);

    const payment = await pay(held.id);
    const late = await post('/api/event/payment-verification', payment);
    expect(late.json()).toMatchObject({ success: true, message: 'Payment received. Thank you!', outcome: 'paid' });
    expect((await t.db.select().from(bookings))[0]).toMatchObject({ status: 'paid' });
    expect(await slotsOf(event.id)).toBe(3);
    expect(await listedSlots()).toBe(3);
  });

  it('refund a late payment when the places have gone, and never go below zero', async () => {
    const { event, late } = await placesGoneWhileHeld();
    expect(await slotsOf(event.id)).toBe(0);

    const payment = await pay(late.id);
    const response = await post('/api/event/payment-verification', payment);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      reference: payment.razorpay_payment_id,
      orderId: late.orderId,
      message: 'Sorry, the last places went while you were paying. Your payment has been refunded.',
      outcome: 'refunded',
    });
    expect(await slotsOf(event.id)).toBe(0);
    const [refunded] = await t.db.select().from(bookings).where(eq(bookings.providerOrderId, late.id));
    expect(refunded).toMatchObject({ status: 'refunded', paymentId: payment.razorpay_payment_id });
    expect(refunded!.refundId).toMatch(/^rfnd_sbx_/);
    const [captured] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, payment.razorpay_payment_id));
    expect(captured).toMatchObject({ status: 'refunded', refundId: refunded!.refundId });
    const refundMails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'event-refund'));
    expect(refundMails).toHaveLength(1);

    // The same payment verified again refunds nothing more.
    const again = await post('/api/event/payment-verification', payment);
    expect(again.json()).toMatchObject({ success: false, message: 'This payment has been refunded.' });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'event-refund'))).toHaveLength(1);
  });

  it('try a refund the provider refused again after its back-off, on one worker only, and make it once', async () => {
    const { late } = await placesGoneWhileHeld();
    const payment = await pay(late.id);
    // The provider refuses the refund until the trigger standing in for its outage is dropped.
    await t.db.execute(sql`create or replace function refuse_refunds() returns trigger language plpgsql as $$
      begin raise exception 'the provider is down'; end $$`);
    await t.db.execute(sql`create trigger refuse_refunds before update on sandbox_payments
      for each row when (new.status = 'refunded') execute function refuse_refunds()`);
    let answer;
    try {
      answer = await post('/api/event/payment-verification', payment);
    } finally {
      await t.db.execute(sql`drop trigger refuse_refunds on sandbox_payments`);
    }
    expect(answer.json()).toMatchObject({ outcome: 'refunded' });
    const captured = eq(sandboxPayments.paymentId, payment.razorpay_payment_id);
    const [pending] = await t.db.select().from(bookings).where(eq(bookings.providerOrderId, late.id));
    expect(pending).toMatchObject({ status: 'refunded', refundId: null });
    // Not due until its back-off has passed.
    expect(await t.app.jobs.drain(['bookings.refund'])).toBe(0);

    await retriesDueNow(t.db);
    const ran = await Promise.all([1, 2, 3].map(() => t.app.jobs.drain(['bookings.refund'])));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
    const [refunded] = await t.db.select().from(bookings).where(eq(bookings.providerOrderId, late.id));
    expect(refunded!.refundId).toMatch(/^rfnd_sbx_/);
    const [after] = await t.db.select().from(sandboxPayments).where(captured);
    expect(after).toMatchObject({ status: 'refunded', refundId: refunded!.refundId });
    await retriesDueNow(t.db);
    expect(await t.app.jobs.drain(['bookings.refund'])).toBe(0);
  });

  it('are found by the reconciler when the provider was paid and nobody told us', async () => {
    const event = await openEvent(5);
    const held = (await post('/api/event/create-order', booking(event.id))).json() as Held;
    await pay(held.id);
    testClock.set('2026-11-25T04:40:00Z');
    expect(await t.app.reconciler.runOnce()).toBe(1);
    expect((await t.db.select().from(bookings))[0]).toMatchObject({ status: 'paid' });
  });
});

describe('workshop enrollment', () => {
  it('needs a login', async () => {
    const workshop = await openWorkshop();
    const response = await post('/api/enroll/createorder', { workshopId: workshop.id });
    expect(response.statusCode).toBe(401);
    expect((await post('/api/enroll/userList', {})).statusCode).toBe(401);
  });

  it('holds one place at the workshop’s price, reuses the hold, and lists the enrollment once paid', async () => {
    const workshop = await openWorkshop(8);
    const customer = await signUp(t.app, 'Ira Sen');
    const headers = { token: customer.token };
    const first = await post('/api/enroll/createorder', { workshopId: workshop.id, amount: 1 }, headers);
    expect(first.statusCode).toBe(200);
    const held = first.json() as Held;
    expect(held).toMatchObject({ amount: workshop.pricePaise, currency: 'INR' });
    expect(held.orderId).toMatch(/^WKS-/);
    const again = (await post('/api/enroll/createorder', { workshopId: workshop.id }, headers)).json() as Held;
    expect(again.id).toBe(held.id);
    const [after] = await t.db.select().from(workshops).where(eq(workshops.id, workshop.id));
    expect(after!.slots).toBe(7);

    const pending = (await post('/api/enroll/userList', {}, headers)).json() as {
      data: { data: { status: string; payment: boolean }[] };
    };
    expect(pending.data.data).toEqual([expect.objectContaining({ status: 'Pending', payment: false })]);

    const verified = await post('/api/enroll/paymentverification', await pay(held.id), headers);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ success: true, orderId: held.orderId, outcome: 'paid' });
    const list = (await post('/api/enroll/userList', {}, headers)).json();
    expect(list).toEqual({
      success: true,
      data: {
        data: [
          {
            _id: expect.any(String),
            kind: 'workshop',
            reference: held.orderId,
            status: 'Enrolled',
            payment: true,
            amount: workshop.pricePaise / 100,
            createdAt: expect.any(String),
            workshopId: {
              _id: workshop.id,
              title: workshop.title,
              date: workshop.date,
              time: workshop.time,
              price: workshop.pricePaise / 100,
            },
          },
        ],
      },
    });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'workshop-confirmation'));
    expect(mails).toEqual([expect.objectContaining({ toAddress: customer.email })]);

    const twice = await post('/api/enroll/createorder', { workshopId: workshop.id }, headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ success: false, message: 'You are already enrolled in this workshop.' });

    const stranger = await signUp(t.app, 'Someone Else');
    const theirs = (await post('/api/enroll/userList', {}, { token: stranger.token })).json() as {
      data: { data: unknown[] };
    };
    expect(theirs.data.data).toEqual([]);
  });

  it('refuses a sold-out workshop', async () => {
    const workshop = await openWorkshop(0);
    const customer = await signUp(t.app);
    const response = await post('/api/enroll/createorder', { workshopId: workshop.id }, { token: customer.token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: 'Sorry, this workshop is sold out.' });
  });
});

describe('the race for the last places', () => {
  it('sells exactly the places there are to 25 more buyers than places, all at once', async () => {
    const places = 15;
    const event = await openEvent(places);
    const buyers = places + 25;
    const answers = await Promise.all(
      Array.from({ length: buyers }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/event/create-order',
          payload: booking(event.id, { email: `buyer${index}@example.com`, slotsBooked: 1 }),
          // Every buyer on their own phone.
          remoteAddress: `10.1.0.${index}`,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 200)).toHaveLength(places);
    expect(codes.filter((code) => code === 409)).toHaveLength(25);

    const held = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json() as Held);
    const verified = await Promise.all(
      held.map(async (order) => post('/api/event/payment-verification', await pay(order.id))),
    );
    expect(verified.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await t.db.select().from(bookings).where(eq(bookings.status, 'paid'))).toHaveLength(places);
    expect(await slotsOf(event.id)).toBe(0);
  });
});

describe('rate limits', () => {
  const limited = useTestApp({ env: { RATE_LIMIT_BOOKING_PER_EMAIL: '2/hour' } });

  it('refuses a third create-order from one email within the hour with 429', async () => {
    const [event] = await limited.db.select().from(events).where(eq(events.isActive, true)).limit(1);
    await limited.db.update(events).set({ slots: 50 }).where(eq(events.id, event!.id));
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/event/create-order',
        payload: booking(event!.id, { email: 'greedy@example.com', slotsBooked: 1 }),
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      success: false,
      message: 'Too many bookings in a short time. Please try again later.',
    });
  });
});
