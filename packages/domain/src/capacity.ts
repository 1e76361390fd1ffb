import { parseSize } from './sizes';
import { formatDate, formatTime12, toIndiaSlot, type OpeningHours } from './india-time';
import type { RefusalCode, RefusalParams, WhenParam } from './refusals';

/**
 * Pickup capacity: an outlet's day is cut into slots (15 minutes unless set) from its opening
 * time, and each slot takes at most `slotCapacity` kitchen units. A cake weighs its units per kg
 * times its kilograms (750 g counts as one kilogram), a hamper its units; both default to 1.
 */
export const DEFAULT_SLOT_MINUTES = 15;
export const SLOT_MINUTES = [15, 30, 60] as const;
export const DEFAULT_SLOT_CAPACITY = 20;
export const MAX_SLOT_CAPACITY = 200;
export const MAX_CAPACITY_UNITS = 20;
/** How long 'busy' pauses online orders at an outlet; null pauses it until someone reopens it. */
export const PAUSE_MINUTES = [15, 30, 60] as const;

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The starts of an outlet's slots in a day, from opening until the last that starts before closing. */
export function slotTimes(hours: OpeningHours, slotMinutes: number): string[] {
  const times: string[] = [];
  for (let at = minutesOf(hours.open); at < minutesOf(hours.close); at += slotMinutes) times.push(timeOf(at));
  return times;
}

/** The start of the slot a pickup time falls in (a time before opening counts in the first slot). */
export function slotOf(time: string, hours: OpeningHours, slotMinutes: number): string {
  const open = minutesOf(hours.open);
  const offset = Math.max(0, minutesOf(time) - open);
  return timeOf(open + Math.floor(offset / slotMinutes) * slotMinutes);
}

/** The kitchen units of a cart line: a cake by its kilograms, a hamper by the piece. */
export function unitsOf(
  line: { itemType: 'cake' | 'other'; size: string; quantity: number },
  capacityUnits: number | null | undefined,
): number {
  const each = capacityUnits ?? 1;
  if (line.itemType !== 'cake') return each * line.quantity;
  const size = parseSize(line.size);
  const kg = size?.kind === 'kg' ? size.kg : 1;
  return each * kg * line.quantity;
}

/** What decides whether an outlet takes orders for a day, apart from its slots' load. */
export interface OutletDay {
  outletName: string;
  hours: OpeningHours;
  closedDates: readonly string[];
  /** Why a closed date is closed ('Diwali'), by date. */
  closedReasons?: Readonly<Record<string, string>>;
  takingOrders: boolean;
  /** While paused, until this instant (ISO) no online orders are taken. */
  pausedUntil: string | null;
  /** 'HH:mm': after this time (India), no more pickups today. */
  sameDayCutoff: string | null;
}

/** When a pause ends, as a customer reads it: '3:45 PM', or '27 Nov, 9:00 AM' on another day. */
export function reopensAt(pausedUntil: string, now: Date): string {
  const until = toIndiaSlot(new Date(pausedUntil));
  const today = toIndiaSlot(now).pickupDate;
  const time = formatTime12(until.pickupTime);
  return until.pickupDate === today ? time : `${formatDate(until.pickupDate)}, ${time}`;
}

/** When a pause ends, as a refusal's detail: the time, with the date when it is another day. */
export function reopensWhen(pausedUntil: string, now: Date): WhenParam {
  const until = toIndiaSlot(new Date(pausedUntil));
  const today = toIndiaSlot(now).pickupDate;
  return {
    when:
      until.pickupDate === today
        ? { time: until.pickupTime }
        : { date: until.pickupDate, time: until.pickupTime, year: true },
  };
}

/** A reason a pickup cannot be, by its refusal code, with the details its text names. */
export interface PickupRefusal {
  code: RefusalCode;
  params?: RefusalParams;
}

/** Why the outlet takes no online orders at all just now, or null when it does. */
export function pausedReason(outlet: OutletDay, now: Date): PickupRefusal | null {
  if (!outlet.takingOrders) return { code: 'outlet_not_taking_orders', params: { outlet: outlet.outletName } };
  if (outlet.pausedUntil && new Date(outlet.pausedUntil).getTime() > now.getTime()) {
    return { code: 'outlet_busy', params: { outlet: outlet.outletName, time: reopensWhen(outlet.pausedUntil, now) } };
  }
  return null;
}

/** Why a date is one of the outlet's closed days ('Closed for Diwali. …'), or null. */
export function closedDateReason(
  outlet: Pick<OutletDay, 'outletName' | 'closedDates' | 'closedReasons'>,
  date: string,
): PickupRefusal | null {
  if (!outlet.closedDates.includes(date)) return null;
  const why = outlet.closedReasons?.[date];
  const details = { outlet: outlet.outletName, date: { when: { date, year: true } } };
  return why
    ? { code: 'outlet_closed_for', params: { ...details, reason: why } }
    : { code: 'outlet_closed_on', params: details };
}

/** Why today takes no more pickups once the same-day cutoff has passed, or null. */
export function cutoffReason(outlet: Pick<OutletDay, 'sameDayCutoff'>, date: string, now: Date): PickupRefusal | null {
  const today = toIndiaSlot(now);
  if (date !== today.pickupDate || !outlet.sameDayCutoff || today.pickupTime < outlet.sameDayCutoff) return null;
  return { code: 'orders_closed_today', params: { time: { when: { time: outlet.sameDayCutoff } } } };
}

/** Why a day takes no pickups at the outlet (paused, closed, passed, past the cutoff), or null. */
export function closedDayReason(outlet: OutletDay, date: string, now: Date): PickupRefusal | null {
  return (
    pausedReason(outlet, now) ??
    closedDateReason(outlet, date) ??
    (date < toIndiaSlot(now).pickupDate ? { code: 'day_passed' } : null) ??
    cutoffReason(outlet, date, now)
  );
}
