import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedQuery, preparedSql } from '../../db/prepared';
import { orders, orderSlotHolds, pickupSlotLoads } from '../../db/schema';

export interface SlotUnits {
  pickupDate: string;
  slotTime: string;
  units: number;
}

/** The units taken in each slot of an outlet's day that has any. */
export async function loadsOf(db: Queryable, storeId: string, pickupDate: string): Promise<Map<string, number>> {
  const rows = await loadsOfDay(db, { storeId, pickupDate });
  return new Map(rows.map((row) => [row.slotTime, row.taken]));
}

const loadsOfDay = preparedQuery('capacity_loads_of_day', (db) =>
  db
    .select({ slotTime: pickupSlotLoads.slotTime, taken: pickupSlotLoads.taken })
    .from(pickupSlotLoads)
    .where(
      and(
        eq(pickupSlotLoads.storeId, sql.placeholder('storeId')),
        eq(pickupSlotLoads.pickupDate, sql.placeholder('pickupDate')),
      ),
    ),
);

/**
 * Takes units in a slot if they fit: one statement, so of any number of checkouts at once (on
 * any server) only those that fit get a row back. A slot's first units make its row.
 */
export async function takeUnits(tx: Queryable, storeId: string, slot: SlotUnits, capacity: number): Promise<boolean> {
  if (slot.units > capacity) return false;
  const rows = await takeIfFits(tx, {
    storeId,
    pickupDate: slot.pickupDate,
    slotTime: slot.slotTime,
    units: slot.units,
    capacity,
  });
  return rows.length > 0;
}

const takeIfFits = preparedQuery('capacity_take_units', (db) =>
  db
    .insert(pickupSlotLoads)
    .values({
      storeId: sql.placeholder('storeId') as unknown as string,
      pickupDate: sql.placeholder('pickupDate') as unknown as string,
      slotTime: sql.placeholder('slotTime') as unknown as string,
      taken: sql.placeholder('units') as unknown as number,
    })
    .onConflictDoUpdate({
      target: [pickupSlotLoads.storeId, pickupSlotLoads.pickupDate, pickupSlotLoads.slotTime],
      set: { taken: sql`${pickupSlotLoads.taken} + excluded.taken` },
      setWhere: sql`${pickupSlotLoads.taken} + excluded.taken <= ${sql.placeholder('capacity')}::int`,
    })
    .returning({ taken: pickupSlotLoads.taken }),
);

/** Gives units back to their slots. */
export async function giveBack(tx: Queryable, storeId: string, slots: SlotUnits[]): Promise<void> {
  for (const slot of slots) {
    await tx
      .update(pickupSlotLoads)
      .set({ taken: sql`greatest(${pickupSlotLoads.taken} - ${slot.units}, 0)` })
      .where(
        and(
          eq(pickupSlotLoads.storeId, storeId),
          eq(pickupSlotLoads.pickupDate, slot.pickupDate),
          eq(pickupSlotLoads.slotTime, slot.slotTime),
        ),
      );
  }
}

/** A new order's hold: its units per slot recorded and the order marked held until `expiresAt`, in one statement. */
export async function recordNewHold(
  tx: Queryable,
  orderId: string,
  storeId: string,
  slots: SlotUnits[],
  expiresAt: Date,
): Promise<void> {
  const rows = slots.map((slot) => ({ pickup_date: slot.pickupDate, slot_time: slot.slotTime, units: slot.units }));
  await insertHold(tx, { orderId, storeId, expiresAt: expiresAt.toISOString(), slots: JSON.stringify(rows) });
}

const insertHold = preparedSql(
  'capacity_record_hold',
  sql`
    with held as (
      update ${orders} set hold_status = 'held', hold_expires_at = ${sql.placeholder('expiresAt')}::timestamptz
      where id = ${sql.placeholder('orderId')}
      returning id
    )
    insert into ${orderSlotHolds} (order_id, store_id, pickup_date, slot_time, units)
    select held.id, ${sql.placeholder('storeId')}, x.pickup_date, x.slot_time, x.units
    from held, jsonb_to_recordset(${sql.placeholder('slots')}::jsonb) as x(pickup_date date, slot_time text, units int)`,
);

export async function holdsOf(tx: Queryable, orderId: string): Promise<SlotUnits[]> {
  return tx
    .select({ pickupDate: orderSlotHolds.pickupDate, slotTime: orderSlotHolds.slotTime, units: orderSlotHolds.units })
    .from(orderSlotHolds)
    .where(eq(orderSlotHolds.orderId, orderId))
    .orderBy(asc(orderSlotHolds.pickupDate), asc(orderSlotHolds.slotTime));
}

export async function setHold(
  tx: Queryable,
  orderId: string,
  hold: { holdStatus: 'held' | 'kept' | 'released'; holdExpiresAt?: Date | null },
) {
  await tx.update(orders).set(hold).where(eq(orders.id, orderId));
}

/** The order's hold, locked: its state decides whether its units are counted. */
export async function lockHold(tx: Queryable, orderId: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      storeId: orders.storeId,
      paid: orders.paid,
      holdStatus: orders.holdStatus,
      holdExpiresAt: orders.holdExpiresAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/** A customer's other unpaid orders still holding units (carts they changed since). */
export async function otherLiveHolds(tx: Queryable, userId: string, exceptOrderId?: string) {
  const rows = await liveHoldsOf(tx, { userId });
  return rows.map((row) => row.id).filter((id) => id !== exceptOrderId);
}

const liveHoldsOf = preparedQuery('capacity_live_holds_of', (db) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, sql.placeholder('userId')), eq(orders.paid, false), eq(orders.holdStatus, 'held'))),
);

/** Unpaid holds past their time, locked; another server's sweep skips the ones this one has. */
export async function lockLapsedHolds(tx: Queryable, now: Date, limit: number) {
  return tx
    .select({ id: orders.id, storeId: orders.storeId })
    .from(orders)
    .where(and(eq(orders.holdStatus, 'held'), eq(orders.paid, false), lt(orders.holdExpiresAt, now)))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}
