import {
  closedDayReason,
  fromIndiaSlot,
  refusalText,
  slotTimes,
  type PickupRefusal,
  type PickupSlots,
  type Store,
} from '@roast/domain';
import { outlets } from './catalog';
import type { ApiCall, ApiRoute } from './network';

/**
 * GET /api/pickup-slots as the server answers it, for the test outlets: every slot of the day
 * from now plus `prep` hours, split into those that can take the units asked for and the full
 * ones, or why the day takes no pickups. A test says what its orders have taken already.
 */
export interface SlotBook {
  /** Units already taken, by date and slot start: { '2026-03-12': { '12:00': 20 } }. */
  taken?: Record<string, Record<string, number>>;
  /** The outlets as the server has them now (closed dates, a pause), when not the catalog's. */
  stores?: Store[];
}

const HOUR = 60 * 60_000;

export function pickupSlotsAnswer(
  query: { store: string; date: string; units: number; prep: number },
  book: SlotBook = {},
): PickupSlots {
  const store = (book.stores ?? outlets).find((outlet) => outlet._id === query.store);
  if (!store) throw new Error(`No test outlet ${query.store}`);
  const now = new Date();
  // The reason as the server answers it: its code and details, and its English words.
  const why = ({ code, params }: PickupRefusal) => ({
    code,
    ...(params ? { params } : {}),
    message: refusalText(code, 'en', params)!,
  });
  const none = (reason: PickupRefusal): PickupSlots => ({
    success: true,
    data: [],
    full: [],
    slotMinutes: store.slotMinutes,
    ...why(reason),
  });
  const closed = closedDayReason(store, query.date, now);
  if (closed) return none(closed);
  const taken = book.taken?.[query.date] ?? {};
  const data: PickupSlots['data'] = [];
  const full: string[] = [];
  for (const time of slotTimes(store.hours, store.slotMinutes)) {
    const at = fromIndiaSlot({ pickupDate: query.date, pickupTime: time });
    if (!at || at.getTime() < now.getTime() + query.prep * HOUR) continue;
    const free = Math.max(0, store.slotCapacity - (taken[time] ?? 0));
    if (free >= query.units) data.push({ time, free });
    else full.push(time);
  }
  const answer: PickupSlots = { success: true, data, full, slotMinutes: store.slotMinutes };
  if (data.length > 0) return answer;
  return { ...answer, ...why({ code: full.length > 0 ? 'day_all_taken' : 'day_none_left' }) };
}

/** The query of a call to /api/pickup-slots. */
export function pickupSlotsAsked(call: Pick<ApiCall, 'path'>) {
  const search = new URL(call.path, 'http://localhost').searchParams;
  return {
    store: search.get('store') ?? '',
    date: search.get('date') ?? '',
    units: Number(search.get('units') ?? 1),
    prep: Number(search.get('prep') ?? 0),
  };
}

/** A route for serveApi: 'GET /api/pickup-slots': pickupSlotsRoute({ taken: … }). */
export const pickupSlotsRoute =
  (book: SlotBook = {}): ApiRoute =>
  (call) => ({ body: pickupSlotsAnswer(pickupSlotsAsked(call), book) });

/** The calls a test made to /api/pickup-slots, as their queries. */
export const pickupSlotsCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.path.startsWith('/api/pickup-slots?')).map(pickupSlotsAsked);
