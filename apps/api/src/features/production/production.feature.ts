import type { Feature } from '../../feature';
import { productionRoutes } from './production.routes';
import { createProduction } from './production.service';

/** The kitchen's production list: what a day's paid orders ask it to make. */
export const productionFeature: Feature = {
  name: 'production',
  consoleRoutes: (app, { db, now, requireStaff }) =>
    app.register(productionRoutes, { production: createProduction({ db, now }), requireStaff }),
};
