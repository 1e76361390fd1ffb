import type { Feature } from '../../feature';
import { pickupSlotsRoutes, slotStaffRoutes } from './capacity.routes';
import { createCapacity, type Capacity } from './capacity.service';
import { subscribeCapacity } from './capacity.subscribers';

declare module '../../feature' {
  interface Services {
    capacity: Capacity;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Pickup capacity (tests release lapsed holds themselves). */
    capacity: Capacity;
  }
}

/** How many orders each pickup slot of each outlet takes, and the holds on them. */
export const capacityFeature: Feature = {
  name: 'capacity',
  setup({ app, db, now, log, events, provide }) {
    const capacity = createCapacity({ db, now, log });
    app.decorate('capacity', capacity);
    provide('capacity', capacity);
    subscribeCapacity({ db, events, capacity });
  },
  routes: (app, { use }) => app.register(pickupSlotsRoutes, { capacity: use('capacity') }),
  consoleRoutes: (app, { use, requireStaff }) =>
    app.register(slotStaffRoutes, { capacity: use('capacity'), requireStaff }),
  schedule: ({ jobs, use, sweepMs }) => jobs.every('capacity.release-lapsed', sweepMs, () => use('capacity').sweep()),
};
