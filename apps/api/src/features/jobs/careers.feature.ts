import type { Feature } from '../../feature';
import { createApplicationsDesk } from './applications';
import { applicationsRoutes } from './applications.routes';
import { jobsRoutes } from './jobs.routes';
import { createApplications, type Applications } from './jobs.service';

declare module '../../feature' {
  interface Services {
    applications: Applications;
  }
}

/** Jobs at the cafe: applications with a résumé, and the console's desk of them. */
export const careersFeature: Feature = {
  name: 'careers',
  setup: ({ db, limiter, mail, config, provide }) =>
    provide(
      'applications',
      createApplications({ db, limiter, mail, hrInbox: config.mail.hrInbox, dataDir: config.dataDir }),
    ),
  routes: (app, { use }) => app.register(jobsRoutes, { applications: use('applications') }),
  consoleRoutes: (app, { db, use, requireStaff }) =>
    app.register(applicationsRoutes, {
      desk: createApplicationsDesk({ db, resumesFolder: use('applications').folder }),
      requireStaff,
    }),
};
