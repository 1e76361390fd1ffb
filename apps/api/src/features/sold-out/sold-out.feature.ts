import type { Feature } from '../../feature';
import { soldOutRoutes } from './sold-out.routes';
import { createSoldOut, type SoldOutService } from './sold-out.service';

declare module '../../feature' {
  interface Services {
    soldOut: SoldOutService;
  }
}

/** Items sold out at one outlet for a while, set by the members who work there. */
export const soldOutFeature: Feature = {
  name: 'sold-out',
  setup({ db, events, jobs, now, provide }) {
    provide('soldOut', createSoldOut({ db, events, jobs, now }));
  },
  consoleRoutes: (app, { use, requireStaff }) => app.register(soldOutRoutes, { soldOut: use('soldOut'), requireStaff }),
};
