import { and, eq, gt } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings, cartLines, events, mailOutbox, orderItems, orders, users, workshops } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { confirmEmail } from '../../test/email-links';
import { atShopTime, paidOrder, signUp } from '../../test/shop';

const t = useTestApp();
beforeEach(atShopTime);

const PASSWORD = 'cardamom-latte';

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { token } : {} });
const exportOf = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/export', headers: token ? { token } : {} });
const details = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/details', headers: { token } });

interface Export {
  account: { name: string; email: string; phone: string; createdAt: string };
  orders: { reference: string; pickupCode: string; items: { note: string }[]; history: { status: string }[] }[];
  bookings: { reference: string; kind: string; email: string; title: string; venue: string }[];
}

async function openSession(table: typeof events | typeof workshops) {
  const [row] = await t.db
    .select()
    .from(table)
    .where(and(eq(table.isActive, true), gt(table.slots, 0)))
    .limit(1);
  return row!;
}

/** Pays a held booking in the sandbox and verifies it, as the widget would. */
async function payBooking(providerOrderId: string, verifyUrl: string, token?: string) {
  const paid = (await post('/api/payments/sandbox/pay', { order_id: providerOrderId })).json() as object;
  const verified = await post(verifyUrl, { razorpay_order_id: providerOrderId, ...paid }, token);
  expect(verified.statusCode, verified.body).toBe(200);
}

/**
 * A customer with a paid cake order (a note on it), a paid enrollment, and a paid event booking by
 * their email, which they have confirmed.
 */
async function customerWithHistory() {
  const paid = await paidOrder(t.app, t.db, { note: 'Happy birthday Meera' });
  const { customer } = paid;
  await confirmEmail(t.app, t.db, customer.email);
  const workshop = await openSession(workshops);
  const enrolled = (await post('/api/enroll/createorder', { workshopId: workshop.id }, customer.token)).json() as {
    id: string;
    orderId: string;
  };
  await payBooking(enrolled.id, '/api/enroll/paymentverification', customer.token);
  const event = await openSession(events);
  const booked = (
    await post('/api/event/create-order', {
      eventId: event.id,
      name: 'Asha Rao',
      email: customer.email.toUpperCase(),
      slotsBooked: 2,
    })
  ).json() as { id: string; orderId: string };
  await payBooking(booked.id, '/api/event/payment-verification');
  return { ...paid, enrollment: enrolled.orderId, eventBooking: booked.orderId, workshop, event };
}

