import type { Feature } from '../../feature';
import { backgroundWorkRoutes } from './background-work.routes';

/** Changes are kept this long after their subscribers ran, for looking into what happened. */
const EVENTS_KEPT_DAYS = 30;
/** How often old changes are forgotten. */
const FORGET_INTERVAL_MS = 6 * 3_600_000;

/** The owner's view of background work that keeps failing, and forgetting old changes. */
export const backgroundFeature: Feature = {
  name: 'background',
  consoleRoutes: (app, { jobs, db, requireStaff }) => app.register(backgroundWorkRoutes, { jobs, db, requireStaff }),
  schedule: ({ jobs, events, now }) =>
    jobs.every('events.forget', FORGET_INTERVAL_MS, () => events.sweep(EVENTS_KEPT_DAYS, now())),
};
