import type { NotificationLanguage, NotificationTemplateName } from '@roast/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  bookings,
  events,
  notificationConsents,
  notificationMessages,
  orderItems,
  orders,
  stores,
  users,
  workshops,
} from '../../db/schema';
import type { MessageChannel } from '../../notifications/port';

export type MessageRow = typeof notificationMessages.$inferSelect;

/** The account's choices, locked for a change (two changes at once are recorded one after the other). */
export async function lockChoices(db: Queryable, userId: string) {
  const [row] = await db
    .select({ whatsapp: users.whatsappOptIn, sms: users.smsOptIn, language: users.language, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function setChoices(
  db: Queryable,
  userId: string,
  choices: { whatsappOptIn?: boolean; smsOptIn?: boolean; language?: NotificationLanguage },
) {
  await db
    .update(users)
    .set({ ...choices, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function recordConsents(db: Queryable, rows: (typeof notificationConsents.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(notificationConsents).values(rows);
}

/** Every choice an account made, oldest first (for the customer's data export). */
export function consentsOf(db: Queryable, userId: string) {
  return db
    .select()
    .from(notificationConsents)
    .where(eq(notificationConsents.userId, userId))
    .orderBy(notificationConsents.at);
}

/** Accounts whose phone ends in these ten digits (the caller checks the whole number), locked for a change. */
export function accountsEndingIn(db: Queryable, lastTen: string) {
  return db
    .select({
      id: users.id,
      phone: users.phone,
      whatsapp: users.whatsappOptIn,
      sms: users.smsOptIn,
      language: users.language,
    })
    .from(users)
    .where(sql`right(regexp_replace(${users.phone}, '\D', '', 'g'), 10) = ${lastTen} and ${users.erasedAt} is null`)
    .for('update');
}

/** An account as its messages need it: whom they reach, and the choices in force. */
export async function recipientOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      whatsapp: users.whatsappOptIn,
      sms: users.smsOptIn,
      language: users.language,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** What an order's messages say: its number, outlet, pickup and code, and whom they go to. */
export async function orderFacts(db: Queryable, orderId: string) {
  const [row] = await db
    .select({
      orderId: orders.id,
      userId: orders.userId,
      reference: orders.reference,
      pickupDate: orders.pickupDate,
      pickupTime: orders.pickupTime,
      pickupCode: orders.pickupCode,
      amountPaise: orders.amountPaise,
      paid: orders.paid,
      status: orders.status,
      outlet: stores.outletName,
      person: {
        name: users.name,
        phone: users.phone,
        whatsapp: users.whatsappOptIn,
        sms: users.smsOptIn,
        language: users.language,
        erasedAt: users.erasedAt,
      },
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row;
}

export async function insertMessage(
  db: Queryable,
  message: {
    userId: string | null;
    orderId: string | null;
    channel: MessageChannel;
    provider: string;
    toAddress: string;
    template: NotificationTemplateName;
    language: NotificationLanguage;
    variables: string[];
    text: string;
    fallbackOf?: string;
    dedupeKey?: string;
  },
): Promise<string | undefined> {
  const [row] = await db
    .insert(notificationMessages)
    .values(message)
    .onConflictDoNothing({ target: notificationMessages.dedupeKey })
    .returning({ id: notificationMessages.id });
  return row?.id;
}

export async function findMessage(db: Queryable, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(notificationMessages).where(eq(notificationMessages.id, id));
  return row;
}

/**
 * Whether a queued message may still go: its account still opted in to its channel (an opt-out
 * stops what was queued before it), or for the kitchen's, the outlet's number still opted in. A
 * sign-in code goes to whoever asked for it.
 */
export async function stillWanted(db: Queryable, message: MessageRow): Promise<boolean> {
  if (message.template === 'otp') return true;
  if (message.template === 'kitchen_new_order') {
    if (!message.orderId) return false;
    const [row] = await db
      .select({ id: stores.id })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(
        and(
          eq(orders.id, message.orderId),
          eq(stores.kitchenWhatsapp, message.toAddress),
          isNotNull(stores.kitchenWhatsappOptedInAt),
        ),
      );
    return row !== undefined;
  }
  if (!message.userId) return false;
  const person = await recipientOf(db, message.userId);
  if (!person || person.erasedAt) return false;
  return message.channel === 'whatsapp' ? person.whatsapp : person.sms;
}

/** The outlet's kitchen number, when opted in, with what the order holds (the kitchen's message). */
export async function kitchenFacts(db: Queryable, orderId: string) {
  const [order] = await db
    .select({
      number: stores.kitchenWhatsapp,
      reference: orders.reference,
      pickupDate: orders.pickupDate,
      pickupTime: orders.pickupTime,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.id, orderId), isNotNull(stores.kitchenWhatsapp), isNotNull(stores.kitchenWhatsappOptedInAt)));
  if (!order?.number) return undefined;
  const lines = await db
    .select({
      name: orderItems.itemName,
      quantity: orderItems.quantity,
      size: orderItems.size,
      veg: orderItems.vegType,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
  return { ...order, number: order.number, lines };
}

/** One more try at a queued message: its row as it stands, or undefined when it is past sending. */
export async function startAttempt(db: Queryable, id: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(notificationMessages)
    .set({ attempts: sql`${notificationMessages.attempts} + 1` })
    .where(and(eq(notificationMessages.id, id), eq(notificationMessages.status, 'queued')))
    .returning();
  return row;
}

export async function settleMessage(
  db: Queryable,
  id: string,
  change: { status: 'sent' | 'failed' | 'queued' | 'withdrawn'; providerMessageId?: string; lastError?: string | null },
) {
  await db
    .update(notificationMessages)
    .set({ ...change, statusAt: sql`now()` })
    .where(eq(notificationMessages.id, id));
}

/** An order's messages, oldest first (the console's order card). */
export function messagesOfOrder(db: Queryable, orderId: string) {
  return db
    .select()
    .from(notificationMessages)
    .where(eq(notificationMessages.orderId, orderId))
    .orderBy(notificationMessages.createdAt);
}

/**
 * A delivery state the provider reported, taken only when it moves the message forward (sent →
 * delivered → read; failed only before delivery): reports in any order, and twice, end in the
 * furthest one. Answers the message when its state changed.
 */
export async function reportStatus(
  db: Queryable,
  report: { providerMessageId: string; status: 'sent' | 'delivered' | 'read' | 'failed'; error?: string },
): Promise<MessageRow | undefined> {
  const before: Record<typeof report.status, string[]> = {
    sent: ['queued'],
    delivered: ['queued', 'sent'],
    read: ['queued', 'sent', 'delivered'],
    failed: ['queued', 'sent'],
  };
  const [row] = await db
    .update(notificationMessages)
    .set({
      status: report.status,
      statusAt: sql`now()`,
      ...(report.error ? { lastError: report.error } : {}),
    })
    .where(
      and(
        eq(notificationMessages.providerMessageId, report.providerMessageId),
        inArray(notificationMessages.status, before[report.status]),
      ),
    )
    .returning();
  return row;
}

/** Whether a fallback was already queued for this message (a failed one falls back once). */
export async function hasFallback(db: Queryable, messageId: string): Promise<boolean> {
  const rows = await db
    .select({ id: notificationMessages.id })
    .from(notificationMessages)
    .where(eq(notificationMessages.fallbackOf, messageId));
  return rows.length > 0;
}

/** What a booking's messages say, and whose account it was booked from (none for a guest's). */
export async function bookingFacts(db: Queryable, bookingId: string) {
  const [row] = await db
    .select({
      bookingId: bookings.id,
      userId: bookings.userId,
      status: bookings.status,
      slots: bookings.slots,
      title: sql<string>`coalesce(${events.title}, ${workshops.title})`,
      date: sql<string>`coalesce(${events.date}, ${workshops.date})::text`,
      time: sql<string>`coalesce(${events.time}, ${workshops.time})`,
      venue: sql<string>`coalesce(${events.venue}, ${workshops.venue})`,
    })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(workshops, eq(workshops.id, bookings.workshopId))
    .where(eq(bookings.id, bookingId));
  return row;
}
