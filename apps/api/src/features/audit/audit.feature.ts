import type { Feature } from '../../feature';
import { auditRoutes } from './audit.routes';
import { createAudit, type Audit } from './audit.service';

declare module '../../feature' {
  interface Services {
    audit: Audit;
  }
}

/** The console's trail of who changed what. */
export const auditFeature: Feature = {
  name: 'audit',
  setup: ({ db, provide }) => provide('audit', createAudit({ db })),
  consoleRoutes: (app, { use, requireStaff }) => app.register(auditRoutes, { audit: use('audit'), requireStaff }),
};
