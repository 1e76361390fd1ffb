/**
 * Pickup times are dates and wall-clock times in India (Asia/Kolkata, UTC+05:30, no daylight
 * saving), whatever zone the server or the browser runs in. The browser and the server apply the
 * same rule, so nobody is offered a time the server would refuse.
 */
import { closedDateReason, cutoffReason, pausedReason, type PickupRefusal } from './capacity';
import {
  addDays,
  DAY_MINUTES,
  fromIndiaSlot,
  MINUTE,
  minutesOfDay,
  toIndiaSlot,
  type OpeningHours,
  type PickupSlot,
} from './india-time';

export {
  addDays,
  formatDate,
  formatSlot,
  formatTime12,
  fromIndiaSlot,
  toIndiaSlot,
  type OpeningHours,
  type PickupSlot,
} from './india-time';

export const DEFAULT_PREPARATION_HOURS = 24;
export const MAX_PICKUP_DAYS_AHEAD = 60;
const PICKUP_STEP_MINUTES = 15;

export type PickupCheck = { ok: true; at: Date } | ({ ok: false } & PickupRefusal);

export function isOpenAt(hours: OpeningHours, time: string): boolean {
  const minutes = minutesOfDay(time);
  const open = minutesOfDay(hours.open);
  const close = minutesOfDay(hours.close);
  if (minutes === null || open === null || close === null) return false;
  return minutes >= open && minutes < close;
}

/**
 * The earliest pickup for an item: now plus its preparation time, rounded up to the next quarter
 * hour, moved to the next opening time when the outlet is closed then.
 */
export function earliestPickup(
  now: Date,
  preparationHours: number | null | undefined,
  hours: OpeningHours,
): PickupSlot {
  const prep = preparationHours ?? DEFAULT_PREPARATION_HOURS;
  const step = PICKUP_STEP_MINUTES * MINUTE;
  const ready = Math.ceil((now.getTime() + prep * 60 * MINUTE) / step) * step;
  const slot = toIndiaSlot(new Date(ready));
  const open = minutesOfDay(hours.open) ?? 0;
  const close = minutesOfDay(hours.close) ?? DAY_MINUTES;
  const minutes = minutesOfDay(slot.pickupTime) ?? 0;
  if (minutes < open) return { pickupDate: slot.pickupDate, pickupTime: hours.open };
  if (minutes >= close) return { pickupDate: addDays(slot.pickupDate, 1), pickupTime: hours.open };
  return slot;
}

export interface PickupRule {
  now: Date;
  preparationHours: number | null | undefined;
  hours: OpeningHours;
  outletName: string;
  /** What is being picked up, as the refusal names it. */
  itemNoun: 'cake' | 'hamper';
  /** Days the outlet is shut ('YYYY-MM-DD'). */
  closedDates?: readonly string[];
  /** False while the outlet takes no online orders. */
  takingOrders?: boolean;
  /** Why a closed date is closed, by date. */
  closedReasons?: Readonly<Record<string, string>>;
  /** 'Busy': no online orders until this instant (ISO). */
  pausedUntil?: string | null;
  /** 'HH:mm': no more pickups today after this time. */
  sameDayCutoff?: string | null;
}

/** Whether a pickup slot is allowed, and when it is not, a reason a customer can act on. */
export function checkPickup(slot: PickupSlot, rule: PickupRule): PickupCheck {
  const outlet = {
    outletName: rule.outletName,
    closedDates: rule.closedDates ?? [],
    closedReasons: rule.closedReasons,
    takingOrders: rule.takingOrders ?? true,
    pausedUntil: rule.pausedUntil ?? null,
    sameDayCutoff: rule.sameDayCutoff ?? null,
  };
  const paused = pausedReason({ ...outlet, hours: rule.hours }, rule.now);
  if (paused) return { ok: false, ...paused };
  const at = fromIndiaSlot(slot);
  if (!at) return { ok: false, code: 'pickup_invalid' };
  const closed = closedDateReason(outlet, slot.pickupDate);
  if (closed) return { ok: false, ...closed };
  const prep = rule.preparationHours ?? DEFAULT_PREPARATION_HOURS;
  if (at.getTime() < rule.now.getTime() + prep * 60 * MINUTE) {
    const earliest = earliestPickup(rule.now, prep, rule.hours);
    return {
      ok: false,
      code: prep === 1 ? 'pickup_needs_an_hour' : 'pickup_needs_hours',
      params: {
        item: { code: rule.itemNoun === 'cake' ? 'noun_cake' : 'noun_hamper' },
        count: prep,
        slot: { when: { date: earliest.pickupDate, time: earliest.pickupTime } },
      },
    };
  }
  const cutoff = cutoffReason(outlet, slot.pickupDate, rule.now);
  if (cutoff) return { ok: false, ...cutoff };
  if (at.getTime() > rule.now.getTime() + MAX_PICKUP_DAYS_AHEAD * DAY_MINUTES * MINUTE) {
    return { ok: false, code: 'pickup_too_far_ahead', params: { days: MAX_PICKUP_DAYS_AHEAD } };
  }
  if (!isOpenAt(rule.hours, slot.pickupTime)) {
    return {
      ok: false,
      code: 'pickup_outside_hours',
      params: {
        outlet: rule.outletName,
        open: { when: { time: rule.hours.open } },
        close: { when: { time: rule.hours.close } },
      },
    };
  }
  return { ok: true, at };
}
