import type { Feature } from '../../feature';
import { stopKitchenWhatsApp } from './outlets.repository';
import { outletsRoutes } from './outlets.routes';
import { createOutlets } from './outlets.service';

/** An outlet's settings: hours, closed days, capacity, pauses and tax details. */
export const outletsFeature: Feature = {
  name: 'outlets',
  setup({ events }) {
    // "STOP" from an outlet's kitchen number: its new-order messages stop at once.
    events.on('whatsapp.stop', 'outlets.kitchen-whatsapp-stop', ({ number }) =>
      events.change((tx) => stopKitchenWhatsApp(tx, number)),
    );
  },
  consoleRoutes: (app, { db, events, now, use, requireStaff }) =>
    app.register(outletsRoutes, { outlets: createOutlets({ db, audit: use('audit'), events, now }), requireStaff }),
};
