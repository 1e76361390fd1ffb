/**
 * Dates and wall-clock times in India (Asia/Kolkata, UTC+05:30, no daylight saving), whatever zone
 * the server or the browser runs in, and how a person reads them. Pickup rules and capacity both
 * build on these.
 */

const INDIA_OFFSET_MINUTES = 330;

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

export const MINUTE = 60_000;
export const DAY_MINUTES = 24 * 60;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number) => String(value).padStart(2, '0');

export function minutesOfDay(time: string): number | null {
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
