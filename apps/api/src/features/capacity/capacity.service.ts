import {
  closedDayReason,
  refusalText,
  type PickupRefusal,
  type RefusalLanguage,
  formatDate,
  formatTime12,
  fromIndiaSlot,
  MAX_PICKUP_DAYS_AHEAD,
  slotOf,
  slotTimes,
  unitsOf,
  type OutletDay,
  type PickupSlots,
  type PickupSlotsQuery,
  type SlotLoad,
} from '@roast/domain';
import type { FastifyBaseLogger } from 'fastify';
import { assertOutlet, type StaffUser } from '../../auth/require-staff';
import type { Database, Queryable } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { findOutlet, type OutletRow } from '../outlets/outlets.service';
import * as repository from './capacity.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** An unpaid checkout holds its slots this long: as long as its payment may take. */
export const ORDER_HOLD_MS = 15 * MINUTE;
const SWEEP_BATCH = 100;

export type { SlotUnits } from './capacity.repository';

/** A line as capacity weighs it: what it is, its size and number, and when it is picked up. */
export interface WeighedLine {
  itemType: 'cake' | 'other';
  size: string;
  quantity: number;
  pickupDate: string;
  pickupTime: string;
  capacityUnits: number | null;
}

export const outletDay = (store: OutletRow): OutletDay => ({
  outletName: store.outletName,
  hours: { open: store.opensAt, close: store.closesAt },
  closedDates: store.closedDates,
  closedReasons: store.closedReasons,
  takingOrders: store.takingOrders,
  pausedUntil: store.pausedUntil ? store.pausedUntil.toISOString() : null,
  sameDayCutoff: store.sameDayCutoff,
});

/** The units a set of lines takes in each slot of the outlet, in slot order (the order holds are taken in). */
export function slotsNeeded(store: OutletRow, lines: WeighedLine[]): repository.SlotUnits[] {
  const hours = { open: store.opensAt, close: store.closesAt };
  const bySlot = new Map<string, repository.SlotUnits>();
  for (const line of lines) {
    const slotTime = slotOf(line.pickupTime, hours, store.slotMinutes);
    const key = `${line.pickupDate} ${slotTime}`;
    const slot = bySlot.get(key) ?? { pickupDate: line.pickupDate, slotTime, units: 0 };
    slot.units += unitsOf(line, line.capacityUnits);
    bySlot.set(key, slot);
  }
  return [...bySlot.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, slot]) => slot);
}

/** A full slot, as its refusal names it. */
const fullSlot = (store: OutletRow, slot: repository.SlotUnits) => ({
  time: formatTime12(slot.slotTime),
  date: formatDate(slot.pickupDate),
  outlet: store.outletName,
});

export interface CapacityDependencies {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Word that an outlet's slots changed (its boards show their load). */
  onChange?: (storeId: string) => void;
}

/**
 * Pickup capacity: what each slot can still take, holds on a checkout's slots (taken in the
 * checkout's transaction, one conditional statement a slot), their release when a checkout lapses
 * or an order is cancelled. An outlet's settings (its capacity, hours and pause) are read from the
 * outlets feature, which alone changes them.
 */
