import { sessionTimes } from '@roast/domain';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';

/** The only zone the outlets keep. */
export const INDIA_ZONE = 'Asia/Kolkata';

/**
 * India has kept +05:30 all year since 1945, with no daylight saving, so its VTIMEZONE is one
 * STANDARD rule: no time-zone database is needed to write it.
 */
const INDIA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${INDIA_ZONE}`,
  `X-LIC-LOCATION:${INDIA_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** A session that cannot say when it ends is given this long. */
const DEFAULT_LENGTH_HOURS = 2;

export const calendarFilename = (reference: string) => `roast-${reference.toLowerCase()}.ics`;

export interface CalendarBooking {
  reference: string;
  kind: 'event' | 'workshop';
  slots: number;
}

export interface CalendarSession {
  title: string;
  /** 'YYYY-MM-DD', India time. */
  date: string;
  /** As people read it: '6:00 PM – 9:00 PM'. */
  time: string;
  venue: string;
}

/**
 * A booking or enrollment as an iCalendar file (RFC 5545): one event in Asia/Kolkata, with the
 * zone's VTIMEZONE, the venue and the outlet's address, and the reference; its UID is the
 * booking's own, so adding it twice updates one entry.
 */
export function bookingCalendar(
  booking: CalendarBooking,
  session: CalendarSession,
  outlet: { address: string } | undefined,
  stamp: Date,
): string {
  const times = sessionTimes(session.date, session.time);
  const readable = times.startDate.length > 10;
  const start = DateTime.fromISO(times.startDate, { zone: INDIA_ZONE });
  const end = times.endDate
    ? DateTime.fromISO(times.endDate, { zone: INDIA_ZONE })
    : readable
      ? start.plus({ hours: DEFAULT_LENGTH_HOURS })
      : undefined;
  const places = booking.slots === 1 ? '1 place' : `${booking.slots} places`;
  const calendar = ical({
    prodId: { company: 'Roast Cafe and Bakery', product: 'Bookings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  // The zone is the event's own (not the calendar's), so DTSTAMP stays in UTC as RFC 5545 asks.
  calendar.timezone({ name: null, generator: (zone) => (zone === INDIA_ZONE ? INDIA_VTIMEZONE : null) });
  calendar.createEvent({
    id: `${booking.reference.toLowerCase()}@roastcafe.in`,
    stamp,
    start,
    end,
    allDay: !readable,
    timezone: INDIA_ZONE,
    summary: `${session.title} at Roast`,
    location: outlet ? `${session.venue}, ${outlet.address}` : session.venue,
    description: [
      `${booking.kind === 'event' ? 'Booking' : 'Enrollment'} reference: ${booking.reference}`,
      `${places}. Show the reference ${booking.kind === 'event' ? 'at the door' : 'when you arrive'}; please come ten minutes early.`,
      `When: ${session.time}`,
    ].join('\n'),
    organizer: { name: 'Roast Cafe and Bakery', email: 'hello@roastcafe.in' },
  });
  return calendar.toString();
}
