/**
 * Pickup times are dates and wall-clock times in India (Asia/Kolkata, UTC+05:30, no daylight
 * saving), whatever zone the server or the browser runs in. The browser and the server apply the
 * same rule, so nobody is offered a time the server would refuse.
 */
import { closedDateReason, cutoffReason, pausedReason } from './capacity';

const INDIA_OFFSET_MINUTES = 330;
export const DEFAULT_PREPARATION_HOURS = 24;
export const MAX_PICKUP_DAYS_AHEAD = 60;
const PICKUP_STEP_MINUTES = 15;

export interface OpeningHours {
  /** 'HH:mm', India time. */
  open: string;
  /** 'HH:mm', India time; '24:00' means open until midnight. */
  close: string;
}

export interface PickupSlot {
  /** 'YYYY-MM-DD', India time. */
  pickupDate: string;
  /** 'HH:mm', 24-hour, India time. */
  pickupTime: string;
}

export type PickupCheck = { ok: true; at: Date } | { ok: false; message: string };

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number) => String(value).padStart(2, '0');

function minutesOfDay(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return hours * 60 + minutes;
}

/** The India date and time of an instant. */
export function toIndiaSlot(instant: Date): PickupSlot {
  const shifted = new Date(instant.getTime() + INDIA_OFFSET_MINUTES * MINUTE);
  return {
    pickupDate: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    pickupTime: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

/** The instant of an India date and time, or null when either is not a real date or time. */
export function fromIndiaSlot(slot: PickupSlot): Date | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(slot.pickupDate);
  const minutes = minutesOfDay(slot.pickupTime);
  if (!date || minutes === null || minutes >= DAY_MINUTES) return null;
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const utcMidnight = Date.UTC(year, month - 1, day);
  const check = new Date(utcMidnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return new Date(utcMidnight + (minutes - INDIA_OFFSET_MINUTES) * MINUTE);
}

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
  /** What is being picked up, as the message names it: 'cake', 'hamper'. */
  itemNoun: string;
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
  if (paused) return { ok: false, message: paused };
  const at = fromIndiaSlot(slot);
  if (!at) return { ok: false, message: 'Choose a valid pickup date and time.' };
  const closed = closedDateReason(outlet, slot.pickupDate);
  if (closed) return { ok: false, message: closed };
  const prep = rule.preparationHours ?? DEFAULT_PREPARATION_HOURS;
  if (at.getTime() < rule.now.getTime() + prep * 60 * MINUTE) {
    const earliest = earliestPickup(rule.now, prep, rule.hours);
    return {
      ok: false,
      message: `This ${rule.itemNoun} needs ${prep} ${prep === 1 ? 'hour' : 'hours'}; the earliest pickup is ${formatSlot(earliest)}`,
    };
  }
  const cutoff = cutoffReason(outlet, slot.pickupDate, rule.now);
  if (cutoff) return { ok: false, message: cutoff };
  if (at.getTime() > rule.now.getTime() + MAX_PICKUP_DAYS_AHEAD * DAY_MINUTES * MINUTE) {
    return { ok: false, message: `Pickups can be booked up to ${MAX_PICKUP_DAYS_AHEAD} days ahead.` };
  }
  if (!isOpenAt(rule.hours, slot.pickupTime)) {
    return {
      ok: false,
      message: `${rule.outletName} is open from ${formatTime12(rule.hours.open)} to ${formatTime12(rule.hours.close)}; choose a pickup time in those hours.`,
    };
  }
  return { ok: true, at };
}

/** '13:30' → '1:30 PM'; '24:00' → '12:00 AM'. */
export function formatTime12(time: string): string {
  const minutes = minutesOfDay(time);
  if (minutes === null) return time;
  const hours24 = Math.floor(minutes / 60) % 24;
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${pad(minutes % 60)} ${suffix}`;
}

/** '2026-11-27' → '27 Nov 2026'. */
export function formatDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? ''} ${match[1]}`;
}

/** '27 Nov, 11:30 AM', as a pickup reads in a sentence. */
export function formatSlot(slot: PickupSlot): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(slot.pickupDate);
  const day = match ? `${Number(match[2])} ${MONTHS[Number(match[1]) - 1] ?? ''}` : slot.pickupDate;
  return `${day}, ${formatTime12(slot.pickupTime)}`;
}

/** The India date `days` after another ('YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  const at = fromIndiaSlot({ pickupDate: date, pickupTime: '12:00' });
  if (!at) return date;
  return toIndiaSlot(new Date(at.getTime() + days * DAY_MINUTES * MINUTE)).pickupDate;
}