export function createCapacity({ db, now, log, onChange }: CapacityDependencies) {
  /** Takes every slot or none: the first that is full refuses the checkout (the transaction rolls back). */
  async function take(tx: Queryable, store: OutletRow, slots: repository.SlotUnits[]) {
    for (const slot of slots) {
      if (!(await repository.takeUnits(tx, store.id, slot, store.slotCapacity)))
        throw conflict('slot_full', fullSlot(store, slot));
    }
  }

  /** Gives an order's units back, if it still has them. */
  async function release(tx: Queryable, orderId: string): Promise<boolean> {
    const order = await repository.lockHold(tx, orderId);
    if (!order || (order.holdStatus !== 'held' && order.holdStatus !== 'kept')) return false;
    await giveBack(tx, order);
    return true;
  }

  /** An order's units back to their slots, and its hold marked released. */
  async function giveBack(tx: Queryable, order: { id: string; storeId: string }) {
    await repository.giveBack(tx, order.storeId, await repository.holdsOf(tx, order.id));
    await repository.setHold(tx, order.id, { holdStatus: 'released' });
  }

  async function sweep(): Promise<number> {
    const released = await db.transaction(async (tx) => {
      const lapsed = await repository.lockLapsedHolds(tx, now(), SWEEP_BATCH);
      for (const order of lapsed) await giveBack(tx, order);
      return lapsed;
    });
    if (released.length > 0) {
      log.info({ holds: released.length }, 'lapsed pickup holds released');
      for (const storeId of new Set(released.map((order) => order.storeId))) onChange?.(storeId);
    }
    return released.length;
  }

  return {
    /** The slots of an outlet's day that can still take `units`, and the open ones that cannot. */
    async availability(query: PickupSlotsQuery, language: RefusalLanguage = 'en'): Promise<PickupSlots> {
      const store = await findOutlet(db, query.store);
      if (!store) throw notFound('outlet_not_found');
      const time = now();
      // Why the day has no time to offer: its code and details, and its words in the reader's language.
      const why = ({ code, params }: PickupRefusal) => ({
        code,
        ...(params ? { params } : {}),
        message: refusalText(code, language, params)!,
      });
      const none = (reason: PickupRefusal): PickupSlots => ({
        success: true,
        data: [],
        full: [],
        slotMinutes: store.slotMinutes,
        ...why(reason),
      });
      const closed = closedDayReason(outletDay(store), query.date, time);
      if (closed) return none(closed);
      const dayStart = fromIndiaSlot({ pickupDate: query.date, pickupTime: '00:00' })!;
      if (dayStart.getTime() > time.getTime() + MAX_PICKUP_DAYS_AHEAD * 24 * HOUR) {
        return none({ code: 'pickup_too_far_ahead', params: { days: MAX_PICKUP_DAYS_AHEAD } });
      }
      const earliest = time.getTime() + (query.prep ?? 0) * HOUR;
      const loads = await repository.loadsOf(db, store.id, query.date);
      const data: PickupSlots['data'] = [];
      const full: string[] = [];
      for (const slot of slotTimes({ open: store.opensAt, close: store.closesAt }, store.slotMinutes)) {
        if (fromIndiaSlot({ pickupDate: query.date, pickupTime: slot })!.getTime() < earliest) continue;
        const free = Math.max(0, store.slotCapacity - (loads.get(slot) ?? 0));
        if (free >= query.units) data.push({ time: slot, free });
        else full.push(slot);
      }
      const answer: PickupSlots = { success: true, data, full, slotMinutes: store.slotMinutes };
      if (data.length > 0) return answer;
      if (query.units > store.slotCapacity) {
        return { ...answer, ...why({ code: 'day_too_much_for_outlet', params: { outlet: store.outletName } }) };
      }
      return { ...answer, ...why({ code: full.length > 0 ? 'day_all_taken' : 'day_none_left' }) };
    },

    /** Whether a line's slot can still take it (with the cart's other lines in that slot), as a cart adds it. */
    async assertRoom(db: Queryable, store: OutletRow, lines: WeighedLine[], line: WeighedLine) {
      const slot = slotOf(line.pickupTime, { open: store.opensAt, close: store.closesAt }, store.slotMinutes);
      const same = slotsNeeded(store, [...lines, line]).find(
        (each) => each.pickupDate === line.pickupDate && each.slotTime === slot,
      )!;
      const taken = (await repository.loadsOf(db, store.id, line.pickupDate)).get(slot) ?? 0;
      if (taken + same.units > store.slotCapacity) throw conflict('slot_full', fullSlot(store, same));
    },

    /**
     * Holds an order's slots in the checkout's transaction. The customer's other live holds (carts
     * they have changed since) are given back first, so a changed cart never blocks its own slot.
     */
    async hold(
      tx: Queryable,
      order: { id: string; userId: string | null },
      store: OutletRow,
      slots: repository.SlotUnits[],
    ) {
      // An order taken by staff has no cart whose older checkouts hold slots.
      if (order.userId) {
        for (const other of await repository.otherLiveHolds(tx, order.userId, order.id)) await release(tx, other);
      }
      await take(tx, store, slots);
      await repository.recordNewHold(tx, order.id, store.id, slots, new Date(now().getTime() + ORDER_HOLD_MS));
    },

    /** A checkout answered again: its hold gets a fresh quarter hour, its slots taken again if it had lapsed. */
    async renew(tx: Queryable, order: { id: string; userId: string | null }, store: OutletRow) {
      const current = await repository.lockHold(tx, order.id);
      if (!current || current.paid) return;
      if (order.userId) {
        for (const other of await repository.otherLiveHolds(tx, order.userId, order.id)) await release(tx, other);
      }
      if (current.holdStatus !== 'held') await take(tx, store, await repository.holdsOf(tx, order.id));
      await repository.setHold(tx, order.id, {
        holdStatus: 'held',
        holdExpiresAt: new Date(now().getTime() + ORDER_HOLD_MS),
      });
    },

    /**
     * At payment, inside its transaction: a live hold is kept; a lapsed one takes its slots again if
     * they still have room. 'full' means the payment must be refunded.
     */
    async keep(
      tx: Queryable,
      order: { id: string; storeId: string; holdStatus: 'held' | 'kept' | 'released' | null },
    ): Promise<'kept' | 'full'> {
      const orderId = order.id;
      if (order.holdStatus === null || order.holdStatus === 'kept') return 'kept';
      if (order.holdStatus === 'released') {
        const store = (await findOutlet(tx, order.storeId))!;
        const slots = await repository.holdsOf(tx, orderId);
        for (const slot of slots) {
          if (!(await repository.takeUnits(tx, store.id, slot, store.slotCapacity))) return 'full';
        }
      }
      await repository.setHold(tx, orderId, { holdStatus: 'kept' });
      return 'kept';
    },

    release,
    sweep,

    /** Every slot of an outlet's day with its load, for the board. */
    async load(staff: StaffUser, storeId: string, date: string): Promise<SlotLoad> {
      assertOutlet(staff, storeId);
      const store = await findOutlet(db, storeId);
      if (!store) throw notFound('outlet_not_found');
      const loads = await repository.loadsOf(db, storeId, date);
      const times = slotTimes({ open: store.opensAt, close: store.closesAt }, store.slotMinutes);
      // A slot with units outside today's hours (the hours changed since) still shows.
      const extra = [...loads.keys()].filter((time) => !times.includes(time));
      return {
        storeId,
        date,
        slotMinutes: store.slotMinutes,
        slotCapacity: store.slotCapacity,
        takingOrders: store.takingOrders,
        pausedUntil: store.pausedUntil ? store.pausedUntil.toISOString() : null,
        slots: [...times, ...extra]
          .sort()
          .map((time) => ({ time, taken: loads.get(time) ?? 0, capacity: store.slotCapacity })),
      };
    },
  };
}

export type Capacity = ReturnType<typeof createCapacity>;
