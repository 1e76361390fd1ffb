import {
  earliestPickup,
  MAX_PICKUP_DAYS_AHEAD,
  slotOf,
  toIndiaSlot,
  unitsOf,
  type ItemType,
  type OpeningHours,
  type PickupSlot,
  type Store,
} from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogQueries } from '../../../lib/catalog';
import { useRefusalWords } from '../../../lib/refusals';
import { useCart } from '../api/cart';
import { sameLine } from '../api/cart-lines';
import { dayReason, pickupSlotsQuery, unitsBySlot } from '../api/pickup-slots';

const ALL_DAY: OpeningHours = { open: '00:00', close: '24:00' };
const DAY_MS = 24 * 60 * 60_000;
/**
 * The suggested slot is the earliest one counted from a quarter of an hour from now, so it is still
 * good when the customer logs in or pays a few minutes later (the server checks it again then).
 */
const GRACE_MS = 15 * 60_000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** What is being added, as the kitchen counts it. */
export interface ItemWeight {
  itemType: ItemType;
  itemId: string;
  size: string;
  /** Kitchen units per kilogram (a cake) or per piece (a hamper); null or absent is 1. */
  capacityUnits?: number | null;
}

/** A time of the outlet's day, and whether it can still take this item with the cart's others then. */
export interface TimeChoice {
  time: string;
  free: boolean;
}

interface PickupChoiceOptions {
  item: ItemWeight;
  /** The outlets that make the item, by name (the catalog's storeSelect). */
  storeNames: readonly string[];
  preparationHours: number;
  /** While it is being added, the cart's change is this item's own: the times are not asked again. */
  adding: boolean;
}

/**
 * The outlet, date and time a pickup is being chosen at. The time starts at the earliest pickup the
 * outlet can make, and the times the outlet's day can still make (with the cart's other lines at
 * that outlet in the same slots) are fetched for the chosen day, the full ones marked.
 */
export function usePickupChoice({ item, storeNames, preparationHours, adding }: PickupChoiceOptions) {
  const { data: stores, isError: storesFailed } = useQuery(catalogQueries.stores());
  const { lines: cart } = useCart();
  const available = stores?.filter((store) => storeNames.includes(store.outletName)) ?? [];
  // The form mounts when someone opens the dialog, so this is the browser's clock.
  const [openedAt] = useState(() => new Date());
  const [storeId, setStoreId] = useState('');
  const [edited, setEdited] = useState<PickupSlot | null>(null);
  const { t } = useTranslation('cart');
  const refusalWords = useRefusalWords();

  const chosen: Store | undefined =
    available.find((store) => store._id === storeId) ?? (available.length === 1 ? available[0] : undefined);
  const hours = chosen?.hours ?? available[0]?.hours ?? ALL_DAY;

  // The cart's lines at this outlet: this item's own line (the add joins it) and the others, whose
  // units share a slot with it and whose preparation the whole pickup waits for.
  const atOutlet = chosen ? cart.filter((line) => line.store === chosen._id) : [];
  const own = atOutlet.find((line) => sameLine(line, item));
  const others = atOutlet.filter((line) => line !== own);
  const units = unitsOf({ ...item, quantity: (own?.quantity ?? 0) + 1 }, item.capacityUnits);
  const longestPrep = Math.max(preparationHours, ...others.map((line) => line.preparationTime));

  const earliest = earliestPickup(openedAt, longestPrep, hours);
  const suggested = earliestPickup(new Date(openedAt.getTime() + GRACE_MS), longestPrep, hours);
  const today = toIndiaSlot(openedAt).pickupDate;
  const lastDay = toIndiaSlot(new Date(openedAt.getTime() + MAX_PICKUP_DAYS_AHEAD * DAY_MS)).pickupDate;

  const date = (edited ?? suggested).pickupDate;
  const asking = Boolean(chosen) && isDay(date) && date >= today && date <= lastDay;
  const slots = useQuery({
    ...pickupSlotsQuery({ store: chosen?._id ?? '', date, units, prep: longestPrep }),
    enabled: asking && !adding,
    // Another day at the same outlet: its times stay up, dimmed, until the new day's arrive.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === chosen?._id ? previous : undefined),
  });
  // Shown while another day is checked (dimmed, not to be picked), or the day asked about.
  const answer = asking ? slots.data : undefined;
  const fresh = asking && answer !== undefined && !slots.isPlaceholderData;
  const slotMinutes = answer?.slotMinutes ?? chosen?.slotMinutes ?? 15;
  const taken = answer ? unitsBySlot(others, answer.date, hours, slotMinutes) : new Map<string, number>();
  const times: TimeChoice[] =
    answer && !answer.message
      ? [
          ...answer.data.map(({ time, free }) => ({ time, free: free >= units + (taken.get(time) ?? 0) })),
          ...answer.full.map((time) => ({ time, free: false })),
        ].sort((a, b) => a.time.localeCompare(b.time))
      : [];
  // The server's reason for a day without times, in the page's words for its code.
  const dayMessage =
    (answer && refusalWords(dayReason(answer))) ??
    (answer && !times.some((choice) => choice.free) ? t('dialog.everyTimeTaken') : undefined);

  // Until the customer picks a time, the suggestion moves to the first free time from it.
  let slot = edited ?? suggested;
  if (!edited && fresh && !dayMessage) {
    const from = slotOf(suggested.pickupTime, hours, slotMinutes);
    const free = times.filter((choice) => choice.free);
    if (!free.some((choice) => choice.time === from)) {
      const next = free.find((choice) => choice.time > from) ?? free[0];
      if (next) slot = { ...suggested, pickupTime: next.time };
    }
  }
  const chosenSlot = slotOf(slot.pickupTime, hours, slotMinutes);
  const chosenFull = fresh && times.some((choice) => choice.time === chosenSlot && !choice.free);

  return {
    /** Every outlet, once fetched; whether fetching them failed. */
    stores,
    storesFailed,
    /** The outlets that make the item. */
    available,
    /** The outlet chosen, or the only one that makes it. */
    chosen,
    chooseStore: setStoreId,
    /** The pickup as it stands: the customer's, or the suggestion. */
    slot,
    edit: (change: Partial<PickupSlot>) => setEdited({ ...slot, ...change }),
    earliest,
    today,
    lastDay,
    /** Whether the outlet's times are asked for the chosen day. */
    asking,
    answer,
    /** Whether the times shown are the chosen day's own, not the previous day's kept up meanwhile. */
    fresh,
    timesFailed: slots.isError,
    times,
    /** Why the chosen day takes no pickup, when it takes none. */
    dayMessage,
    /** The slot the chosen time falls in, and whether it is full. */
    chosenSlot,
    chosenFull,
  };
}

export type PickupChoice = ReturnType<typeof usePickupChoice>;
