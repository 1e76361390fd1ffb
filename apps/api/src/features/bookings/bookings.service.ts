import { randomInt } from 'node:crypto';
import {
  HOLD_MINUTES,
  paiseToRupees,
  toIndiaSlot,
  type Enrollment,
  type EnrollmentStatus,
  type PhraseParam,
} from '@roast/domain';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation, type Database, type Queryable } from '../../db/client';
import { badGateway, conflict, notFound, tooManyRequests, type HttpError } from '../../http/errors';
import type { Events } from '../../events/events';
import type { MailQueue } from '../../mail/mail-queue';
import { paysInFull, type CompletionResult, type PayableKind } from '../../payments/completion';
import { PaymentProviderError, type PaymentProvider } from '../../payments/provider';
import type { RateLimitName } from '../../config';
import type { UnpaidSource } from '../../payments/reconciler';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { storeFile } from '../../db/stored-files';
import type { MailAttachment } from '../../db/schema';
import { bookingCalendar, calendarFilename } from './booking-calendar';
import * as repository from './bookings.repository';
import { subscribeBookings } from './bookings.subscribers';
import type { BookingKind, BookingRow, SessionRow } from './bookings.repository';

export interface BookingsDependencies {
  db: Database;
  provider: PaymentProvider;
  /**
   * A paid or refunded booking is an event; its mails and refund follow from it. Places taken or
   * given back are announced as `catalog.changed`, with the rows that moved them.
   */
  events: Events;
  mail: MailQueue;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  now: () => Date;
}

const HOLD_MS = HOLD_MINUTES * 60_000;
/** A calendar file that only shows a session (no invitation to answer). */
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';
/** Unpaid places one email, or one client address, may hold at once across every event and workshop. */
export const MAX_HELD_PLACES = 10;
/** How long a second request waits for the first one's provider order before it answers. */
const PROVIDER_ORDER_WAIT_MS = 3_000;
const LIST: Record<BookingKind, 'events' | 'workshops'> = { event: 'events', workshop: 'workshops' };
const NOUN: Record<BookingKind, PhraseParam> = { event: { code: 'noun_event' }, workshop: { code: 'noun_workshop' } };
/** Letters and digits that cannot be misread for one another. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function newReference(kind: BookingKind, now: Date): string {
  const day = toIndiaSlot(now).pickupDate.replaceAll('-', '').slice(2);
  const code = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${kind === 'event' ? 'EVT' : 'WKS'}-${day}-${code}`;
}

type PayableBooking = BookingRow & { providerOrderId: string };
const hasProviderOrder = (booking: BookingRow): booking is PayableBooking => booking.providerOrderId !== null;

/** Why no more places can wait for payment, for the email or the address that holds them. */
function tooManyHeld(held: number, by: 'email' | 'ip'): HttpError {
  const details = { max: MAX_HELD_PLACES, minutes: HOLD_MINUTES };
  if (by === 'ip') return tooManyRequests('places_held_from_network', undefined, details);
  return held === 1
    ? tooManyRequests('one_place_held', undefined, details)
    : tooManyRequests('places_held', undefined, { ...details, count: held });
}

/** Why places could not be held, in words a person can act on. */
function refusal(kind: BookingKind, session: SessionRow | undefined, wanted: number, today: string): HttpError {
  const thing = NOUN[kind];
  if (!session) return notFound('thing_not_found', { thing });
  if (!session.isActive) return conflict('bookings_closed', { thing });
  if (session.date < today) return conflict('session_over', { thing });
  if (session.slots <= 0) return conflict('session_sold_out', { thing });
  return session.slots === 1
    ? conflict('one_place_left', { wanted })
    : conflict('places_left', { count: session.slots, wanted });
}

/**
 * Event bookings and workshop enrollments: places held atomically when the provider order is made,
 * booked when the payment is verified, given back when a hold lapses, and refunded when a payment
 * arrives for a lapsed hold whose places have gone.
 */
