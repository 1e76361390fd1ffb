import type { Feature } from '../../feature';
import { reportsRoutes } from './reports.routes';
import { createReports } from './reports.service';

/** Sales by day and outlet for the owner. */
export const reportsFeature: Feature = {
  name: 'reports',
  consoleRoutes: (app, { db, requireStaff }) =>
    app.register(reportsRoutes, { reports: createReports({ db }), requireStaff }),
};
