import {
  checkPickup,
  DEFAULT_PREPARATION_HOURS,
  earliestPickup,
  formatSlot,
  MAX_NOTE_LENGTH,
  MAX_PICKUP_DAYS_AHEAD,
  sizeLabel,
  toIndiaSlot,
  type Cake,
  type Offer,
  type OpeningHours,
  type PickupSlot,
  type Store,
} from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { catalogQueries } from '../../../lib/catalog';
import { openingHours, rupees } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCartActions } from '../api/cart';
import styles from './add-to-cart-dialog.module.css';

const ALL_DAY: OpeningHours = { open: '00:00', close: '24:00' };
const DAY_MS = 24 * 60 * 60_000;
/**
 * The suggested slot is the earliest one counted from a quarter of an hour from now, so it is still
 * good when the customer logs in or pays a few minutes later (the server checks it again then).
 */
const GRACE_MS = 15 * 60_000;

interface Pickup extends PickupSlot {
  store: string;
  note: string;
}

interface PickupFormProps {
  itemNoun: 'cake' | 'hamper';
  /** The outlets that make the item, by name (the catalog's storeSelect). */
  storeNames: readonly string[];
  preparationHours: number;
  /** What is being added, in a line: name, size, price. */
  summary: ReactNode;
  confirmLabel: string;
  noStoreMessage: string;
  onConfirm: (pickup: Pickup) => Promise<boolean>;
}

/**
 * Outlet, date, time and a note for the kitchen. The time starts at the earliest pickup the outlet
 * can make, and a time it cannot make is refused here, with the server's own words, before any call.
 */
function PickupForm({
  itemNoun,
  storeNames,
  preparationHours,
  summary,
  confirmLabel,
  noStoreMessage,
  onConfirm,
}: PickupFormProps) {
  const { data: stores, isError } = useQuery(catalogQueries.stores());
  const available = stores?.filter((store) => storeNames.includes(store.outletName)) ?? [];
  // The form mounts when someone opens the dialog, so this is the browser's clock.
  const [openedAt] = useState(() => new Date());
  const [storeId, setStoreId] = useState('');
  const [edited, setEdited] = useState<PickupSlot | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ store?: string; pickup?: string }>({});
  const [busy, setBusy] = useState(false);
  const storeRef = useRef<HTMLSelectElement>(null);

  const chosen: Store | undefined =
    available.find((store) => store._id === storeId) ?? (available.length === 1 ? available[0] : undefined);
  const hours = chosen?.hours ?? available[0]?.hours ?? ALL_DAY;
  const earliest = earliestPickup(openedAt, preparationHours, hours);
  const slot = edited ?? earliestPickup(new Date(openedAt.getTime() + GRACE_MS), preparationHours, hours);
  const today = toIndiaSlot(openedAt).pickupDate;
  const lastDay = toIndiaSlot(new Date(openedAt.getTime() + MAX_PICKUP_DAYS_AHEAD * DAY_MS)).pickupDate;

  const edit = (change: Partial<PickupSlot>) => {
    setEdited({ ...slot, ...change });
    setErrors((current) => ({ ...current, pickup: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setErrors({ store: noStoreMessage });
      storeRef.current?.focus();
      return;
    }
    const check = checkPickup(slot, {
      now: new Date(),
      preparationHours,
      hours: chosen.hours,
      outletName: chosen.outletName,
      itemNoun,
    });
    if (!check.ok) {
      setErrors({ pickup: check.message });
      return;
    }
    setErrors({});
    setBusy(true);
    const added = await onConfirm({ ...slot, store: chosen._id, note: note.trim() });
    if (!added) setBusy(false);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.summary}>{summary}</div>
      <p className={styles.lead}>Pick your outlet and a time, and we will have it ready.</p>

      <Field label="Pickup at" error={errors.store}>
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
            {stores ? 'Choose an outlet' : isError ? 'Outlets could not load' : 'Loading outlets…'}
          </option>
          {available.map((store) => (
            <option key={store._id} value={store._id}>
              {store.outletName}
              {store.locality ? `, ${store.locality}` : ''}
            </option>
          ))}
        </select>
      </Field>

      <div className={styles.when}>
        <Field label="Pickup date">
          <input
            type="date"
            value={slot.pickupDate}
            min={today}
            max={lastDay}
            required
            onChange={(event) => edit({ pickupDate: event.target.value })}
          />
        </Field>
        <Field label="Pickup time">
          <input
            type="time"
            value={slot.pickupTime}
            step={900}
            required
            onChange={(event) => edit({ pickupTime: event.target.value })}
          />
        </Field>
      </div>
      <p className={styles.hint}>
        <Clock aria-hidden="true" size={18} />
        <span>
          Earliest pickup: <strong>{formatSlot(earliest)}</strong>
          {'.'}
          {chosen ? (
            <>
              <br />
              {openingHours(chosen.hours)} at {chosen.outletName}.
            </>
          ) : null}
        </span>
      </p>
      {errors.pickup ? (
        <p role="alert" className={styles.error}>
          {errors.pickup}
        </p>
      ) : null}

      <Field label="Note (optional)" hint="A message for the cake, candles, or anything we should know.">
        <textarea value={note} maxLength={MAX_NOTE_LENGTH} rows={3} onChange={(event) => setNote(event.target.value)} />
      </Field>

      <Button type="submit" block disabled={busy}>
        {busy ? 'Adding…' : confirmLabel}
      </Button>
    </form>
  );
}