export function createBookings({ db, provider, events, mail, limiter, log, now }: BookingsDependencies) {
  async function limit(...attempts: [RateLimitName, string][]) {
    const wait = await limiter.blockedFor(...attempts);
    if (wait) throw tooManyRequests('bookings_too_many', wait);
  }

  /** Holds places and makes the provider order the customer will pay. */
  async function hold(
    kind: BookingKind,
    sessionId: string,
    slots: number,
    person: { name: string; email: string; userId?: string },
    ip: string,
  ) {
    const time = now();
    const { booking, session } = await events.change(async (tx, emit) => {
      // One holder's holds are counted and added one request at a time, so a burst cannot pass the cap.
      await repository.lockHolders(tx, [`email:${person.email.toLowerCase()}`, `ip:${ip}`]);
      const held = await repository.heldPlaces(tx, { email: person.email, ip }, time);
      if (held.byEmail + slots > MAX_HELD_PLACES) throw tooManyHeld(held.byEmail, 'email');
      if (held.byIp + slots > MAX_HELD_PLACES) throw tooManyHeld(held.byIp, 'ip');
      // Bookings close on the day itself, in India time.
      const today = toIndiaSlot(time).pickupDate;
      const taken = await repository.takeSlots(tx, kind, sessionId, slots, { notBefore: today });
      if (!taken) throw refusal(kind, await repository.findSession(tx, kind, sessionId), slots, today);
      const row = await repository.insertBooking(tx, {
        reference: newReference(kind, time),
        kind,
        eventId: kind === 'event' ? sessionId : null,
        workshopId: kind === 'workshop' ? sessionId : null,
        userId: person.userId ?? null,
        name: person.name,
        email: person.email,
        ip,
        slots,
        amountPaise: taken.pricePaise * slots,
        provider: provider.name,
        holdExpiresAt: new Date(time.getTime() + HOLD_MS),
        createdAt: time,
      });
      await emit('catalog.changed', { lists: [LIST[kind]], id: sessionId });
      return { booking: row, session: taken };
    });

    let providerOrder;
    try {
      providerOrder = await provider.createOrder({
        amountPaise: booking.amountPaise,
        receipt: booking.reference,
        notes: { kind, reference: booking.reference },
      });
    } catch (error) {
      await release(booking);
      if (error instanceof PaymentProviderError) {
        throw badGateway('provider_unreachable', error);
      }
      throw error;
    }
    await repository.attachProviderOrder(db, booking.id, providerOrder.id);
    return { booking: { ...booking, providerOrderId: providerOrder.id }, session, providerOrder };
  }

  /** Gives a hold's places back, if it is still a hold. */
  async function release(booking: BookingRow) {
    await events.change(async (tx, emit) => {
      const expired = await repository.expireHold(tx, booking.id);
      if (!expired) return;
      const sessionId = repository.sessionIdOf(expired);
      await repository.returnSlots(tx, expired.kind, sessionId, expired.slots);
      await emit('catalog.changed', { lists: [LIST[expired.kind]], id: sessionId });
    });
  }

  const answer = (booking: PayableBooking) => ({
    success: true as const,
    id: booking.providerOrderId,
    amount: booking.amountPaise,
    currency: 'INR' as const,
    orderId: booking.reference,
    holdExpiresAt: booking.holdExpiresAt.toISOString(),
  });

  async function bookEvent(request: { eventId: string; name: string; email: string; slotsBooked: number }, ip: string) {
    await limit(['bookingPerIp', ip], ['bookingPerEmail', request.email]);
    const { booking } = await hold('event', request.eventId, request.slotsBooked, request, ip);
    return answer(booking);
  }

  /**
   * A live enrollment's answer: the hold with its provider order. A request that lost the race
   * for the hold waits briefly for the winner to attach the provider order.
   */
  async function liveEnrollment(userId: string, workshopId: string) {
    const deadline = Date.now() + PROVIDER_ORDER_WAIT_MS;
    for (;;) {
      const live = await repository.findEnrollment(db, userId, workshopId, ['held', 'paid']);
      if (live?.status === 'paid') throw conflict('already_enrolled');
      if (live && hasProviderOrder(live)) return live;
      if (!live || Date.now() > deadline) return live;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * One place for a signed-in customer. A hold they already have is answered again; the database
   * keeps one live enrollment per customer and workshop, so parallel requests share one hold.
   */
  async function enroll(userId: string, workshopId: string, ip: string) {
    await limit(['enrollPerUser', userId]);
    const customer = await repository.customerOf(db, userId);
    if (!customer) throw notFound('account_not_found');
    const live = await liveEnrollment(userId, workshopId);
    if (live) {
      if (!hasProviderOrder(live)) throw conflict('place_still_holding');
      if (live.holdExpiresAt.getTime() - now().getTime() > 60_000) return answer(live);
      // A hold about to lapse is given back, so the customer pays for one with its full time left.
      await release(live);
    }
    try {
      const { booking } = await hold('workshop', workshopId, 1, { ...customer, userId }, ip);
      return answer(booking);
    } catch (error) {
      if (!isUniqueViolation(error, 'bookings_one_live_enrollment')) throw error;
      // Another request of this customer's made the hold first: answer that one.
      const winner = await liveEnrollment(userId, workshopId);
      if (winner && hasProviderOrder(winner)) return answer(winner);
      throw conflict('place_still_holding');
    }
  }

  async function enrollmentsOf(userId: string): Promise<Enrollment[]> {
    const time = now().getTime();
    const rows = await repository.enrollmentsOf(db, userId);
    const statusOf = (booking: BookingRow): EnrollmentStatus | null => {
      if (booking.status === 'paid') return 'Enrolled';
      if (booking.status === 'refunded') return 'Refunded';
      return booking.holdExpiresAt.getTime() > time ? 'Pending' : null;
    };
    return rows.flatMap(({ booking, session }): Enrollment[] => {
      const status = statusOf(booking);
      if (!status) return [];
      const entry = {
        _id: booking.id,
        reference: booking.reference,
        status,
        payment: booking.status === 'paid',
        amount: paiseToRupees(booking.amountPaise),
        createdAt: booking.createdAt.toISOString(),
      };
      const summary = {
        _id: session.id,
        title: session.title,
        date: session.date,
        time: session.time,
        price: paiseToRupees(Number(session.pricePaise)),
      };
      return [
        booking.kind === 'workshop'
          ? { ...entry, kind: 'workshop', workshopId: summary }
          : { ...entry, kind: 'event', places: booking.slots, eventId: summary },
      ];
    });
  }

  subscribeBookings({
    db,
    events,
    mail,
    provider,
    log,
    calendarFile,
  });

  /**
   * The booking's calendar file, kept with the message it goes with (every server's mail worker
   * can read it from the database).
   */
  async function calendarFile(db: Queryable, booking: BookingRow, session: SessionRow): Promise<MailAttachment> {
    const ics = await calendarOf(db, booking, session);
    const fileId = await storeFile(db, { bytes: Buffer.from(ics, 'utf8'), contentType: CALENDAR_TYPE });
    return { filename: calendarFilename(booking.reference), contentType: CALENDAR_TYPE, fileId };
  }

  async function calendarOf(db: Queryable, booking: BookingRow, session: SessionRow): Promise<string> {
    return bookingCalendar(booking, session, await repository.venueOutlet(db, session.venue), now());
  }

  /** A paid booking's calendar file, by its reference: for the confirmation page's 'Add to calendar'. */
  async function calendarByReference(reference: string) {
    const found = await repository.paidBookingByReference(db, reference);
    if (!found) throw notFound('paid_booking_not_found');
    return {
      filename: calendarFilename(found.booking.reference),
      ics: await calendarOf(db, found.booking, found.session),
    };
  }

  /** Verified payments of bookings: idempotent, never more places than there are. */
  const payable: PayableKind = {
    name: 'booking',
    async markPaid(providerOrderId, payment): Promise<CompletionResult> {
      const paymentId = payment.id;
      try {
        return await events.change(async (tx, emit) => {
          const booking = await repository.lockByProviderOrder(tx, providerOrderId);
          if (!booking) return { outcome: 'not-found' } as const;
          const reference = booking.reference;
          const page =
            booking.kind === 'event'
              ? `/event/${booking.eventId}?booking=${encodeURIComponent(reference)}`
              : '/myorders?tab=enrollments';
          if (booking.status === 'paid' || booking.status === 'refunded') {
            if (booking.paymentId !== paymentId) {
              return { outcome: 'conflict', reference, expectedPaise: booking.amountPaise } as const;
            }
            return booking.status === 'paid'
              ? ({ outcome: 'already', reference, page } as const)
              : ({ outcome: 'refunded', reference, page } as const);
          }
          if (!paysInFull(payment, booking.amountPaise)) {
            return { outcome: 'mismatch', reference, expectedPaise: booking.amountPaise } as const;
          }
          let retaken = false;
          if (booking.status !== 'held') {
            // The hold lapsed and its places went back: take them again if they are still there,
            // unless the customer has enrolled in this workshop again since.
            const sessionId = repository.sessionIdOf(booking);
            const enrolledSince =
              booking.kind === 'workshop' &&
              (await repository.findEnrollment(tx, booking.userId!, sessionId, ['held', 'paid']));
            const session = enrolledSince
              ? undefined
              : await repository.takeSlots(tx, booking.kind, sessionId, booking.slots, { activeOnly: false });
            if (!session) {
              await repository.setStatus(tx, booking.id, { status: 'refunded', paymentId });
              await emit('booking.refund-due', {
                bookingId: booking.id,
                reason: enrolledSince ? 'enrolled-again' : 'places-gone',
              });
              return { outcome: 'refunded', reference, page } as const;
            }
            retaken = true;
            await emit('catalog.changed', { lists: [LIST[booking.kind]], id: sessionId });
          }
          await repository.setStatus(tx, booking.id, { status: 'paid', paymentId, paidAt: now() });
          await emit('booking.paid', { bookingId: booking.id, kind: booking.kind, retaken });
          return { outcome: 'paid', reference, page } as const;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'bookings_payment_id_unique')) {
          const booking = await repository.findByProviderOrder(db, providerOrderId);
          return booking
            ? { outcome: 'conflict', reference: booking.reference, expectedPaise: booking.amountPaise }
            : { outcome: 'not-found' };
        }
        throw error;
      }
    },
  };

  /** Gives back the places of lapsed holds. */
  async function sweep(): Promise<{ expired: number }> {
    const lapsed = await events.change(async (tx, emit) => {
      const rows = await repository.expireLapsedHolds(tx, now());
      const bySession = new Map<string, { kind: BookingKind; id: string; slots: number }>();
      for (const row of rows) {
        const id = repository.sessionIdOf(row);
        const entry = bySession.get(id) ?? { kind: row.kind, id, slots: 0 };
        entry.slots += row.slots;
        bySession.set(id, entry);
      }
      for (const { kind, id, slots } of bySession.values()) await repository.returnSlots(tx, kind, id, slots);
      // One announcement for the whole sweep, however many holds it released.
      if (rows.length > 0) await emit('catalog.changed', { lists: [...new Set(rows.map((row) => LIST[row.kind]))] });
      return rows;
    });
    if (lapsed.length > 0) {
      log.info({ holds: lapsed.length }, 'lapsed holds released');
    }
    return { expired: lapsed.length };
  }

  return {
    bookEvent,
    enroll,
    enrollmentsOf,
    calendarByReference,
    payable,
    sweep,
    /** Holds the provider may have been paid for while nobody told us. */
    unpaid: {
      due: (window, askedBefore, at, limit) => repository.dueUnpaid(db, window, askedBefore, at, limit),
    } satisfies UnpaidSource,
  };
}

export type Bookings = ReturnType<typeof createBookings>;
