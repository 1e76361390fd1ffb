import { addDays, formatDate, formatSlot, formatTime12, toIndiaSlot } from '@roast/domain';

/*
 * The board's days are India dates ('YYYY-MM-DD'), whatever zone the tablet is set to.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function noonUtc(date: string): Date | null {
  const match = DATE.exec(date);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
}

export const isDate = (value: string | null): value is string => value !== null && noonUtc(value) !== null;

/** Today's date in India. */
export const indiaToday = (now: Date = new Date()) => toIndiaSlot(now).pickupDate;

/** '2026-11-27' → 'Friday, 27 Nov'. */
export function dayLong(date: string): string {
  const at = noonUtc(date);
  if (!at) return date;
  return `${WEEKDAYS[at.getUTCDay()]}, ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`;
}

/** 'Today', 'Tomorrow', 'Yesterday', or the weekday and date. */
export function relativeDay(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  if (date === addDays(today, -1)) return 'Yesterday';
  return dayLong(date);
}

/** A pickup as a person says it: '4:30 PM' today, 'tomorrow, 4:30 PM', or '27 Nov, 4:30 PM'. */
export function pickupWords(pickupDate: string, pickupTime: string, today: string): string {
  if (pickupDate === today) return formatTime12(pickupTime);
  if (pickupDate === addDays(today, 1)) return `tomorrow, ${formatTime12(pickupTime)}`;
  return formatSlot({ pickupDate, pickupTime });
}

/** An instant (ISO) as India's date and time: '27 Nov, 4:02 PM'. */
export function indiaMoment(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return formatSlot(toIndiaSlot(at));
}

/** An instant (ISO) as India's date with its year, and time: '27 Nov 2026, 4:02 PM'. */
export function indiaDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const slot = toIndiaSlot(at);
  return `${formatDate(slot.pickupDate)}, ${formatTime12(slot.pickupTime)}`;
}
