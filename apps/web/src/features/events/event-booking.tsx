import { MAX_EVENT_SLOTS, type BookingOrder, type CafeEvent } from '@roast/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Lock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import styles from '../../components/bookings/bookings.module.css';
import { PAYMENT_FAILED, payFor, wasRefunded } from '../../components/bookings/payment-flow';
import { Button, SoldOutButton } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { ErrorMessage } from '../../components/ui/page';
import { postJson, serverMessageOf } from '../../lib/api';
import { catalogQueries } from '../../lib/catalog';
import { customerPrefill } from '../../lib/checkout';
import { formatDate, rupees } from '../../lib/format';
import { sessionToken } from '../../lib/session';
import { toast } from '../../lib/toast';

/** The event page's booking: Book Now, the registration form, the payment, and the confirmation. */
export function EventBooking({ event }: { event: CafeEvent }) {
  const [open, setOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const reference = params.get('booking');
  const queryClient = useQueryClient();

  const refreshSlots = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogQueries.event(event._id).queryKey }),
      queryClient.invalidateQueries({ queryKey: catalogQueries.events().queryKey }),
    ]);

  const confirmation = reference ? <BookingConfirmed reference={reference} /> : null;
  if (!event.isActive) return confirmation ?? <SoldOutButton block>BOOKINGS CLOSED</SoldOutButton>;
  if (event.slots <= 0) {
    return (
      <>
        {confirmation}
        <SoldOutButton block>SOLD OUT</SoldOutButton>
      </>
    );
  }
  return (
    <>
      {confirmation}
      <Button block onClick={() => setOpen(true)}>
        Book Now
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Book your place" width={460}>
        <BookingForm
          event={event}
          onOpened={() => setOpen(false)}
          onBooked={(booked) => {
            void refreshSlots();
            setParams({ booking: booked }, { replace: true, preventScrollReset: true });
          }}
          onSettled={() => void refreshSlots()}
        />
      </Dialog>
    </>
  );
}

function BookingConfirmed({ reference }: { reference: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a phone the confirmation sits below the picture: bring it into view.
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, [reference]);
  return (
    <div ref={ref} role="status" className={styles.confirmed}>
      <p className={styles.confirmedTitle}>
        <CircleCheck aria-hidden="true" size={20} />
        Your booking is confirmed
      </p>
      <p>
        Reference <span className={styles.reference}>{reference}</span>. We have emailed the details; show the reference
        at the door.
      </p>
    </div>
  );
}

interface BookingFormProps {
  event: CafeEvent;
  /** The payment widget is open: the form closes. */
  onOpened: () => void;
  onBooked: (reference: string) => void;
  /** The payment ended one way or another (slots may have changed). */
  onSettled: () => void;
}

function BookingForm({ event, onOpened, onBooked, onSettled }: BookingFormProps) {
  const most = Math.max(1, Math.min(MAX_EVENT_SLOTS, event.slots));
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [slots, setSlots] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = Number(slots);

  useEffect(() => {
    // No account is needed, but a signed-in customer need not type what we know.
    const token = sessionToken();
    if (!token) return;
    let current = true;
    void customerPrefill(token).then((known) => {
      if (!current) return;
      setName((typed) => typed || known.name || '');
      setEmail((typed) => typed || known.email || '');
    });
    return () => {
      current = false;
    };
  }, []);
  const validCount = Number.isInteger(count) && count >= 1 && count <= most;

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (busy) return;
    if (!name.trim() || !email.trim() || !slots) return setError('Please fill in all fields.');
    if (!validCount) {
      return setError(most === 1 ? 'Only 1 place is left.' : `Choose between 1 and ${most} places.`);
    }
    setError(null);
    setBusy(true);
    try {
      const order = await postJson<BookingOrder>('/api/event/create-order', {
        eventId: event._id,
        name: name.trim(),
        email: email.trim(),
        slotsBooked: count,
        amount: event.price * count,
      });
      await payFor({
        order,
        description: `${event.title}: ${count === 1 ? '1 place' : `${count} places`}`,
        prefill: { name: name.trim(), email: email.trim() },
        verifyUrl: '/api/event/payment-verification',
        onOpened,
        onVerified: (verified) => {
          onSettled();
          if (wasRefunded(verified)) toast.error(verified.message);
          else onBooked(verified.orderId);
        },
        onFailed: (message) => {
          onSettled();
          toast.error(message);
        },
        onDismiss: onSettled,
      });
    } catch (failure) {
      setError(serverMessageOf(failure) ?? PAYMENT_FAILED);
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(formEvent) => void submit(formEvent)}>
      <div className={styles.lead}>
        <p className={styles.leadTitle}>{event.title}</p>
        <p className={styles.leadDetails}>
          {formatDate(event.date)} · {event.time} · {event.venue}
        </p>
      </div>
      <Field label="Name">
        <input name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
      </Field>
      <Field label="Email">
        <input
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          maxLength={254}
        />
      </Field>
      <Field label="Places" hint={`${rupees(event.price)} each; up to ${most} in one booking.`}>
        <input
          name="slots"
          type="number"
          inputMode="numeric"
          min={1}
          max={most}
          step={1}
          value={slots}
          onChange={(e) => setSlots(e.target.value)}
        />
      </Field>
      <p className={styles.total}>
        <span>Total</span>
        <output className={`${styles.totalValue} tabular`} aria-live="polite">
          {rupees(event.price * (validCount ? count : 1))}
        </output>
      </p>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <Button type="submit" block aria-disabled={busy || undefined}>
        {busy ? 'Opening payment…' : 'Proceed to Pay'}
      </Button>
      <p className={styles.secure}>
        <Lock aria-hidden="true" size={14} />
        No account needed. Places are held for 15 minutes while you pay.
      </p>
    </form>
  );
}