function Summary({ name, details, price }: { name: string; details: string[]; price: number }) {
  return (
    <>
      <p className={styles.itemName}>{name}</p>
      <p className={styles.itemDetails}>
        {details.filter(Boolean).map((detail) => (
          <span key={detail}>{detail}</span>
        ))}
        <span className="tabular">{rupees(price)}</span>
      </p>
    </>
  );
}

interface CakeCartDialogProps {
  open: boolean;
  onClose: () => void;
  cake: Pick<Cake, '_id' | 'name' | 'img' | 'preparationTime' | 'storeSelect'>;
  /** The size and egg choice made on the cake's page. */
  choice: { size: string; isveg: 'EGG' | 'EGGLESS' };
  /** Rupees for one in the chosen size. */
  price: number;
}

/** The cake's add-to-cart modal: 'Pickup at', date, time, note, then on to the cart. */
function CakeCartDialog({ open, onClose, cake, choice, price }: CakeCartDialogProps) {
  const navigate = useNavigate();
  const { add } = useCartActions();
  return (
    <Dialog open={open} onClose={onClose} title="Add to cart" width={500}>
      <PickupForm
        itemNoun="cake"
        storeNames={cake.storeSelect}
        preparationHours={cake.preparationTime || DEFAULT_PREPARATION_HOURS}
        summary={
          <Summary
            name={cake.name}
            details={[sizeLabel(choice.size), choice.isveg === 'EGGLESS' ? 'Eggless' : 'With egg']}
            price={price}
          />
        }
        confirmLabel="Proceed to Cart"
        noStoreMessage="Please select a store before proceeding."
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
  hamper: Pick<Offer, '_id' | 'name' | 'img' | 'price' | 'preparationTime' | 'storeSelect'>;
}

/** The hamper's add-to-cart modal: outlet, date, time and note. */
function HamperCartDialog({ open, onClose, hamper }: HamperCartDialogProps) {
  const { add } = useCartActions();
  return (
    <Dialog open={open} onClose={onClose} title="Add to cart" width={500}>
      <PickupForm
        itemNoun="hamper"
        storeNames={hamper.storeSelect}
        preparationHours={hamper.preparationTime || DEFAULT_PREPARATION_HOURS}
        summary={<Summary name={hamper.name} details={['Gift hamper']} price={hamper.price} />}
        confirmLabel="Confirm & Add to Cart"
        noStoreMessage="Please select a store before adding to cart."
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
  return (
    <>
      <Button block onClick={() => setOpen(true)}>
        Add To Cart
      </Button>
      <CakeCartDialog open={open} onClose={() => setOpen(false)} cake={cake} choice={choice} price={price} />
    </>
  );
}

/** 'Add To Cart' on a hamper's page: the button and the modal it opens. */
export function AddHamperToCart({ hamper }: Omit<HamperCartDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button block onClick={() => setOpen(true)}>
        Add To Cart
      </Button>
      <HamperCartDialog open={open} onClose={() => setOpen(false)} hamper={hamper} />
    </>
  );
}
