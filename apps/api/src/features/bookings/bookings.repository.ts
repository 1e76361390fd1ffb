import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bookings, events, stores, users, workshops } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingKind = BookingRow['kind'];

/** What a booking is for: an event or a workshop, by its table. */
const tableOf = (kind: BookingKind) => (kind === 'event' ? events : workshops);

export interface SessionRow {
  id: string;
  title: string;
  date: string;
  time: string;
  venue: string;
  pricePaise: number;
  slots: number;
  isActive: boolean;
}

const sessionFields = (kind: BookingKind) => {
  const table = tableOf(kind);
  return {
    id: table.id,
    title: table.title,
    date: table.date,
    time: table.time,
    venue: table.venue,
    pricePaise: table.pricePaise,
    slots: table.slots,
    isActive: table.isActive,
  };
};

/**
 * Takes `count` places from an active event or workshop in one statement, only if that many are
 * left: two buyers of the last place cannot both have it, on either database.
 */
export async function takeSlots(
  db: Queryable,
  kind: BookingKind,
  id: string,
  count: number,
  { activeOnly = true, notBefore }: { activeOnly?: boolean; notBefore?: string } = {},
): Promise<SessionRow | undefined> {
  const table = tableOf(kind);
  const [taken] = await db
    .update(table)
    .set({ slots: sql`${table.slots} - ${count}` })
    .where(
      and(
        eq(table.id, id),
        gte(table.slots, count),
        activeOnly ? eq(table.isActive, true) : undefined,
        notBefore ? gte(table.date, notBefore) : undefined,
      ),
    )
    .returning(sessionFields(kind));
  return taken;
}

/** Gives places back to events and workshops, by id. */
export async function returnSlots(db: Queryable, kind: BookingKind, id: string, count: number): Promise<void> {
  const table = tableOf(kind);
  await db
    .update(table)
    .set({ slots: sql`${table.slots} + ${count}` })
    .where(eq(table.id, id));
}

export async function findSession(db: Queryable, kind: BookingKind, id: string): Promise<SessionRow | undefined> {
  const table = tableOf(kind);
  const [session] = await db.select(sessionFields(kind)).from(table).where(eq(table.id, id));
  return session;
}

export const sessionIdOf = (booking: Pick<BookingRow, 'kind' | 'eventId' | 'workshopId'>) =>
  (booking.kind === 'event' ? booking.eventId : booking.workshopId)!;

export async function insertBooking(db: Queryable, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row!;
}

export async function attachProviderOrder(db: Queryable, id: string, providerOrderId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ providerOrderId, updatedAt: sql`now()` })
    .where(eq(bookings.id, id));
}

export async function findByProviderOrder(db: Queryable, providerOrderId: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.providerOrderId, providerOrderId));
  return row;
}

/** The booking a provider order pays for, locked until the transaction ends. */
export async function lockByProviderOrder(db: Queryable, providerOrderId: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.providerOrderId, providerOrderId)).for('update');
  return row;
}

export async function setStatus(
  db: Queryable,
  id: string,
  values: Partial<Pick<BookingRow, 'status' | 'paymentId' | 'paidAt' | 'refundId' | 'refundLeaseUntil'>>,
): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(bookings.id, id))
    .returning();
  return row!;
}

/** Marks one hold expired if it still is one (a payment may have got there first). */
export async function expireHold(db: Queryable, id: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'held')))
    .returning();
  return row;
}

/** Every hold whose time ran out, marked expired in one statement. */
export async function expireLapsedHolds(db: Queryable, now: Date): Promise<BookingRow[]> {
  return db
    .update(bookings)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, now)))
    .returning();
}

/** Refunds decided but not yet made (the provider could not be reached at the time). */

/**
 * Serialises the holds of one holder (an email, an address) for the rest of the transaction:
 * transaction-scoped advisory locks, taken in a fixed order so two holders never deadlock.
 */
