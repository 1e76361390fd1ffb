import {
  fromIndiaSlot,
  MAX_SLOT_CAPACITY,
  slotOf,
  unitsOf,
  type CartLine,
  type OpeningHours,
  type PickupSlots,
  type Store,
} from '@roast/domain';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import type { Refusal } from '../../../lib/refusals';

/**
 * What an outlet's day can still make: the times that can take an order's kitchen units, and the
 * ones that are full. The counts change with every checkout, so an answer is only kept briefly.
 */
export interface PickupSlotsAsk {
  store: string;
  /** 'YYYY-MM-DD', India time. */
  date: string;
  /** The kitchen units the pickup needs. */
  units: number;
  /** Hours the longest item takes to make: sooner times are left out. */
  prep?: number;
}

/** The server's answer, with the day it is about. */
export type DaySlots = PickupSlots & { date: string };

/** Every answer about pickup times, for a change that may have moved some. */
export const allPickupSlots = ['pickup-slots'] as const;

const MAX_PREP_HOURS = 168;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function pickupSlotsQuery({ store, date, units, prep }: PickupSlotsAsk) {
  const wholeUnits = clamp(Math.ceil(units), 1, MAX_SLOT_CAPACITY);
  const wholePrep = prep === undefined ? undefined : clamp(Math.ceil(prep), 0, MAX_PREP_HOURS);
  const search = new URLSearchParams({ store, date, units: String(wholeUnits) });
  if (wholePrep !== undefined) search.set('prep', String(wholePrep));
  return queryOptions({
    queryKey: [...allPickupSlots, store, date, wholeUnits, wholePrep ?? null] as const,
    queryFn: async (): Promise<DaySlots> => ({
      ...(await getJson<PickupSlots>(`/api/pickup-slots?${search.toString()}`)),
      date,
    }),
    staleTime: 15_000,
  });
}

/** A cart line's kitchen units: as the server counted them, or (a guest's line) by its size. */
export const unitsOfLine = (line: Pick<CartLine, 'itemType' | 'size' | 'quantity' | 'units'>) =>
  line.units ?? unitsOf(line, null);

/** The units the lines take in each slot of a day, by the slot's start. */
export function unitsBySlot(
  lines: readonly CartLine[],
  date: string,
  hours: OpeningHours,
  slotMinutes: number,
): Map<string, number> {
  const bySlot = new Map<string, number>();
  for (const line of lines) {
    if (line.pickupDate !== date) continue;
    const slot = slotOf(line.pickupTime, hours, slotMinutes);
    bySlot.set(slot, (bySlot.get(slot) ?? 0) + unitsOfLine(line));
  }
  return bySlot;
}

/** Whether a pickup on `date` at `time` is at least `prepHours` from now. */
export function readyBy(date: string, time: string, prepHours: number, now: Date): boolean {
  const at = fromIndiaSlot({ pickupDate: date, pickupTime: time });
  return at !== null && at.getTime() >= now.getTime() + prepHours * 60 * 60_000;
}

/**
 * How a line's pickup stands now: fine, on a day that takes none (and the server's reason, by its
 * code), or at a time it can no longer have.
 */
export type LinePickup =
  { kind: 'ok' } | { kind: 'closed'; reason: Refusal } | { kind: 'full' | 'late'; moveTo: string | null };

/** Why a day has no pickup time to offer, as the server said it: its code, details and words. */
export const dayReason = (answer: PickupSlots): Refusal | undefined =>
  answer.message === undefined
    ? undefined
    : {
        message: answer.message,
        ...(answer.code ? { code: answer.code } : {}),
        ...(answer.params ? { params: answer.params } : {}),
      };

interface SlotGroup {
  date: string;
  slot: string;
  units: number;
  lines: CartLine[];
}

/** The cart's lines by the slot they are picked up in, each with the units it takes there. */
function groupBySlot(lines: readonly CartLine[], store: Store): SlotGroup[] {
  const groups = new Map<string, SlotGroup>();
  for (const line of lines) {
    const slot = slotOf(line.pickupTime, store.hours, store.slotMinutes);
    const key = `${line.pickupDate} ${slot}`;
    const group = groups.get(key) ?? { date: line.pickupDate, slot, units: 0, lines: [] };
    group.units += unitsOfLine(line);
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Whether a line's slot still has room for the lines picked up with it (and time to make it); when
 * it has not, the next time of that day that can take it, else the day's first.
 */
export function checkLinePickup(
  line: CartLine,
  cart: readonly CartLine[],
  answer: PickupSlots,
  hours: OpeningHours,
  now: Date,
): LinePickup {
  const closed = answer.data.length === 0 ? dayReason(answer) : undefined;
  if (closed) return { kind: 'closed', reason: closed };
  const slot = slotOf(line.pickupTime, hours, answer.slotMinutes);
  const ready = readyBy(line.pickupDate, line.pickupTime, line.preparationTime, now);
  if (ready && answer.data.some((each) => each.time === slot)) return { kind: 'ok' };
  const others = unitsBySlot(
    cart.filter((other) => other !== line),
    line.pickupDate,
    hours,
    answer.slotMinutes,
  );
  const room = answer.data
    .filter(
      ({ time, free }) =>
        time !== slot &&
        readyBy(line.pickupDate, time, line.preparationTime, now) &&
        free >= unitsOfLine(line) + (others.get(time) ?? 0),
    )
    .map(({ time }) => time);
  return {
    kind: ready ? 'full' : 'late',
    moveTo: room.find((time) => time > slot) ?? room[0] ?? null,
  };
}

const lineKey = (line: Pick<CartLine, 'itemId' | 'size'>) => `${line.itemId}:${line.size}`;

/**
 * How each line's pickup stands, asked of the server once for each slot the cart uses, with the
 * units of every line in it. Lines whose answer has not come yet are not in the map.
 */
export function useCartPickups(lines: readonly CartLine[], store: Store | undefined) {
  const groups = store ? groupBySlot(lines, store) : [];
  // Slots of a day with the same units need one answer between them.
  const asks = [...new Set(groups.map((group) => `${group.date} ${group.units}`))];
  const answers = useQueries({
    queries: asks.map((ask) => {
      const [date = '', units = '1'] = ask.split(' ');
      return pickupSlotsQuery({ store: store?._id ?? '', date, units: Number(units) });
    }),
  });
  const now = new Date();
  const pickups = new Map<string, LinePickup>();
  groups.forEach((group) => {
    const answer = answers[asks.indexOf(`${group.date} ${group.units}`)]?.data;
    if (!answer || !store) return;
    for (const line of group.lines) pickups.set(lineKey(line), checkLinePickup(line, lines, answer, store.hours, now));
  });
  return (line: Pick<CartLine, 'itemId' | 'size'>) => pickups.get(lineKey(line));
}
