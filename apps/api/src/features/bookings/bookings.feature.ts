import type { Feature } from '../../feature';
import { createAttendees } from './attendees';
import { attendeesRoutes } from './attendees.routes';
import { bookingsRoutes } from './bookings.routes';
import { createBookings, type Bookings } from './bookings.service';

declare module '../../feature' {
  interface Services {
    bookings: Bookings;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Event bookings and workshop enrollments (tests run its sweeper themselves). */
    bookings: Bookings;
  }
}

/** Paid places at events and workshops, and the console's list of who comes. */
export const bookingsFeature: Feature = {
  name: 'bookings',
  setup({ app, db, events, mail, limiter, log, now, use, provide }) {
    const bookings = createBookings({ db, provider: use('paymentProvider'), events, mail, limiter, log, now });
    use('paymentCompletion').register(bookings.payable);
    use('reconciler').addSource(bookings.unpaid);
    app.decorate('bookings', bookings);
    provide('bookings', bookings);
  },
  routes: (app, { use }) =>
    app.register(bookingsRoutes, {
      bookings: use('bookings'),
      requireUser: use('signedIn'),
      verification: use('paymentVerification'),
    }),
  consoleRoutes: (app, { db, now, requireStaff }) =>
    app.register(attendeesRoutes, { attendees: createAttendees({ db, now }), requireStaff }),
  schedule: ({ jobs, use, sweepMs }) => jobs.every('bookings.release-lapsed', sweepMs, () => use('bookings').sweep()),
};
