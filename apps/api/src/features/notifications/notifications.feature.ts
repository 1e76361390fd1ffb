import type { Feature } from '../../feature';
import { createMsg91Provider } from '../../notifications/msg91';
import { createSandboxProvider } from '../../notifications/sandbox';
import { createWhatsAppCloudProvider } from '../../notifications/whatsapp-cloud';
import { subscribeBookingMessages } from './booking-messages';
import { notificationsRoutes } from './notifications.routes';
import { createNotifications, type Notifications } from './notifications.service';
import { subscribeNotifications } from './notifications.subscribers';
import { whatsappWebhookRoutes } from './whatsapp-webhook.routes';

declare module '../../feature' {
  interface Services {
    notifications: Notifications;
  }
}

/** Messages by WhatsApp and SMS, with the customer's consent, in their language. */
export const notificationsFeature: Feature = {
  name: 'notifications',
  setup({ db, jobs, events, mail, config, log, now, provide }) {
    const notifications = createNotifications({
      db,
      jobs,
      log,
      mail,
      events,
      providers: {
        whatsapp:
          config.notifications.whatsapp.provider === 'cloud'
            ? createWhatsAppCloudProvider({
                ...config.notifications.whatsapp,
                timeoutMs: config.notifications.timeoutMs,
              })
            : createSandboxProvider('whatsapp', config.dataDir),
        sms:
          config.notifications.sms.provider === 'msg91'
            ? createMsg91Provider({ ...config.notifications.sms, timeoutMs: config.notifications.timeoutMs })
            : createSandboxProvider('sms', config.dataDir),
      },
    });
    subscribeNotifications({ db, events, jobs, notifications, now });
    subscribeBookingMessages({ db, events, jobs, notifications, now });
    provide('notifications', notifications);
  },
  routes: async (app, { use, config }) => {
    await app.register(notificationsRoutes, { notifications: use('notifications'), requireUser: use('signedIn') });
    await app.register(whatsappWebhookRoutes, {
      notifications: use('notifications'),
      appSecret: config.notifications.whatsappAppSecret,
      verifyToken: config.notifications.whatsappVerifyToken,
    });
  },
};
