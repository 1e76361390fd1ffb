import type { Attendee, PhraseParam } from '@roast/domain';
import type { StaffUser } from '../../auth/require-staff';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../http/errors';
import * as repository from './bookings.repository';
import type { BookingKind, BookingRow } from './bookings.repository';

const NOUN: Record<BookingKind, PhraseParam> = { event: { code: 'noun_event' }, workshop: { code: 'noun_workshop' } };

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
  /**
   * The event or workshop, when the member may see who comes to it: an owner, any; a member of
   * staff, one held at an outlet of theirs (the outlet its venue names), else 403.
   */
  async function sessionFor(staff: StaffUser, kind: BookingKind, id: string) {
    const session = await repository.findSession(db, kind, id);
    if (!session) throw notFound('thing_not_found', { thing: NOUN[kind] });
    if (staff.role === 'owner') return session;
    const outlet = await repository.venueOutlet(db, session.venue);
    if (!outlet || !staff.outlets.includes(outlet.id)) {
      throw forbidden('attendees_not_yours', { thing: NOUN[kind] });
    }
    return session;
  }

  return {
    /** A page of the attendees, or all of them (`page` absent), with the counts at the door. */
    async list(staff: StaffUser, kind: BookingKind, id: string, page?: { page: number; limit: number }) {
      const session = await sessionFor(staff, kind, id);
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

    /**
     * Marks a paid booking as come in at the door (or takes it back), for a member who may see its
     * event or workshop; an unpaid one is refused.
     */
    async checkIn(staff: StaffUser, bookingId: string, checkedIn: boolean): Promise<Attendee> {
      const booking = await repository.findBooking(db, bookingId);
      if (!booking) throw notFound('booking_not_found');
      await sessionFor(staff, booking.kind, repository.sessionIdOf(booking));
      const marked = await repository.setCheckedIn(db, bookingId, checkedIn, staff.id);
      if (marked) return toAttendee(marked);
      throw conflict('booking_not_paid', { reference: booking.reference });
    },
  };
}

export type Attendees = ReturnType<typeof createAttendees>;
