import {
  checkPickup,
  DEFAULT_PREPARATION_HOURS,
  earliestPickup,
  MAX_NOTE_LENGTH,
  MAX_PICKUP_DAYS_AHEAD,
  sizeLabel,
  slotOf,
  toIndiaSlot,
  unitsOf,
  type Cake,
  type ItemType,
  type Offer,
  type OpeningHours,
  type PickupSlot,
  type Store,
} from '@roast/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { catalogQueries } from '../../../lib/catalog';
import { useCatalogText } from '../../../i18n/catalog-text';
import { useFormat } from '../../../i18n/format';
import { isOpenAllDay } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCart, useCartActions } from '../api/cart';
import { sameLine } from '../api/cart-lines';
import { allPickupSlots, pickupSlotsQuery, unitsBySlot } from '../api/pickup-slots';
import styles from './add-to-cart-dialog.module.css';

const ALL_DAY: OpeningHours = { open: '00:00', close: '24:00' };
const DAY_MS = 24 * 60 * 60_000;
/**
 * The suggested slot is the earliest one counted from a quarter of an hour from now, so it is still
 * good when the customer logs in or pays a few minutes later (the server checks it again then).
 */
const GRACE_MS = 15 * 60_000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

interface Pickup extends PickupSlot {
  store: string;
  note: string;
}

/** What is being added, as the kitchen counts it. */
interface ItemWeight {
  itemType: ItemType;
  itemId: string;
  size: string;
  /** Kitchen units per kilogram (a cake) or per piece (a hamper); null or absent is 1. */
  capacityUnits?: number | null;
}

interface PickupFormProps {
  itemNoun: 'cake' | 'hamper';
  item: ItemWeight;
  /** The outlets that make the item, by name (the catalog's storeSelect). */
  storeNames: readonly string[];
  preparationHours: number;
  /** What is being added, in a line: name, size, price. */
  summary: ReactNode;
  confirmLabel: string;
  noStoreMessage: string;
  onConfirm: (pickup: Pickup) => Promise<boolean>;
}

/** A time of the outlet's day, and whether it can still take this item with the cart's others then. */
interface TimeChoice {
  time: string;
  free: boolean;
}

/**
 * Outlet, date, time and a note for the kitchen. The time starts at the earliest pickup the outlet
 * can make, the times the outlet's day can still make are offered under it (the full ones marked),
 * and a time it cannot make is refused here, with the server's own words, before any call.
 */
