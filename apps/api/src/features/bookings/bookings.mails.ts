import { formatDate, formatRupees } from '@roast/domain';
import type { MailAttachment } from '../../db/schema';
import type { MailMessage } from '../../mail/mail-queue';
import { renderMail } from '../../mail/templates';
import type { BookingRow, SessionRow } from './bookings.repository';

const placesOf = (count: number) => (count === 1 ? '1 place' : `${count} places`);
const what = (booking: BookingRow) => (booking.kind === 'event' ? 'booking' : 'enrollment');

/** The confirmation of a paid booking or enrollment, to the address it was made with. */
export function bookingConfirmationMail(
  booking: BookingRow,
  session: SessionRow,
  calendar?: MailAttachment,
): MailMessage {
  const { html, text } = renderMail({
    title: booking.kind === 'event' ? 'Your place is booked' : 'You are enrolled',
    greeting: `Hello ${booking.name},`,
    paragraphs: [
      booking.kind === 'event'
        ? `Thank you, your payment went through and ${placesOf(booking.slots)} at ${session.title} are yours. Show the reference ${booking.reference} at the door.`
        : `Thank you, your payment went through and your place at ${session.title} is kept for you. Show the reference ${booking.reference} when you arrive.`,
      ...(calendar
        ? ['The attached calendar file adds it to your calendar, with the time, the place and the reference.']
        : []),
    ],
    details: [
      { label: 'Reference', value: booking.reference },
      { label: booking.kind === 'event' ? 'Event' : 'Workshop', value: session.title },
      { label: 'When', value: `${formatDate(session.date)}, ${session.time}` },
      { label: 'Where', value: session.venue },
      { label: 'Places', value: String(booking.slots) },
      { label: 'Total paid', value: `₹${formatRupees(booking.amountPaise)}` },
    ],
  });
  return {
    kind: `${booking.kind}-confirmation`,
    to: booking.email,
    subject: `Your Roast ${what(booking)} ${booking.reference}: ${session.title}`,
    text,
    html,
    ...(calendar ? { attachments: [calendar] } : {}),
  };
}

/**
 * A payment that came after its hold lapsed, refunded, and said so: the last places had gone, or
 * the customer had already enrolled again with a newer hold.
 */
export function bookingRefundMail(
  booking: BookingRow,
  session: SessionRow,
  reason: 'places-gone' | 'enrolled-again',
): MailMessage {
  const why =
    reason === 'places-gone'
      ? `your payment for ${session.title} reached us after the places we held for you were released, and the last ones have gone`
      : `your payment for ${session.title} reached us after that hold had lapsed, and you already have a newer place waiting for this workshop`;
  const { html, text } = renderMail({
    title: 'Your payment is being refunded',
    greeting: `Hello ${booking.name},`,
    paragraphs: [
      `We are sorry: ${why}. We have refunded the full amount; banks usually show it within 5 to 7 working days.`,
    ],
    details: [
      { label: 'Reference', value: booking.reference },
      { label: 'Refund', value: `₹${formatRupees(booking.amountPaise)}` },
    ],
  });
  return {
    kind: `${booking.kind}-refund`,
    to: booking.email,
    subject: `Refund for your Roast ${what(booking)} ${booking.reference}`,
    text,
    html,
  };
}
