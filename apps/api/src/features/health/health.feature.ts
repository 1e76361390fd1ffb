import type { Feature } from '../../feature';
import { healthRoutes } from './health.routes';

/** Liveness and readiness for the proxy and the operator. */
export const healthFeature: Feature = {
  name: 'health',
  routes: (app, { database }) => app.register(healthRoutes, { database }),
};