function PickupForm({
  itemNoun,
  item,
  storeNames,
  preparationHours,
  summary,
  confirmLabel,
  noStoreMessage,
  onConfirm,
}: PickupFormProps) {
  const client = useQueryClient();
  const { data: stores, isError } = useQuery(catalogQueries.stores());
  const { lines: cart } = useCart();
  const available = stores?.filter((store) => storeNames.includes(store.outletName)) ?? [];
  // The form mounts when someone opens the dialog, so this is the browser's clock.
  const [openedAt] = useState(() => new Date());
  const [storeId, setStoreId] = useState('');
  const [edited, setEdited] = useState<PickupSlot | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ store?: string; pickup?: string }>({});
  const [busy, setBusy] = useState(false);
  const storeRef = useRef<HTMLSelectElement>(null);
  const { t } = useTranslation('cart');
  const format = useFormat();
  const text = useCatalogText();

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
    // Once it is being added, the cart's change is this item's own: nothing more to ask.
    enabled: asking && !busy,
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
  const dayMessage =
    answer?.message ?? (answer && !times.some((choice) => choice.free) ? t('dialog.everyTimeTaken') : undefined);

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

  const edit = (change: Partial<PickupSlot>) => {
    setEdited({ ...slot, ...change });
    setErrors((current) => ({ ...current, pickup: undefined }));
  };

  /** The domain's reason a pickup cannot be, in the page's language where we know its words. */
  const pickupProblem = (message: string, now: Date, outlet: Store): string => {
    if (message === 'Choose a valid pickup date and time.') return t('dialog.invalidSlot');
    if (/^This \S+ needs \d+ hours?; the earliest pickup is /.test(message)) {
      const slot = format.slot(earliestPickup(now, preparationHours, outlet.hours));
      return t(itemNoun === 'cake' ? 'dialog.needsHoursCake' : 'dialog.needsHoursHamper', {
        count: preparationHours,
        slot,
      });
    }
    if (message.startsWith('Pickups can be booked up to ')) {
      return t('dialog.tooFarAhead', { count: MAX_PICKUP_DAYS_AHEAD });
    }
    if (message.endsWith('choose a pickup time in those hours.')) {
      return t('dialog.outsideHours', {
        outlet: text(outlet, 'outletName'),
        open: format.time(outlet.hours.open),
        close: format.time(outlet.hours.close),
      });
    }
    return message;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setErrors({ store: noStoreMessage });
      storeRef.current?.focus();
      return;
    }
    const now = new Date();
    const check = checkPickup(slot, {
      now,
      preparationHours,
      hours: chosen.hours,
      outletName: chosen.outletName,
      itemNoun,
      closedDates: chosen.closedDates,
      closedReasons: chosen.closedReasons,
      takingOrders: chosen.takingOrders,
      pausedUntil: chosen.pausedUntil,
      sameDayCutoff: chosen.sameDayCutoff,
    });
    if (!check.ok) {
      setErrors({ pickup: pickupProblem(check.message, now, chosen) });
      return;
    }
    if (fresh && dayMessage) {
      setErrors({ pickup: dayMessage });
      return;
    }
    if (chosenFull) {
      setErrors({
        pickup: t('dialog.slotFull', {
          time: format.time(chosenSlot),
          date: format.date(slot.pickupDate),
          outlet: text(chosen, 'outletName'),
        }),
      });
      return;
    }
    setErrors({});
    setBusy(true);
    const added = await onConfirm({ ...slot, store: chosen._id, note: note.trim() });
    if (!added) {
      setBusy(false);
      // A slot may have filled since: the times show how things stand now.
      void client.invalidateQueries({ queryKey: allPickupSlots });
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.summary}>{summary}</div>
      <p className={styles.lead}>{t('dialog.lead')}</p>

      <Field label={t('dialog.pickupAt')} error={errors.store}>
        <select
          ref={storeRef}
          value={chosen?._id ?? ''}
          onChange={(event) => {
            setStoreId(event.target.value);
            setErrors({});
          }}
          disabled={!stores}
        >
          <option value="">
            {stores ? t('dialog.chooseOutlet') : isError ? t('dialog.outletsFailed') : t('dialog.loadingOutlets')}
          </option>
          {available.map((store) => (
            <option key={store._id} value={store._id}>
              {text(store, 'outletName')}
              {store.locality ? `, ${text(store, 'locality')}` : ''}
            </option>
          ))}
        </select>
      </Field>

      <div className={styles.when}>
        <Field label={t('dialog.pickupDate')}>
          <input
            type="date"
            value={slot.pickupDate}
            min={today}
            max={lastDay}
            required
            onChange={(event) => edit({ pickupDate: event.target.value })}
          />
        </Field>
        <Field label={t('dialog.pickupTime')}>
          <input
            type="time"
            value={slot.pickupTime}
            step={900}
            required
            onChange={(event) => edit({ pickupTime: event.target.value })}
          />
        </Field>
      </div>
      <TimeChoices
        state={
          !chosen
            ? { kind: 'note', text: t('dialog.outletFirst') }
            : !asking
              ? { kind: 'note', text: t('dialog.dateFirst') }
              : answer && dayMessage
                ? { kind: 'closed', text: dayMessage, stale: !fresh }
                : answer
                  ? { kind: 'times', date: answer.date, times, chosen: chosenSlot, chosenFull, stale: !fresh }
                  : slots.isError
                    ? { kind: 'note', text: t('dialog.timesFailed') }
                    : { kind: 'loading' }
        }
        onChoose={(time) => edit({ pickupTime: time })}
      />
      <p className={styles.hint}>
        <Clock aria-hidden="true" size={18} />
        <span>
          {t('dialog.earliest')} <strong>{format.slot(earliest)}</strong>
          {'.'}
          {chosen ? (
            <>
              <br />
              {isOpenAllDay(chosen.hours)
                ? t('dialog.openAllDayAt', { outlet: text(chosen, 'outletName') })
                : t('dialog.openAt', {
                    open: format.time(chosen.hours.open),
                    close: format.time(chosen.hours.close),
                    outlet: text(chosen, 'outletName'),
                  })}
            </>
          ) : null}
        </span>
      </p>
      {errors.pickup ? (
        <p role="alert" className={styles.error}>
          {errors.pickup}
        </p>
      ) : null}

      <Field label={t('dialog.note')} hint={t('dialog.noteHint')}>
        <textarea value={note} maxLength={MAX_NOTE_LENGTH} rows={3} onChange={(event) => setNote(event.target.value)} />
      </Field>

      <Button type="submit" block disabled={busy}>
        {busy ? t('dialog.adding') : confirmLabel}
      </Button>
    </form>
  );
}

