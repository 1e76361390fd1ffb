import type { Attendee } from '@roast/domain';
import type { StaffUser } from '../../auth/require-staff';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import * as repository from './bookings.repository';
import type { BookingKind, BookingRow } from './bookings.repository';

const NOUN: Record<BookingKind, string> = { event: 'event', workshop: 'workshop' };

const toAttendee = (booking: BookingRow): Attendee => ({
  _id: booking.id,
  reference: booking.reference,
  name: booking.name,
  email: booking.email,
  places: booking.slots,
  paid: booking.status === 'paid',
  checkedIn: booking.checkedInAt !== null,
  checkedInAt: booking.checkedInAt ? booking.checkedInAt.toISOString() : null,
  bookedAt: booking.createdAt.toISOString(),
});

/** Who is coming to an event or workshop, and who has come in at the door. */
export function createAttendees({ db, now }: { db: Database; now: () => Date }) {
  async function sessionOrThrow(kind: BookingKind, id: string) {
    const session = await repository.findSession(db, kind, id);
    if (!session) throw notFound(`We could not find that ${NOUN[kind]}.`);
    return session;
  }

  return {
    /** A page of the attendees, or all of them (`page` absent), with the counts at the door. */
    async list(kind: BookingKind, id: string, page?: { page: number; limit: number }) {
      const session = await sessionOrThrow(kind, id);
      const time = now();
      const [rows, counts] = await Promise.all([
        repository.attendeesOf(db, kind, id, time, page && { limit: page.limit, offset: (page.page - 1) * page.limit }),
        repository.attendeeCounts(db, kind, id, time),
      ]);
      return {
        session: { _id: session.id, title: session.title, date: session.date, time: session.time },
        data: rows.map(toAttendee),
        total: counts.bookings,
        counts: { places: counts.places, checkedIn: counts.checkedIn },
      };
    },

    /** Marks a paid booking as come in at the door (or takes it back); an unpaid one is refused. */
    async checkIn(staff: StaffUser, bookingId: string, checkedIn: boolean): Promise<Attendee> {
      const marked = await repository.setCheckedIn(db, bookingId, checkedIn, staff.id);
      if (marked) return toAttendee(marked);
      const booking = await repository.findBooking(db, bookingId);
      if (!booking) throw notFound('We could not find that booking.');
      throw conflict(`Booking ${booking.reference} is not paid, so there is nobody to check in.`);
    },
  };
}

export type Attendees = ReturnType<typeof createAttendees>;
