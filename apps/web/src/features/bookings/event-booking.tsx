import { eventBookingSchema, MAX_EVENT_SLOTS, type CafeEvent } from '@roast/domain';
import { CircleCheck, Lock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, SoldOutButton } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { ErrorMessage } from '../../components/ui/page';
import { useServerMessage } from '../../lib/api';
import { useFieldErrors } from '../../lib/forms';
import { useCatalogText } from '../../i18n/catalog-text';
import { useFormat } from '../../i18n/format';
import { useRefusalWords } from '../../lib/refusals';
import { useCurrentUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useBookEvent } from './api/bookings';
import { CalendarLink } from './calendar-link';
import styles from './bookings.module.css';

/** The event page's booking: Book Now, the registration form, the payment, and the confirmation. */
export function EventBooking({ event }: { event: CafeEvent }) {
  const [open, setOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const reference = params.get('booking');
  const { t } = useTranslation('bookings');

  const confirmation = reference ? <BookingConfirmed reference={reference} /> : null;
  if (!event.isActive) return confirmation ?? <SoldOutButton block>{t('event.bookingsClosed')}</SoldOutButton>;
  if (event.slots <= 0) {
    return (
      <>
        {confirmation}
        <SoldOutButton block>{t('event.soldOut')}</SoldOutButton>
      </>
    );
  }
  return (
    <>
      {confirmation}
      <Button block onClick={() => setOpen(true)}>
        {t('event.bookNow')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('event.dialogTitle')} width={460}>
        <BookingForm
          event={event}
          onOpened={() => setOpen(false)}
          onBooked={(booked) => setParams({ booking: booked }, { replace: true, preventScrollReset: true })}
        />
      </Dialog>
    </>
  );
}

function BookingConfirmed({ reference }: { reference: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('bookings');
  useEffect(() => {
    // On a phone the confirmation sits below the picture: bring it into view.
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, [reference]);
  return (
    <div ref={ref} role="status" className={styles.confirmed}>
      <p className={styles.confirmedTitle}>
        <CircleCheck aria-hidden="true" size={20} />
        {t('event.confirmed')}
      </p>
      <p>
        <Trans
          t={t}
          i18nKey="event.reference"
          values={{ reference }}
          components={{ code: <span className={styles.reference} /> }}
        />
      </p>
      <p>
        <CalendarLink reference={reference} />
      </p>
    </div>
  );
}

interface BookingFormProps {
  event: CafeEvent;
  /** The payment widget is open: the form closes. */
  onOpened: () => void;
  onBooked: (reference: string) => void;
}

type BookingField = 'name' | 'email' | 'slotsBooked';

function BookingForm({ event, onOpened, onBooked }: BookingFormProps) {
  const most = Math.max(1, Math.min(MAX_EVENT_SLOTS, event.slots));
  const user = useCurrentUser();
  // Untouched fields show what we know of a signed-in customer (no account is needed to book).
  const [typedName, setName] = useState<string | null>(null);
  const [typedEmail, setEmail] = useState<string | null>(null);
  const name = typedName ?? user.data?.name ?? '';
  const email = typedEmail ?? user.data?.email ?? '';
  const [slots, setSlots] = useState('1');
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, errors, check } = useFieldErrors<BookingField>();
  const book = useBookEvent();
  const count = Number(slots);
  const validCount = Number.isInteger(count) && count >= 1 && count <= most;
  const { t } = useTranslation('bookings');
  const serverMessage = useServerMessage();
  const refusalWords = useRefusalWords();
  const text = useCatalogText();
  const format = useFormat();

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (book.isPending) return;
    const fewer = count > most ? { slotsBooked: most === 1 ? t('event.onlyOne') : t('event.between', { most }) } : {};
    const booking = check(eventBookingSchema, { eventId: event._id, name, email, slotsBooked: slots }, fewer);
    if (!booking) return;
    setFailure(null);
    try {
      const result = await book.mutateAsync({
        eventId: event._id,
        name: booking.name,
        email: booking.email,
        slotsBooked: booking.slotsBooked,
        description: t('event.description', { title: text(event, 'title'), count: booking.slotsBooked }),
        onOpened,
      });
      if (result.status === 'paid') onBooked(result.verified.orderId);
      else if (result.status === 'refunded') toast.error(result.verified.message);
      else if (result.status === 'failed') toast.error(refusalWords(result.refusal) ?? t('paymentFailed'));
    } catch (error) {
      setFailure(serverMessage(error) ?? t('paymentFailed'));
    }
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(formEvent) => void submit(formEvent)}>
      <div className={styles.lead}>
        <p className={styles.leadTitle}>{text(event, 'title')}</p>
        <p className={styles.leadDetails}>
          {format.date(event.date)} · {text(event, 'time')} · {text(event, 'venue')}
        </p>
      </div>
      <Field label={t('event.name')} error={errors.name}>
        <input
          name="name"
          type="text"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={80}
        />
      </Field>
      <Field label={t('event.email')} error={errors.email}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          maxLength={254}
        />
      </Field>
      <Field
        label={t('event.places')}
        error={errors.slotsBooked}
        hint={t('event.placesHint', { price: format.rupees(event.price), most })}
      >
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
        <span>{t('event.total')}</span>
        <output className={`${styles.totalValue} tabular`} aria-live="polite">
          {format.rupees(event.price * (validCount ? count : 1))}
        </output>
      </p>
      {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
      <Button type="submit" block aria-disabled={book.isPending || undefined}>
        {book.isPending ? t('event.opening') : t('event.proceed')}
      </Button>
      <p className={styles.secure}>
        <Lock aria-hidden="true" size={14} />
        {t('event.secure')}
      </p>
    </form>
  );
}
