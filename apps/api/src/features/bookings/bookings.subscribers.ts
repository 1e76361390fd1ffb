import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client';
import type { MailAttachment } from '../../db/schema';
import type { Events } from '../../events/events';
import type { MailQueue } from '../../mail/mail-queue';
import type { PaymentProvider } from '../../payments/provider';
import { bookingConfirmationMail, bookingRefundMail } from './bookings.mails';
import * as repository from './bookings.repository';
import type { BookingRow, SessionRow } from './bookings.repository';

/** A refund that fails is tried again with back-off (30 s, doubling) for about a day and a half. */
const REFUND_RULES = { retryLimit: 12, retryDelaySeconds: 30, backoff: true, expireInSeconds: 300 } as const;

/**
 * What follows a booking's payment: the confirmation with its calendar file, or (when its places
 * were gone) the refund and word of it.
 */
export function subscribeBookings({
  db,
  events,
  mail,
  provider,
  log,
  calendarFile,
}: {
  db: Database;
  events: Events;
  mail: MailQueue;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  calendarFile: (db: Queryable, booking: BookingRow, session: SessionRow) => Promise<MailAttachment>;
}): void {
  /**
   * Refunds a late payment through the provider, once: a failure is logged and thrown, for the job
   * engine to try again later with the same key.
   */
  async function refund(bookingId: string) {
    const booking = await repository.findById(db, bookingId);
    if (!booking || booking.status !== 'refunded' || booking.refundId || !booking.paymentId) return;
    try {
      const { id } = await provider.refund(booking.paymentId, booking.amountPaise, `booking-refund-${booking.id}`);
      await repository.setStatus(db, booking.id, { refundId: id });
      log.info({ reference: booking.reference, refundId: id }, 'a late payment refunded');
    } catch (error) {
      log.error({ err: error, reference: booking.reference }, 'a refund failed; it will be tried again');
      throw error;
    }
  }

  // The answer to the payment says the money is going back: its first try is made before it.
  events.on('booking.refund-due', 'bookings.refund', ({ bookingId }) => refund(bookingId), {
    rules: REFUND_RULES,
    awaited: true,
  });
  events.on('booking.refund-due', 'bookings.refund-mail', ({ bookingId, reason }, context) =>
    events.change(async (tx) => {
      if (!(await events.firstTime(tx, 'bookings.refund-mail', context))) return;
      const booking = await repository.findById(tx, bookingId);
      const session = booking && (await repository.findSession(tx, booking.kind, repository.sessionIdOf(booking)));
      if (booking && session) await mail.enqueue(bookingRefundMail(booking, session, reason), tx);
    }),
  );
  events.on('booking.paid', 'bookings.confirmation-mail', ({ bookingId }, context) =>
    events.change(async (tx) => {
      if (!(await events.firstTime(tx, 'bookings.confirmation-mail', context))) return;
      const booking = await repository.findById(tx, bookingId);
      const session = booking && (await repository.findSession(tx, booking.kind, repository.sessionIdOf(booking)));
      if (booking && session) {
        await mail.enqueue(bookingConfirmationMail(booking, session, await calendarFile(tx, booking, session)), tx);
      }
    }),
  );
}
