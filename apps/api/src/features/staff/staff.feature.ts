import type { preHandlerAsyncHookHandler } from 'fastify';
import { isStaffAccessChange, requireStaff, type StaffAccessChange } from '../../auth/require-staff';
import type { Feature } from '../../feature';
import { staffRoutes } from './staff.routes';
import { createStaff, type Staff } from './staff.service';
import { subscribeStaff } from './staff.subscribers';

declare module '../../feature' {
  interface Services {
    staff: Staff;
    /** Refuses a request without a console session. */
    requireStaff: preHandlerAsyncHookHandler;
  }
}

/** The console's people: invitations, sign-in, roles and outlets. */
export const staffFeature: Feature = {
  name: 'staff',
  async setup({ db, bus, events, links, limiter, mail, config, log, use, provide }) {
    const streams = use('boardStreams');
    // A member's access ended (logout, switch-off, password, outlet): their open boards close here
    // at once and on the other servers when the word arrives; after the bus was away, every open
    // board's session is looked up again.
    const accessChanged = (change: StaffAccessChange) => {
      streams.end(change);
      bus
        .publish('staff', change)
        .catch((error: unknown) => log.error({ err: error }, 'an ended staff session was not announced'));
    };
    bus.subscribe('staff', (change, origin) => {
      if (origin !== bus.origin && isStaffAccessChange(change)) streams.end(change);
    });
    bus.onReconnect(() => void streams.recheck());
    const staff = createStaff({
      db,
      limiter,
      mail,
      events,
      links,
      scryptLogN: config.scryptLogN,
      accessChanged,
    });
    subscribeStaff({ events, mail, links });
    provide('staff', staff);
    provide('requireStaff', requireStaff(staff.sessionOf));
    if (config.firstOwner && (await staff.ensureFirstOwner(config.firstOwner))) {
      log.info({ email: config.firstOwner.email }, 'the first owner of the console was made from OWNER_EMAIL');
    }
  },
  consoleRoutes: (app, { use, config, requireStaff: guard }) =>
    app.register(staffRoutes, {
      staff: use('staff'),
      requireStaff: guard,
      cookie: { secure: config.publicUrl.startsWith('https:') },
    }),
};
