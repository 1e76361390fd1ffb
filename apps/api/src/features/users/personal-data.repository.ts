import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  bookings,
  cartLines,
  emailVerifications,
  events,
  mailOutbox,
  notificationConsents,
  notificationMessages,
  orderHistory,
  orderItems,
  orders,
  passwordResets,
  stores,
  userSessions,
  users,
  workshops,
} from '../../db/schema';

/** What an erased customer is called on the orders and bookings that stay. */
export const ERASED_NAME = 'Erased customer';

/** A unique address that reaches nobody (`.invalid` is reserved for that), lowercase like every email. */
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;

/** Orders in these states are over: their notes are no longer needed by the kitchen. */
const FINISHED_ORDERS = ['Picked up', 'No-show', 'Cancelled'];

/**
 * The mails a customer's own account causes to be sent to its address. Until the address is proved,
 * only copies of these go with an erased account: mails of guest bookings made with the address
 * may be someone else's (decision 33).
 */
const ACCOUNT_MAILS = [
  'email-verification',
  'password-reset',
  'password-changed',
  'order-confirmation',
  'order-ready',
  'order-not-ready',
  'order-cancelled',
  'workshop-confirmation',
  'workshop-refund',
];

/** The customer's email when they have proved it is theirs, else null: only a proved email brings anything. */
const provedEmail = (account: { email: string; emailVerifiedAt: Date | null }) =>
  account.emailVerifiedAt ? account.email : null;

/**
 * The event bookings and workshop enrollments of a customer: theirs by account, and the event
 * bookings made with their email once they have proved it is theirs (anyone can sign up with
 * anyone's address; decision 33).
 */
const bookingsOf = (userId: string, email: string | null) =>
  email === null
    ? eq(bookings.userId, userId)
    : or(eq(bookings.userId, userId), and(eq(bookings.kind, 'event'), sql`lower(${bookings.email}) = ${email}`));

/** Everything tied to one customer's account, for the download of their data. */
export async function personalDataOf(db: Queryable, userId: string) {
  const [account] = await db
    .select({
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phone,
      createdAt: users.createdAt,
      language: users.language,
      whatsappOptIn: users.whatsappOptIn,
      smsOptIn: users.smsOptIn,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
  if (!account) return undefined;
  const consents = await db
    .select()
    .from(notificationConsents)
    .where(eq(notificationConsents.userId, userId))
    .orderBy(asc(notificationConsents.at));
  const messages = await db
    .select()
    .from(notificationMessages)
    .where(eq(notificationMessages.userId, userId))
    .orderBy(asc(notificationMessages.createdAt));

  const orderRows = await db
    .select({ order: orders, outlet: stores.outletName })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const orderIds = orderRows.map((row) => row.order.id);
  const [items, history] =
    orderIds.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.position)),
          db
            .select()
            .from(orderHistory)
            .where(inArray(orderHistory.orderId, orderIds))
            .orderBy(asc(orderHistory.at), asc(orderHistory.id)),
        ]);

  const bookingRows = await db
    .select({
      booking: bookings,
      eventTitle: events.title,
      eventDate: events.date,
      eventTime: events.time,
      eventVenue: events.venue,
      workshopTitle: workshops.title,
      workshopDate: workshops.date,
      workshopTime: workshops.time,
      workshopVenue: workshops.venue,
    })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(workshops, eq(workshops.id, bookings.workshopId))
    .where(bookingsOf(userId, provedEmail(account)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));

  return { account, orders: orderRows, items, history, bookings: bookingRows, consents, messages };
}

export type PersonalData = NonNullable<Awaited<ReturnType<typeof personalDataOf>>>;

/** The customer, locked for the erase: undefined when there is none or it is already erased. */
export async function lockAccount(db: Queryable, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)))
    .for('update');
  return user;
}

/** Orders of the customer still to be collected (paid, not finished): named in the erase mail. */
export async function ordersToCollect(db: Queryable, userId: string) {
  return db
    .select({
      reference: orders.reference,
      pickupCode: orders.pickupCode,
      pickupDate: orders.pickupDate,
      pickupTime: orders.pickupTime,
      outlet: stores.outletName,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paid, true),
        sql`${orders.status} not in ('Picked up', 'No-show', 'Cancelled')`,
      ),
    )
    .orderBy(asc(orders.pickupDate), asc(orders.pickupTime));
}

/**
 * Takes the person out of the account: name, email and phone are replaced, the password can never
 * match again, every session, reset and confirmation link ends, the cart is emptied; their bookings
 * lose name and email, finished orders lose their notes, and our copies of mails already sent to
 * them go. Until the email is proved, "theirs" is what the account itself did: guest bookings made
 * with the address and their mails stay as they are. Orders, their items and history, and payments
 * stay for the tax records.
 */
export async function eraseAccount(
  db: Queryable,
  user: { id: string; email: string; emailVerifiedAt: Date | null; createdAt: Date },
  at: Date,
) {
  const placeholder = erasedEmail(user.id);
  const proved = provedEmail(user);
  await db
    .update(users)
    .set({
      name: ERASED_NAME,
      email: placeholder,
      phone: '',
      // Not a hash any password can match: verifyPassword refuses anything but its own format.
      passwordHash: '!erased',
      tokenVersion: sql`${users.tokenVersion} + 1`,
      emailVerifiedAt: null,
      whatsappOptIn: false,
      smsOptIn: false,
      erasedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, user.id));
  await db.delete(userSessions).where(eq(userSessions.userId, user.id));
  await db.delete(passwordResets).where(eq(passwordResets.userId, user.id));
  await db.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
  await db.delete(cartLines).where(eq(cartLines.userId, user.id));
  // Our copies of WhatsApp and SMS messages to them (the choices they made stay, as proof of consent).
  await db.delete(notificationMessages).where(eq(notificationMessages.userId, user.id));
  await db
    .update(bookings)
    .set({ name: ERASED_NAME, email: placeholder, ip: null, updatedAt: at })
    .where(bookingsOf(user.id, proved));
  await db
    .update(orderItems)
    .set({ note: '' })
    .where(
      inArray(
        orderItems.orderId,
        db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.userId, user.id), inArray(orders.status, FINISHED_ORDERS))),
      ),
    );
  await db
    .delete(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.toAddress}) = ${user.email}`,
        inArray(mailOutbox.status, ['sent', 'failed']),
        proved === null
          ? and(inArray(mailOutbox.kind, ACCOUNT_MAILS), gte(mailOutbox.createdAt, user.createdAt))
          : undefined,
      ),
    );
}