describe('GET /api/user/export', () => {
  it('needs a login', async () => {
    expect((await exportOf()).statusCode).toBe(401);
  });

  it("gives the customer's own account, orders, enrollments and event bookings as a JSON file, and nobody else's", async () => {
    const mine = await customerWithHistory();
    const theirs = await paidOrder(t.app, t.db, { note: 'Not for Asha' });
    await post(
      '/api/event/create-order',
      { eventId: mine.event.id, name: 'Someone Else', email: 'someone@example.com', slotsBooked: 1 },
      undefined,
    );

    const response = await exportOf(mine.customer.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="roast-my-data.json"');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json() as Export;
    expect(data.account).toEqual({
      name: 'Asha Rao',
      email: mine.customer.email,
      emailVerified: true,
      emailVerifiedAt: expect.any(String),
      phone: '9876543210',
      createdAt: expect.any(String),
    });
    expect(data.orders.map((order) => order.reference)).toEqual([mine.reference]);
    expect(data.orders[0]).toMatchObject({ pickupCode: mine.order.pickupCode, status: 'Confirmed', paid: true });
    expect(data.orders[0]!.items).toEqual([expect.objectContaining({ note: 'Happy birthday Meera', quantity: 1 })]);
    expect(data.orders[0]!.history.map((entry) => entry.status)).toContain('Confirmed');
    expect(data.bookings.map((booking) => booking.reference).sort()).toEqual(
      [mine.enrollment, mine.eventBooking].sort(),
    );
    expect(data.bookings.find((booking) => booking.kind === 'workshop')).toMatchObject({
      title: mine.workshop.title,
      venue: mine.workshop.venue,
    });
    expect(response.body).not.toContain(theirs.reference);
    expect(response.body).not.toContain('Not for Asha');
    expect(response.body).not.toContain('someone@example.com');
    expect(response.body).not.toContain('password');
  });
});

describe('POST /api/user/erase', () => {
  it('needs a login and a password', async () => {
    expect((await post('/api/user/erase', { password: PASSWORD })).statusCode).toBe(401);
    const customer = await signUp(t.app);
    const empty = await post('/api/user/erase', {}, customer.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, message: 'Enter your password.' });
  });

  it('refuses a wrong password and changes nothing', async () => {
    const mine = await customerWithHistory();
    const before = await t.db.select().from(users).where(eq(users.id, mine.customer.id));
    const refused = await post('/api/user/erase', { password: 'not-my-password' }, mine.customer.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'That password is not right, so your account has not been erased. Check it and try again.',
    });
    expect(await t.db.select().from(users).where(eq(users.id, mine.customer.id))).toEqual(before);
    expect((await details(mine.customer.token)).statusCode).toBe(200);
    const erasedMails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'account-erased'));
    expect(erasedMails).toHaveLength(0);
    expect((await exportOf(mine.customer.token)).json()).toMatchObject({ account: { name: 'Asha Rao' } });
  });

  it('erases the person at once: token and login refused, orders kept without name, email or phone, a mail to the old address', async () => {
    const mine = await customerWithHistory();
    const { customer } = mine;
    const other = await paidOrder(t.app, t.db);
    const [kept] = await t.db.select().from(orders).where(eq(orders.userId, customer.id));
    await t.db.insert(cartLines).values({
      userId: customer.id,
      itemType: 'cake',
      itemId: mine.cake.id,
      size: '1-kg',
      quantity: 1,
      pickupDate: '2026-11-28',
      pickupTime: '12:00',
      storeId: mine.storeId,
    });
    // A mail already sent to the customer: our copy goes with the account.
    await t.db.update(mailOutbox).set({ status: 'sent' });

    const erased = await post('/api/user/erase', { password: PASSWORD }, customer.token);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({
      success: true,
      message: 'Your account has been erased. We have sent a confirmation to your email address.',
    });

    expect((await details(customer.token)).statusCode).toBe(401);
    expect((await exportOf(customer.token)).statusCode).toBe(401);
    const login = await post('/api/user/login', { email: customer.email, password: PASSWORD });
    expect(login.statusCode).toBe(401);

    const [user] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(user).toMatchObject({ name: 'Erased customer', email: `erased-${customer.id}@erased.invalid`, phone: '' });
    expect(user!.erasedAt).toBeInstanceOf(Date);
    expect(user!.passwordHash).not.toMatch(/^scrypt\$/);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, kept!.id));
    expect(order).toMatchObject({ reference: mine.reference, userId: customer.id, paid: true, status: 'Confirmed' });
    // The order still to be collected keeps its note for the kitchen.
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, kept!.id));
    expect(item!.note).toBe('Happy birthday Meera');
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, customer.id))).toHaveLength(0);
    const theirBookings = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.email, `erased-${customer.id}@erased.invalid`));
    expect(theirBookings.map((booking) => booking.reference).sort()).toEqual(
      [mine.enrollment, mine.eventBooking].sort(),
    );
    expect(theirBookings.every((booking) => booking.name === 'Erased customer' && booking.status === 'paid')).toBe(
      true,
    );
    // The other customer is untouched.
    const [otherUser] = await t.db.select().from(users).where(eq(users.id, other.customer.id));
    expect(otherUser).toMatchObject({ name: 'Asha Rao', email: other.customer.email, erasedAt: null });

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
    expect(mails.map((mail) => mail.kind)).toEqual(['account-erased']);
    expect(mails[0]).toMatchObject({ subject: 'Your Roast account has been erased', status: 'pending' });
    expect(mails[0]!.text).toContain(mine.reference);
    expect(mails[0]!.text).toContain(`Pickup code ${mine.order.pickupCode}`);

    const again = await post('/api/user/register', {
      name: 'Asha Rao',
      phone: '9876543210',
      email: customer.email,
      password: 'a-new-cardamom-latte',
    });
    expect(again.statusCode, again.body).toBe(201);
    const fresh = (await exportOf((again.json() as { token: string }).token)).json() as Export;
    expect(fresh.orders).toEqual([]);
    expect(fresh.bookings).toEqual([]);
  });

  it('clears the notes of finished orders only', async () => {
    const mine = await paidOrder(t.app, t.db, { note: 'Happy birthday Meera' });
    await t.db.update(orders).set({ status: 'Picked up' }).where(eq(orders.id, mine.id));
    const erased = await post('/api/user/erase', { password: PASSWORD }, mine.customer.token);
    expect(erased.statusCode, erased.body).toBe(200);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, mine.id));
    expect(item!.note).toBe('');
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'account-erased'));
    expect(mail!.text).not.toContain(mine.reference);
  });

  it('erases once: a second request with the same token is refused', async () => {
    const customer = await signUp(t.app);
    const [first, second] = await Promise.all([
      post('/api/user/erase', { password: PASSWORD }, customer.token),
      post('/api/user/erase', { password: PASSWORD }, customer.token),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 401]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'account-erased'))).toHaveLength(1);
  });
});
