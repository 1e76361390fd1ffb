import { formatWhen, reminderAt, sessionTimes } from '@roast/domain';
import type { Database } from '../../db/client';
import type { Events } from '../../events/events';
import { jobIdFor, type Jobs } from '../../jobs/jobs';
import { bookingFacts, recipientOf } from './notifications.repository';
import type { Notifications } from './notifications.service';

export const EVENT_REMINDER_QUEUE = 'notifications.event-reminder';
/** An event or workshop is reminded of a day before it starts (later after a quiet night). */
const EVENT_REMINDER_MINUTES = 24 * 60;

type BookingFacts = NonNullable<Awaited<ReturnType<typeof bookingFacts>>>;

/** The one reminder job of a booking, its id made from the booking's. */
export const eventReminderJobId = (bookingId: string): string => jobIdFor(`${EVENT_REMINDER_QUEUE}:${bookingId}`);

/** When it starts, in the reader's language: '5 Dec, 7:00 PM' (the date alone when the time cannot be read). */
function startsAt(booking: BookingFacts, language: string): string {
  const start = /T(\d{2}:\d{2})/.exec(sessionTimes(booking.date, booking.time).startDate)?.[1];
  return formatWhen({ date: booking.date, ...(start ? { time: start } : {}) }, language);
}

/**
 * The messages of an event booking or workshop enrollment made from an account: confirmed when
 * paid, and a reminder a day before, cancelled with a refund. A guest's booking has its mail only.
 */
export function subscribeBookingMessages({
  db,
  events,
  jobs,
  notifications,
  now,
}: {
  db: Database;
  events: Events;
  jobs: Jobs;
  notifications: Notifications;
  now: () => Date;
}): void {
  /** Queues the template for the booking's account, once per `dedupeKey` when one is given. */
  async function tell(booking: BookingFacts, template: 'booking_confirmed' | 'event_reminder', dedupeKey?: string) {
    const person = booking.userId ? await recipientOf(db, booking.userId) : undefined;
    if (!person || person.erasedAt || (!person.whatsapp && !person.sms)) return;
    await events.change(async (tx) => {
      await notifications.queue(
        tx,
        person,
        template,
        (language) => ({
          customer_name: person.name,
          event: booking.title,
          starts_at: startsAt(booking, language),
          venue: booking.venue,
          ...(template === 'booking_confirmed' ? { places: String(booking.slots) } : {}),
        }),
        dedupeKey ? { dedupeKey } : {},
      );
    });
  }

  events.on('booking.paid', 'notifications.booking-confirmed', async ({ bookingId }, { eventId }) => {
    const booking = await bookingFacts(db, bookingId);
    if (!booking || booking.status !== 'paid' || !booking.userId) return;
    const start = new Date(sessionTimes(booking.date, booking.time).startDate);
    // Booked less than a day before it starts: the confirmation is the reminder.
    if (!Number.isNaN(start.getTime()) && start.getTime() - EVENT_REMINDER_MINUTES * 60_000 > now().getTime()) {
      await jobs.add(db, EVENT_REMINDER_QUEUE, [{ bookingId }], {
        ids: [eventReminderJobId(bookingId)],
        startAfter: reminderAt(start, EVENT_REMINDER_MINUTES, now()),
      });
    }
    await tell(booking, 'booking_confirmed', `booking_confirmed:${eventId}`);
  });

  jobs.define<{ bookingId: string }>(
    EVENT_REMINDER_QUEUE,
    { retryLimit: 5, retryDelaySeconds: 30, backoff: true, expireInSeconds: 120 },
    async ({ bookingId }) => {
      const booking = await bookingFacts(db, bookingId);
      if (booking?.status !== 'paid') return;
      await tell(booking, 'event_reminder', `event_reminder:${bookingId}`);
    },
  );

  events.on('booking.refund-due', 'notifications.booking-cancelled', async ({ bookingId }) => {
    await jobs.cancel(EVENT_REMINDER_QUEUE, [eventReminderJobId(bookingId)]);
  });
}
