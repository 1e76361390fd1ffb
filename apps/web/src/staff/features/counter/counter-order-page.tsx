import {
  addDays,
  cakeUnitPricePaise,
  COUNTER_PAYMENT_METHODS,
  COUNTER_PAYMENTS,
  defaultSize,
  formatPrice,
  formatTime12,
  offeredSizes,
  rupeesToPaise,
  sizeLabel,
  toIndiaSlot,
  totalWithGst,
  type Cake,
  type CounterOrderAnswer,
  type CounterPayment,
  type Offer,
} from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, MessageCircle, Minus, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ConsolePageHead, Notice } from '../../components/console-page';
import { messageOf } from '../../lib/api';
import { dayLong } from '../../lib/dates';
import { outletsQuery, type StaffOutlet } from '../../lib/outlets';
import { staffPaths } from '../../lib/paths';
import { counterCakesQuery, counterHampersQuery, useTakeOrder } from './api/counter';
import styles from './counter.module.css';

/** One line of the order being taken. */
interface Line {
  key: number;
  itemType: 'cake' | 'other';
  itemId: string;
  name: string;
  size: string;
  quantity: number;
  isveg?: 'EGG' | 'EGGLESS';
  note: string;
  /** Paise for one, from the catalog as the page read it (the server prices it again). */
  unitPaise: number;
}

const PAYMENT_WORDS: Record<CounterPayment, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  link: 'Payment link',
};

/** The earliest and latest pickup a walk-in order starts from, within any outlet's day. */
const FIRST_PICKUP = '10:00';
const LAST_PICKUP = '20:00';

/**
 * The pickup a new order starts from: the next half hour from now, India time, kept within the
 * outlets' day (before it, that morning; after it, the next morning). Staff change it as asked.
 */
export function startingPickup(now = new Date()): { date: string; time: string } {
  const slot = toIndiaSlot(new Date(now.getTime() + 30 * 60_000));
  const [hours, minutes] = slot.pickupTime.split(':').map(Number) as [number, number];
  const rounded =
    minutes === 0
      ? `${String(hours).padStart(2, '0')}:00`
      : minutes <= 30
        ? `${String(hours).padStart(2, '0')}:30`
        : `${String(hours + 1).padStart(2, '0')}:00`;
  if (rounded < FIRST_PICKUP) return { date: slot.pickupDate, time: FIRST_PICKUP };
  if (rounded > LAST_PICKUP) return { date: addDays(slot.pickupDate, 1), time: FIRST_PICKUP };
  return { date: slot.pickupDate, time: rounded };
}

/** Whether an item can be ordered at an outlet (the catalog names the outlets that sell it). */
const sellsAt = (item: Cake | Offer, outlet: StaffOutlet) =>
  item.isActive && !item.isSold && item.storeSelect.includes(outlet.outletName);

/** A cake's prices in paise, as the sizes' rules take them. */
const pricing = (cake: Cake) => ({
  pricePerMediumPaise: cake.pricePermedium === undefined ? null : rupeesToPaise(cake.pricePermedium),
  pricePerLargePaise: rupeesToPaise(cake.pricePerlarge),
});

const cakePrice = (cake: Cake, size: string) => cakeUnitPricePaise(pricing(cake), size);

/** Paise as the counter says them: '₹1,850', '₹1,942.50'. */
const rupees = (paise: number) => formatPrice(paise / 100);

/** How an order paid at the counter was paid, as a sentence says it. */
const PAID_WORDS: Record<string, string> = { CASH: 'in cash', UPI: 'by UPI', CARD: 'by card' };

/** The console's counter: an order for a walk-in or a caller, paid there or by a link sent to them. */
export function CounterOrderPage() {
  const outlets = useQuery(outletsQuery);
  return (
    <>
      <title>New order · Roast console</title>
      <ConsolePageHead
        title="New order"
        intro="For a customer at the counter or on the phone. Prices come from the menu, and the pickup time's room is held as for an order made online."
        action={
          <Link className={styles.back} to={staffPaths.board}>
            Back to the orders
          </Link>
        }
      />
      {outlets.isError ? (
        <Notice tone="error">{messageOf(outlets.error)}</Notice>
      ) : outlets.data === undefined ? (
        <p>Loading…</p>
      ) : outlets.data.length === 0 ? (
        <Notice tone="info">You do not work at an outlet yet. Ask the owner to add you to one.</Notice>
      ) : (
        <CounterOrderForm outlets={outlets.data} />
      )}
    </>
  );
}

let nextKey = 1;

