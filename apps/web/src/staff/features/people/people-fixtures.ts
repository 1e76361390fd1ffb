import { addDays, type Attendee, type CafeEvent } from '@roast/domain';
import { indiaToday } from '../../lib/dates';

/** Sessions and bookings shaped as the staff API serves them, for the people page's tests. */

export function session(change: Partial<CafeEvent> & { _id: string; title: string; date: string }): CafeEvent {
  return {
    image: 'latte-art-800.webp',
    time: '6:00 PM – 8:00 PM',
    venue: 'Roast CCX, Koramangala',
    price: 1200,
    slots: 12,
    isActive: true,
    description: ['An evening at the bar.'],
    expectations: ['A cup of your own.'],
    terms: ['No refunds after the day before.'],
    ...change,
  };
}

const today = () => indiaToday();

export const pastEvent = () =>
  session({ _id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e01', title: 'Monsoon Cupping', date: addDays(today(), -10) });
export const nextEvent = () =>
  session({ _id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e02', title: 'Latte Art Evening', date: addDays(today(), 3) });
export const laterEvent = () =>
  session({ _id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e03', title: 'Coffee and Jazz', date: addDays(today(), 20) });
export const workshop = () =>
  session({
    _id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e04',
    title: 'Sourdough Basics',
    date: addDays(today(), 7),
    time: '10:00 AM – 1:00 PM',
  });

let sequence = 10;

export function attendee(change: Partial<Attendee> = {}): Attendee {
  sequence += 1;
  return {
    _id: `9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c${String(sequence).padStart(2, '0')}`,
    reference: `EV-${4800 + sequence}`,
    name: 'Asha Rao',
    email: 'asha@example.com',
    places: 1,
    paid: true,
    checkedIn: false,
    checkedInAt: null,
    bookedAt: '2026-11-20T06:30:00.000Z',
    ...change,
  };
}

export const sessionsAnswer = (sessions: CafeEvent[]) => ({ body: { success: true, data: sessions } });

export const bookingsPath = (kind: 'event' | 'workshop', id: string, page = 1) =>
  `GET /api/staff/bookings?kind=${kind}&id=${id}&page=${page}&limit=100`;

/** A page of bookings, as the server answers it: its counts are of every booking, not the page. */
export function bookingsAnswer(
  of: CafeEvent,
  attendees: Attendee[],
  {
    page = 1,
    total = attendees.length,
    counts,
  }: { page?: number; total?: number; counts?: { places: number; checkedIn: number } } = {},
) {
  return {
    success: true,
    data: attendees,
    page,
    limit: 100,
    total,
    session: { _id: of._id, title: of.title, date: of.date, time: of.time },
    counts: counts ?? {
      places: attendees.filter((each) => each.paid).reduce((sum, each) => sum + each.places, 0),
      checkedIn: attendees.filter((each) => each.checkedIn).reduce((sum, each) => sum + each.places, 0),
    },
  };
}