type TimesState =
  | { kind: 'note'; text: string }
  | { kind: 'loading' }
  | { kind: 'closed'; text: string; stale: boolean }
  | { kind: 'times'; date: string; times: TimeChoice[]; chosen: string; chosenFull: boolean; stale: boolean };

/**
 * The outlet's times on the chosen day, as buttons under the time: the free ones to pick, the full
 * ones greyed out and marked Full. A day that takes no pickups says why instead.
 */
function TimeChoices({ state, onChoose }: { state: TimesState; onChoose: (time: string) => void }) {
  const name = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const chosen = state.kind === 'times' ? state.chosen : null;
  const date = state.kind === 'times' ? state.date : null;
  const { t } = useTranslation('cart');
  const format = useFormat();

  // The chosen time stays in sight in its scrolling box (the dialog itself does not move).
  useEffect(() => {
    const box = scroller.current;
    const checked = box?.querySelector<HTMLElement>('input:checked')?.closest('label');
    if (!box || !checked) return;
    const top = checked.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    if (top < box.scrollTop || top + checked.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - checked.offsetHeight);
    }
  }, [chosen, date]);

  if (state.kind === 'note') {
    return (
      <div className={styles.times}>
        <p className={styles.timesNote}>{state.text}</p>
      </div>
    );
  }
  if (state.kind === 'loading') {
    return (
      <div className={styles.times} aria-busy="true">
        <p className={styles.timesNote}>{t('dialog.checkingTimes')}</p>
        <div className={styles.timeGrid} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <span key={index} className={`${styles.time} ${styles.timePlaceholder}`} />
          ))}
        </div>
      </div>
    );
  }
  if (state.kind === 'closed') {
    return (
      <p role="status" className={`${styles.times} ${styles.dayClosed}`} aria-busy={state.stale || undefined}>
        {state.text}
      </p>
    );
  }
  const anyFull = state.times.some((choice) => !choice.free);
  return (
    <fieldset className={styles.times} disabled={state.stale} aria-busy={state.stale || undefined}>
      <legend className={styles.timesLegend}>
        {t('dialog.timesOn', { date: format.date(state.date) })}
        {state.stale ? <span className={styles.timesNote}>{t('dialog.checking')}</span> : null}
      </legend>
      <div ref={scroller} className={styles.timeGrid}>
        {state.times.map((choice) => (
          <label key={choice.time} className={styles.time} data-full={!choice.free || undefined}>
            <input
              type="radio"
              name={name}
              value={choice.time}
              checked={choice.time === state.chosen}
              disabled={!choice.free}
              onChange={() => onChoose(choice.time)}
            />
            <span className="tabular">{format.time(choice.time)}</span>
            {choice.free ? null : (
              <>
                {' '}
                <span className={styles.fullMark}>{t('dialog.full')}</span>
              </>
            )}
          </label>
        ))}
      </div>
      {state.chosenFull ? (
        <p className={styles.timesWarning}>{t('dialog.chosenFull', { time: format.time(state.chosen) })}</p>
      ) : anyFull ? (
        <p className={styles.timesNote}>{t('dialog.someFull')}</p>
      ) : null}
    </fieldset>
  );
}

function Summary({ name, details, price }: { name: string; details: string[]; price: number }) {
  const format = useFormat();
  return (
    <>
      <p className={styles.itemName}>{name}</p>
      <p className={styles.itemDetails}>
        {details.filter(Boolean).map((detail) => (
          <span key={detail}>{detail}</span>
        ))}
        <span className="tabular">{format.rupees(price)}</span>
      </p>
    </>
  );
}

