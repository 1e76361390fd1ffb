import type { Feature } from '../../feature';
import { outletsRoutes } from './outlets.routes';
import { createOutlets } from './outlets.service';

/** An outlet's settings: hours, closed days, capacity, pauses and tax details. */
export const outletsFeature: Feature = {
  name: 'outlets',
  consoleRoutes: (app, { db, events, now, use, requireStaff }) =>
    app.register(outletsRoutes, { outlets: createOutlets({ db, audit: use('audit'), events, now }), requireStaff }),
};