function CounterOrderForm({ outlets }: { outlets: StaffOutlet[] }) {
  const cakes = useQuery(counterCakesQuery);
  const hampers = useQuery(counterHampersQuery);
  const take = useTakeOrder();
  const start = startingPickup();
  const [outlet, setOutlet] = useState(outlets[0]!._id);
  const [lines, setLines] = useState<Line[]>([]);
  const [customer, setCustomer] = useState({ name: '', phone: '', email: '' });
  const [pickup, setPickup] = useState({ date: start.date, time: start.time });
  const [channel, setChannel] = useState<'counter' | 'phone'>('counter');
  const [payment, setPayment] = useState<CounterPayment>('cash');
  const [taken, setTaken] = useState<CounterOrderAnswer['data'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();

  const chosenOutlet = outlets.find((each) => each._id === outlet) ?? outlets[0]!;
  const itemsTotal = lines.reduce((sum, line) => sum + line.unitPaise * line.quantity, 0);
  const total = lines.length > 0 ? totalWithGst(itemsTotal) : 0;

  if (taken) {
    return (
      <Taken
        answer={taken}
        phone={customer.phone}
        onAnother={() => {
          setTaken(null);
          setLines([]);
          setCustomer({ name: '', phone: '', email: '' });
          take.reset();
        }}
      />
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (lines.length === 0) {
      setProblem('Add at least one cake or hamper to the order.');
      return;
    }
    take.mutate(
      {
        outlet,
        customer: { name: customer.name, phone: customer.phone, email: customer.email },
        items: lines.map(({ itemType, itemId, size, quantity, isveg, note }) => ({
          itemType,
          itemId,
          size,
          quantity,
          ...(isveg ? { isveg } : {}),
          note,
        })),
        pickupDate: pickup.date,
        pickupTime: pickup.time,
        payment,
        channel,
      },
      {
        onSuccess: (answer) => setTaken(answer),
        // Everything typed stays: the member fixes what is said and sends it again.
        onError: (error) => setProblem(messageOf(error)),
      },
    );
  }

  const menuReady = cakes.data !== undefined && hampers.data !== undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.section}>
        <legend>Where and when</legend>
        <div className={styles.row}>
          {outlets.length > 1 ? (
            <Field label="Outlet">
              <select
                value={outlet}
                onChange={(event) => {
                  setOutlet(event.target.value);
                  // Another outlet may not make what was chosen: the order starts again there.
                  setLines([]);
                }}
              >
                {outlets.map((each) => (
                  <option key={each._id} value={each._id}>
                    {each.outletName}
                  </option>
                ))}
              </select>
            </Field>
          ) : (
            <p className={styles.outlet}>
              <span>Outlet</span> {outlets[0]!.outletName}
            </p>
          )}
          <Field label="Pickup day" hint={dayLong(pickup.date)}>
            <input
              type="date"
              required
              value={pickup.date}
              onChange={(event) => setPickup({ ...pickup, date: event.target.value })}
            />
          </Field>
          <Field label="Pickup time" hint={pickup.time ? formatTime12(pickup.time) : undefined}>
            <input
              type="time"
              required
              step={900}
              value={pickup.time}
              onChange={(event) => setPickup({ ...pickup, time: event.target.value })}
            />
          </Field>
        </div>
        <div className={styles.choices} role="radiogroup" aria-label="Taken">
          {(['counter', 'phone'] as const).map((each) => (
            <label key={each} className={styles.choice}>
              <input
                type="radio"
                name={`${ids}-channel`}
                checked={channel === each}
                onChange={() => {
                  setChannel(each);
                  // A caller is not at the till: they pay by link unless they say otherwise.
                  if (each === 'phone' && payment === 'cash') setPayment('link');
                }}
              />
              {each === 'counter' ? 'At the counter' : 'On the phone'}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>What they are ordering</legend>
        {!menuReady ? (
          cakes.isError || hampers.isError ? (
            <Notice tone="error">{messageOf(cakes.error ?? hampers.error)}</Notice>
          ) : (
            <p>Loading the menu…</p>
          )
        ) : (
          <AddLine
            cakes={cakes.data.filter((cake) => sellsAt(cake, chosenOutlet))}
            hampers={hampers.data.filter((hamper) => sellsAt(hamper, chosenOutlet))}
            onAdd={(line) => setLines((current) => [...current, { ...line, key: nextKey++ }])}
          />
        )}
        {lines.length > 0 ? (
          <ul className={styles.lines} aria-label="The order">
            {lines.map((line) => (
              <li key={line.key} className={styles.line}>
                <div>
                  <p className={styles.lineName}>{line.name}</p>
                  <p className={styles.lineFacts}>
                    {[
                      sizeLabel(line.size),
                      line.isveg === 'EGGLESS' ? 'Eggless' : line.isveg === 'EGG' ? 'With egg' : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    {line.note ? ` · “${line.note}”` : ''}
                  </p>
                </div>
                <div className={styles.quantity}>
                  <button
                    type="button"
                    aria-label={`One fewer ${line.name}`}
                    disabled={line.quantity <= 1}
                    onClick={() =>
                      setLines((current) =>
                        current.map((each) =>
                          each.key === line.key ? { ...each, quantity: each.quantity - 1 } : each,
                        ),
                      )
                    }
                  >
                    <Minus aria-hidden="true" size={18} />
                  </button>
                  <span aria-label="Quantity">{line.quantity}</span>
                  <button
                    type="button"
                    aria-label={`One more ${line.name}`}
                    disabled={line.quantity >= 20}
                    onClick={() =>
                      setLines((current) =>
                        current.map((each) =>
                          each.key === line.key ? { ...each, quantity: each.quantity + 1 } : each,
                        ),
                      )
                    }
                  >
                    <Plus aria-hidden="true" size={18} />
                  </button>
                </div>
                <p className={styles.linePrice}>₹{rupees(line.unitPaise * line.quantity)}</p>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remove ${line.name}`}
                  onClick={() => setLines((current) => current.filter((each) => each.key !== line.key))}
                >
                  <Trash2 aria-hidden="true" size={18} />
                </button>
              </li>
            ))}
            <li className={styles.total}>
              <span>Total with GST</span> <strong>₹{rupees(total)}</strong>
            </li>
          </ul>
        ) : (
          <p className={styles.empty}>Nothing yet: choose a cake or hamper above and add it.</p>
        )}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>The customer</legend>
        <div className={styles.row}>
          <Field label="Name">
            <input
              autoComplete="off"
              maxLength={80}
              value={customer.name}
              onChange={(event) => setCustomer({ ...customer, name: event.target.value })}
            />
          </Field>
          <Field label="Phone">
            <input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={customer.phone}
              onChange={(event) => setCustomer({ ...customer, phone: event.target.value })}
            />
          </Field>
          <Field label="Email (optional)" hint="For the invoice, and the payment link if they pay by link.">
            <input
              type="email"
              autoComplete="off"
              value={customer.email}
              onChange={(event) => setCustomer({ ...customer, email: event.target.value })}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>How they pay</legend>
        <div className={styles.choices} role="radiogroup" aria-label="How they pay">
          {COUNTER_PAYMENTS.map((each) => (
            <label key={each} className={styles.choice}>
              <input
                type="radio"
                name={`${ids}-payment`}
                checked={payment === each}
                onChange={() => setPayment(each)}
              />
              {PAYMENT_WORDS[each]}
            </label>
          ))}
        </div>
        <p className={styles.hint}>
          {payment === 'link'
            ? 'The order reaches the board once the customer has paid from the link.'
            : `Take ₹${rupees(total)} now: the order is paid and on the board at once, with its invoice.`}
        </p>
      </fieldset>

      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={take.isPending}>
          {take.isPending
            ? 'Taking the order…'
            : payment === 'link'
              ? `Take the order and make the link · ₹${rupees(total)}`
              : `Paid ₹${rupees(total)} ${PAID_WORDS[COUNTER_PAYMENT_METHODS[payment]]} · take the order`}
        </Button>
      </div>
    </form>
  );
}

/** Choosing one item, its size, egg choice, quantity and note, and adding it as a line. */
function AddLine({
  cakes,
  hampers,
  onAdd,
}: {
  cakes: Cake[];
  hampers: Offer[];
  onAdd: (line: Omit<Line, 'key'>) => void;
}) {
  const [choice, setChoice] = useState('');
  const [size, setSize] = useState('');
  const [isveg, setIsveg] = useState<'EGG' | 'EGGLESS'>('EGGLESS');
  const [note, setNote] = useState('');
  const cake = cakes.find((each) => `cake:${each._id}` === choice);
  const hamper = hampers.find((each) => `other:${each._id}` === choice);
  const sizes = cake ? offeredSizes(pricing(cake)) : [];
  const chosenSize = cake ? (sizes.includes(size) ? size : defaultSize(pricing(cake))) : '0-kg';

  function add() {
    if (cake) {
      onAdd({
        itemType: 'cake',
        itemId: cake._id,
        name: cake.name,
        size: chosenSize,
        quantity: 1,
        isveg: cake.isveg === 'Both' ? isveg : cake.isveg === 'EGG' ? 'EGG' : 'EGGLESS',
        note: note.trim(),
        unitPaise: cakePrice(cake, chosenSize) ?? 0,
      });
    } else if (hamper) {
      onAdd({
        itemType: 'other',
        itemId: hamper._id,
        name: hamper.name,
        size: '0-kg',
        quantity: 1,
        note: note.trim(),
        unitPaise: rupeesToPaise(hamper.price),
      });
    } else return;
    setChoice('');
    setNote('');
  }

  return (
    <div className={styles.add}>
      <Field label="Cake or hamper">
        <select value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">Choose…</option>
          <optgroup label="Cakes">
            {cakes.map((each) => (
              <option key={each._id} value={`cake:${each._id}`}>
                {each.name}
              </option>
            ))}
          </optgroup>
          <optgroup label="Hampers">
            {hampers.map((each) => (
              <option key={each._id} value={`other:${each._id}`}>
                {each.name} · ₹{formatPrice(each.price)}
              </option>
            ))}
          </optgroup>
        </select>
      </Field>
      {cake ? (
        <>
          <Field label="Size">
            <select value={chosenSize} onChange={(event) => setSize(event.target.value)}>
              {sizes.map((each) => (
                <option key={each} value={each}>
                  {sizeLabel(each)} · ₹{rupees(cakePrice(cake, each) ?? 0)}
                </option>
              ))}
            </select>
          </Field>
          {cake.isveg === 'Both' ? (
            <Field label="Egg">
              <select value={isveg} onChange={(event) => setIsveg(event.target.value as 'EGG' | 'EGGLESS')}>
                <option value="EGGLESS">Eggless</option>
                <option value="EGG">With egg</option>
              </select>
            </Field>
          ) : null}
        </>
      ) : null}
      {cake || hamper ? (
        <Field label="Note for the kitchen (optional)">
          <input maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
        </Field>
      ) : null}
      <Button type="button" variant="secondary" disabled={!cake && !hamper} onClick={add}>
        <Plus aria-hidden="true" size={18} /> Add to the order
      </Button>
    </div>
  );
}

/** The order taken: its reference and code, or the payment link to send. */
function Taken({
  answer,
  phone,
  onAnother,
}: {
  answer: CounterOrderAnswer['data'];
  phone: string;
  onAnother: () => void;
}) {
  const { order, paymentLink, linkMailed } = answer;
  const [copied, setCopied] = useState<boolean | null>(null);
  const digits = phone.replace(/\D/g, '');
  const whatsappTo = digits.length === 10 ? `91${digits}` : digits;
  const message = `Roast: please pay ₹${rupees(Math.round(order.amount * 100))} for your order ${order.orderId} here: ${paymentLink ?? ''}`;

  return (
    <section className={styles.taken} aria-labelledby="taken-heading">
      <h2 id="taken-heading">
        <Check aria-hidden="true" size={28} /> Order {order.orderId}
      </h2>
      {paymentLink ? (
        <>
          <Notice tone="success">
            The order waits for its payment: it reaches the board when {order.customer.name} has paid ₹
            {rupees(Math.round(order.amount * 100))}.{linkMailed ? ` The link went to ${order.customer.email}.` : ''}
          </Notice>
          <label className={styles.linkLabel} htmlFor="payment-link">
            Payment link
          </label>
          <div className={styles.linkRow}>
            <input id="payment-link" readOnly value={paymentLink} onFocus={(event) => event.currentTarget.select()} />
            <Button
              type="button"
              onClick={() =>
                void navigator.clipboard.writeText(paymentLink).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              <Copy aria-hidden="true" size={18} /> {copied ? 'Copied' : 'Copy link'}
            </Button>
            <a
              className={styles.whatsapp}
              href={`https://wa.me/${whatsappTo}?text=${encodeURIComponent(message)}`}
              target="_blank"
              rel="noreferrer"
            >
              <MessageCircle aria-hidden="true" size={18} /> Send on WhatsApp
            </a>
          </div>
          {copied === false ? <p role="status">Select the link and copy it by hand.</p> : null}
        </>
      ) : (
        <Notice tone="success">
          Paid ₹{rupees(Math.round(order.amount * 100))} {PAID_WORDS[order.paymentMethod ?? ''] ?? ''}. It is on every
          board of the outlet, with its invoice.
        </Notice>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>Pickup</dt>
          <dd>
            {formatTime12(order.pickupTime)}, {dayLong(order.pickupDate)} · {order.pickupAt}
          </dd>
        </div>
        {paymentLink ? null : (
          <div>
            <dt>Pickup code</dt>
            <dd className={styles.code}>{order.pickupCode}</dd>
          </div>
        )}
        <div>
          <dt>Customer</dt>
          <dd>
            {order.customer.name} · {order.customer.phone}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button type="button" onClick={onAnother}>
          <Plus aria-hidden="true" size={18} /> Take another order
        </Button>
        <Link className={styles.back} to={staffPaths.board}>
          Back to the orders
        </Link>
      </div>
    </section>
  );
}