interface CakeCartDialogProps {
  open: boolean;
  onClose: () => void;
  cake: Pick<Cake, '_id' | 'name' | 'img' | 'preparationTime' | 'storeSelect' | 'capacityUnits'>;
  /** The size and egg choice made on the cake's page. */
  choice: { size: string; isveg: 'EGG' | 'EGGLESS' };
  /** Rupees for one in the chosen size. */
  price: number;
}

/** The cake's add-to-cart modal: 'Pickup at', date, time, note, then on to the cart. */
function CakeCartDialog({ open, onClose, cake, choice, price }: CakeCartDialogProps) {
  const navigate = useNavigate();
  const { add } = useCartActions();
  const { t } = useTranslation('cart');
  return (
    <Dialog open={open} onClose={onClose} title={t('dialog.title')} width={500}>
      <PickupForm
        itemNoun="cake"
        item={{ itemType: 'cake', itemId: cake._id, size: choice.size, capacityUnits: cake.capacityUnits }}
        storeNames={cake.storeSelect}
        preparationHours={cake.preparationTime || DEFAULT_PREPARATION_HOURS}
        summary={
          <Summary
            name={cake.name}
            details={[sizeLabel(choice.size), choice.isveg === 'EGGLESS' ? t('dialog.eggless') : t('dialog.withEgg')]}
            price={price}
          />
        }
        confirmLabel={t('dialog.proceedToCart')}
        noStoreMessage={t('dialog.noStoreCake')}
        onConfirm={async (pickup) => {
          const added = await add(
            { itemType: 'cake', itemId: cake._id, size: choice.size, isveg: choice.isveg, quantity: 1, ...pickup },
            {
              name: cake.name,
              img: cake.img,
              price,
              preparationTime: cake.preparationTime || DEFAULT_PREPARATION_HOURS,
            },
          );
          if (added) {
            onClose();
            void navigate(paths.cart);
          }
          return added;
        }}
      />
    </Dialog>
  );
}

interface HamperCartDialogProps {
  open: boolean;
  onClose: () => void;
  hamper: Pick<Offer, '_id' | 'name' | 'img' | 'price' | 'preparationTime' | 'storeSelect' | 'capacityUnits'>;
}

/** The hamper's add-to-cart modal: outlet, date, time and note. */
function HamperCartDialog({ open, onClose, hamper }: HamperCartDialogProps) {
  const { add } = useCartActions();
  const { t } = useTranslation('cart');
  return (
    <Dialog open={open} onClose={onClose} title={t('dialog.title')} width={500}>
      <PickupForm
        itemNoun="hamper"
        item={{ itemType: 'other', itemId: hamper._id, size: '0-kg', capacityUnits: hamper.capacityUnits }}
        storeNames={hamper.storeSelect}
        preparationHours={hamper.preparationTime || DEFAULT_PREPARATION_HOURS}
        summary={<Summary name={hamper.name} details={[t('dialog.giftHamper')]} price={hamper.price} />}
        confirmLabel={t('dialog.confirmAdd')}
        noStoreMessage={t('dialog.noStoreHamper')}
        onConfirm={async (pickup) => {
          const added = await add(
            { itemType: 'other', itemId: hamper._id, size: '0-kg', isveg: null, quantity: 1, ...pickup },
            {
              name: hamper.name,
              img: hamper.img,
              price: hamper.price,
              preparationTime: hamper.preparationTime || DEFAULT_PREPARATION_HOURS,
            },
          );
          if (added) onClose();
          return added;
        }}
      />
    </Dialog>
  );
}

/** 'Add To Cart' on a cake's page: the button and the modal it opens. */
export function AddCakeToCart({ cake, choice, price }: Omit<CakeCartDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('cart');
  return (
    <>
      <Button block onClick={() => setOpen(true)}>
        {t('dialog.addToCart')}
      </Button>
      <CakeCartDialog open={open} onClose={() => setOpen(false)} cake={cake} choice={choice} price={price} />
    </>
  );
}

/** 'Add To Cart' on a hamper's page: the button and the modal it opens. */
export function AddHamperToCart({ hamper }: Omit<HamperCartDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('cart');
  return (
    <>
      <Button block onClick={() => setOpen(true)}>
        {t('dialog.addToCart')}
      </Button>
      <HamperCartDialog open={open} onClose={() => setOpen(false)} hamper={hamper} />
    </>
  );
}