export async function lockHolders(db: Queryable, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`hold:${key}`}, 0))`);
  }
}

/** The unpaid places an email and an address hold now, across every event and workshop. */
export async function heldPlaces(
  db: Queryable,
  holder: { email: string; ip: string },
  now: Date,
): Promise<{ byEmail: number; byIp: number }> {
  const live = and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now));
  const [row] = await db
    .select({
      byEmail: sql<number>`coalesce(sum(${bookings.slots}) filter (where lower(${bookings.email}) = ${holder.email.toLowerCase()}), 0)::int`,
      byIp: sql<number>`coalesce(sum(${bookings.slots}) filter (where ${bookings.ip} = ${holder.ip}), 0)::int`,
    })
    .from(bookings)
    .where(and(live, or(sql`lower(${bookings.email}) = ${holder.email.toLowerCase()}`, eq(bookings.ip, holder.ip))));
  return { byEmail: Number(row?.byEmail ?? 0), byIp: Number(row?.byIp ?? 0) };
}

/** A customer's live hold on a workshop (to reuse it rather than hold a second place). */
export async function findEnrollment(
  db: Queryable,
  userId: string,
  workshopId: string,
  statuses: BookingRow['status'][],
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.workshopId, workshopId), inArray(bookings.status, statuses)))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return row;
}

/**
 * The bookings My Account lists: the customer's workshops, and the events booked with their email
 * once they have proved it is theirs (decision 33). An unproved email brings nothing: anyone can
 * sign up with anyone's address.
 */
export async function enrollmentsOf(db: Queryable, userId: string) {
  const provedEmail = db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt), isNull(users.erasedAt)));
  return db
    .select({
      booking: bookings,
      // A booking is for exactly one event or one workshop (bookings_kind): whichever joined.
      session: {
        id: sql<string>`coalesce(${events.id}, ${workshops.id})`,
        title: sql<string>`coalesce(${events.title}, ${workshops.title})`,
        date: sql<string>`coalesce(${events.date}, ${workshops.date})::text`,
        time: sql<string>`coalesce(${events.time}, ${workshops.time})`,
        pricePaise: sql<number>`coalesce(${events.pricePaise}, ${workshops.pricePaise})`,
      },
    })
    .from(bookings)
    .leftJoin(workshops, eq(workshops.id, bookings.workshopId))
    .leftJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        or(
          and(eq(bookings.kind, 'workshop'), eq(bookings.userId, userId)),
          and(eq(bookings.kind, 'event'), sql`lower(${bookings.email}) = (${provedEmail})`),
        ),
        inArray(bookings.status, ['held', 'paid', 'refunded']),
      ),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(100);
}

export async function customerOf(db: Queryable, userId: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/**
 * Holds and lapsed holds with a provider order, created inside the window and not asked about
 * since `askedBefore`, the least recently asked first, marked asked at `at` (as `dueUnpaid` of the
 * orders does).
 */
export async function dueUnpaid(
  db: Queryable,
  window: { olderThan: Date; newerThan: Date },
  askedBefore: Date,
  at: Date,
  limit: number,
): Promise<string[]> {
  const due = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['held', 'expired']),
        isNotNull(bookings.providerOrderId),
        lte(bookings.createdAt, window.olderThan),
        gte(bookings.createdAt, window.newerThan),
        or(isNull(bookings.lastCheckedAt), lt(bookings.lastCheckedAt, askedBefore)),
      ),
    )
    .orderBy(sql`${bookings.lastCheckedAt} nulls first`, bookings.createdAt)
    .limit(limit);
  const rows = await db
    .update(bookings)
    .set({ lastCheckedAt: at })
    .where(inArray(bookings.id, due))
    .returning({ providerOrderId: sql<string>`${bookings.providerOrderId}` });
  return rows.map((row) => row.providerOrderId);
}

/** Who is coming: paid bookings, and holds still waiting for their payment. */
const attending = (kind: BookingKind, sessionId: string, now: Date) =>
  and(
    kind === 'event' ? eq(bookings.eventId, sessionId) : eq(bookings.workshopId, sessionId),
    or(eq(bookings.status, 'paid'), and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now))),
  );

/** The attendees of an event or workshop by name, as the door looks them up: a page of them, or all. */
export async function attendeesOf(
  db: Queryable,
  kind: BookingKind,
  sessionId: string,
  now: Date,
  page?: { limit: number; offset: number },
) {
  const query = db
    .select()
    .from(bookings)
    .where(attending(kind, sessionId, now))
    .orderBy(sql`lower(${bookings.name})`, bookings.reference);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** How many bookings there are, how many places are paid for, and how many of those have come in. */
export async function attendeeCounts(db: Queryable, kind: BookingKind, sessionId: string, now: Date) {
  const [counts] = await db
    .select({
      bookings: sql<number>`count(*)::int`,
      places: sql<number>`coalesce(sum(${bookings.slots}) filter (where ${bookings.status} = 'paid'), 0)::int`,
      checkedIn: sql<number>`coalesce(sum(${bookings.slots}) filter (where ${bookings.checkedInAt} is not null), 0)::int`,
    })
    .from(bookings)
    .where(attending(kind, sessionId, now));
  return counts ?? { bookings: 0, places: 0, checkedIn: 0 };
}

/** Marks a paid booking as come in (or not); answers undefined when there is no paid booking with that id. */
export async function setCheckedIn(db: Queryable, id: string, checkedIn: boolean, staffId: string) {
  const [booking] = await db
    .update(bookings)
    .set(
      checkedIn
        ? {
            checkedInAt: sql`coalesce(${bookings.checkedInAt}, now())`,
            checkedInBy: sql`coalesce(${bookings.checkedInBy}, ${staffId}::uuid)`,
          }
        : { checkedInAt: null, checkedInBy: null },
    )
    .where(and(eq(bookings.id, id), eq(bookings.status, 'paid')))
    .returning();
  return booking;
}

export async function findBooking(db: Queryable, id: string): Promise<BookingRow | undefined> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
  return booking;
}

/** The outlet a session is held at: its venue names the outlet ('Roast CCX, Indiranagar'). */
export async function venueOutlet(db: Queryable, venue: string) {
  const rows = await db
    .select({ id: stores.id, outletName: stores.outletName, title: stores.title, address: stores.address })
    .from(stores)
    .orderBy(stores.position);
  const name = venue.trim().toLowerCase();
  return (
    rows.find((row) => row.title.toLowerCase() === name) ??
    rows.find((row) => name.includes(row.outletName.toLowerCase()))
  );
}

/** A paid booking and what it is for, by its reference: what its calendar file is made of. */
export async function paidBookingByReference(db: Queryable, reference: string) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.reference, reference), eq(bookings.status, 'paid')));
  if (!booking) return undefined;
  const session = await findSession(db, booking.kind, sessionIdOf(booking));
  return session ? { booking, session } : undefined;
}

/** A booking by its id. */
export async function findById(db: Queryable, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}
