import type { Feature } from '../../feature';
import { contactRoutes } from './contact.routes';
import { createContact } from './contact.service';
import { createMessagesDesk } from './messages';
import { messagesRoutes } from './messages.routes';

/** The contact form, and the console's desk of the messages it brings. */
export const contactFeature: Feature = {
  name: 'contact',
  routes: (app, { db, limiter, mail, config }) =>
    app.register(contactRoutes, {
      contact: createContact({ db, limiter, mail, inbox: config.mail.contactInbox }),
    }),
  consoleRoutes: (app, { db, requireStaff }) =>
    app.register(messagesRoutes, { desk: createMessagesDesk({ db }), requireStaff }),
};
