import type { Feature } from '../../feature';
import { createSandboxProvider } from '../../notifications/sandbox';
import { notificationsRoutes } from './notifications.routes';
import { createNotifications, type Notifications } from './notifications.service';
import { subscribeNotifications } from './notifications.subscribers';

declare module '../../feature' {
  interface Services {
    notifications: Notifications;
  }
}

/** Messages by WhatsApp and SMS, with the customer's consent, in their language. */
export const notificationsFeature: Feature = {
  name: 'notifications',
  setup({ db, jobs, events, config, log, provide }) {
    const notifications = createNotifications({
      db,
      jobs,
      log,
      providers: {
        whatsapp: createSandboxProvider('whatsapp', config.dataDir),
        sms: createSandboxProvider('sms', config.dataDir),
      },
    });
    subscribeNotifications({ db, events, notifications });
    provide('notifications', notifications);
  },
  routes: (app, { use }) =>
    app.register(notificationsRoutes, { notifications: use('notifications'), requireUser: use('signedIn') }),
};
