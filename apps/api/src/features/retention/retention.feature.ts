import type { Feature } from '../../feature';
import { createRetention, type Retention } from './retention';

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes personal data kept past its time (tests run its sweep themselves). */
    retention: Retention;
  }
}

/** How often each server removes personal data kept past its time. */
const RETENTION_INTERVAL_MS = 6 * 3_600_000;

/** Personal data kept no longer than its time. */
export const retentionFeature: Feature = {
  name: 'retention',
  setup({ app, db, config, now }) {
    app.decorate('retention', createRetention({ db, dataDir: config.dataDir, now }));
  },
  schedule: ({ app, jobs, log }) =>
    jobs.every('retention.sweep', RETENTION_INTERVAL_MS, async () => {
      const swept = await app.retention.sweep();
      if (Object.values(swept).some((count) => count > 0)) log.info({ swept }, 'old personal data removed');
    }),
};
