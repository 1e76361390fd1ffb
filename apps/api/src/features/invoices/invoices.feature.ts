import type { Feature } from '../../feature';
import { invoicesRoutes } from './invoices.routes';
import { createInvoices } from './invoices.service';

/** Tax invoices and credit notes: drawn once when numbered, downloaded by their customer. */
export const invoicesFeature: Feature = {
  name: 'invoices',
  routes: (app, { db, events, use }) =>
    app.register(invoicesRoutes, { invoices: createInvoices({ db, events }), requireUser: use('signedIn') }),
};
