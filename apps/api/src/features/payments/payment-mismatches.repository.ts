import { and, count, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client';
import { bookings, events, orders, paymentMismatches, staffMembers, stores, users, workshops } from '../../db/schema';
import type { StrayPayment } from '../../payments/completion';

export type MismatchRow = typeof paymentMismatches.$inferSelect;

/** What a refund attempt needs of a row. */
export interface RefundDue {
  paymentId: string;
  reference: string;
  receivedAmount: number;
  refundStatus: 'pending' | 'refunded' | 'owner';
}

/**
 * Keeps a payment that bought nothing, once however often it is reported: true when this call
 * kept it (its refund is then due), false for one seen before, whose last sighting is noted.
 */
export async function record(db: Queryable, stray: StrayPayment): Promise<boolean> {
  const [row] = await db
    .insert(paymentMismatches)
    .values({
      paymentId: stray.payment.id,
      providerOrderId: stray.providerOrderId,
      kind: stray.kind,
      reference: stray.reference,
      reason: stray.reason,
      expectedPaise: stray.expectedPaise,
      receivedAmount: stray.payment.amount,
      receivedCurrency: stray.payment.currency,
      firstSource: stray.source,
      lastSource: stray.source,
      refundStatus: 'pending',
    })
    .onConflictDoUpdate({
      target: paymentMismatches.paymentId,
      set: { lastSource: stray.source, lastSeenAt: sql`now()` },
    })
    // xmax is 0 only on a row this statement inserted (an update of a conflicting row sets it).
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return row?.inserted === true;
}

/** Whether a payment paid for an order, a booking or an enrollment. */
export async function paidForSomething(db: Queryable, paymentId: string): Promise<boolean> {
  const rows = await selectRows<{ found: number }>(
    db,
    sql`select 1 as found from ${orders} where payment_id = ${paymentId}
        union all
        select 1 from ${bookings} where payment_id = ${paymentId}
        limit 1`,
  );
  return rows.length > 0;
}

export async function refundDue(db: Queryable, paymentId: string): Promise<RefundDue | undefined> {
  const [row] = await db
    .select({
      paymentId: paymentMismatches.paymentId,
      reference: paymentMismatches.reference,
      receivedAmount: paymentMismatches.receivedAmount,
      refundStatus: paymentMismatches.refundStatus,
    })
    .from(paymentMismatches)
    .where(eq(paymentMismatches.paymentId, paymentId));
  return row;
}

/** Payments whose refund the store is still making (for their jobs). */
export async function pendingPayments(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ paymentId: paymentMismatches.paymentId })
    .from(paymentMismatches)
    .where(eq(paymentMismatches.refundStatus, 'pending'));
  return rows.map((row) => row.paymentId);
}

/** The owner asks for the refund: it is the store's to make again, at their word. */
export async function askedByOwner(db: Queryable, paymentId: string, staffId: string): Promise<void> {
  await db
    .update(paymentMismatches)
    .set({ refundStatus: 'pending', refundRequestedBy: staffId })
    .where(and(eq(paymentMismatches.paymentId, paymentId), ne(paymentMismatches.refundStatus, 'refunded')));
}

export async function refunded(db: Queryable, paymentId: string, refundId: string): Promise<void> {
  await db
    .update(paymentMismatches)
    .set({
      refundStatus: 'refunded',
      refundId,
      refundError: null,
      refundAttempts: sql`${paymentMismatches.refundAttempts} + 1`,
      refundedAt: sql`now()`,
    })
    .where(and(eq(paymentMismatches.paymentId, paymentId), ne(paymentMismatches.refundStatus, 'refunded')));
}

/** A failed attempt: tried again later, or (`giveUp`) left for the owner. */
export async function refundFailed(db: Queryable, paymentId: string, reason: string, giveUp: boolean): Promise<void> {
  await db
    .update(paymentMismatches)
    .set({
      refundStatus: giveUp ? 'owner' : 'pending',
      refundError: reason,
      refundAttempts: sql`${paymentMismatches.refundAttempts} + 1`,
    })
    .where(and(eq(paymentMismatches.paymentId, paymentId), ne(paymentMismatches.refundStatus, 'refunded')));
}

/** A row as the owner's list shows it: with what it was for, and who paid. */
export interface ListedMismatch {
  row: MismatchRow;
  bookingKind: 'event' | 'workshop' | null;
  title: string | null;
  customer: { name: string; email: string; phone: string | null } | null;
  paidWith: string | null;
  requestedBy: string | null;
}

/** The rows that need someone to look: a refund that failed, or one left for the owner. */
const needsAttention = or(
  eq(paymentMismatches.refundStatus, 'owner'),
  and(eq(paymentMismatches.refundStatus, 'pending'), gt(paymentMismatches.refundAttempts, 0)),
);

/** A page of the list, newest first, and how many rows there are and need someone to look. */
export async function page(db: Queryable, options: { limit: number; offset: number }) {
  const found = await listed(db)
    .orderBy(desc(paymentMismatches.firstSeenAt), paymentMismatches.paymentId)
    .limit(options.limit)
    .offset(options.offset);
  const [counts] = await db
    .select({
      total: count(),
      attention: sql<number>`count(*) filter (where ${needsAttention})`.mapWith(Number),
    })
    .from(paymentMismatches);
  return {
    rows: found.map(toListed),
    total: Number(counts?.total ?? 0),
    attention: counts?.attention ?? 0,
  };
}

export async function listedByPayment(db: Queryable, paymentIds: string[]): Promise<ListedMismatch[]> {
  if (paymentIds.length === 0) return [];
  const found = await listed(db).where(inArray(paymentMismatches.paymentId, paymentIds));
  return found.map(toListed);
}

function listed(db: Queryable) {
  return db
    .select({
      row: paymentMismatches,
      bookingKind: bookings.kind,
      outletName: stores.outletName,
      eventTitle: events.title,
      workshopTitle: workshops.title,
      userName: users.name,
      userEmail: users.email,
      userPhone: users.phone,
      bookingName: bookings.name,
      bookingEmail: bookings.email,
      orderPaymentId: orders.paymentId,
      bookingPaymentId: bookings.paymentId,
      requestedBy: staffMembers.name,
    })
    .from(paymentMismatches)
    .leftJoin(
      orders,
      and(eq(paymentMismatches.kind, 'order'), eq(orders.providerOrderId, paymentMismatches.providerOrderId)),
    )
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(
      bookings,
      and(eq(paymentMismatches.kind, 'booking'), eq(bookings.providerOrderId, paymentMismatches.providerOrderId)),
    )
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(workshops, eq(workshops.id, bookings.workshopId))
    .leftJoin(staffMembers, eq(staffMembers.id, paymentMismatches.refundRequestedBy))
    .$dynamic();
}

type Joined = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

function toListed(found: Joined): ListedMismatch {
  const customer =
    found.userName !== null && found.userEmail !== null
      ? { name: found.userName, email: found.userEmail, phone: found.userPhone }
      : found.bookingName !== null && found.bookingEmail !== null
        ? { name: found.bookingName, email: found.bookingEmail, phone: null }
        : null;
  return {
    row: found.row,
    bookingKind: found.bookingKind,
    title: found.outletName ?? found.eventTitle ?? found.workshopTitle,
    customer,
    paidWith: found.orderPaymentId ?? found.bookingPaymentId,
    requestedBy: found.requestedBy,
  };
}
