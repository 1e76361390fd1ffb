import { formatRupees, formatWhen, type NotificationTemplateName, type TemplateValues } from '@roast/domain';
import type { Database } from '../../db/client';
import type { Events } from '../../events/events';
import type { Notifications } from './notifications.service';
import { orderFacts } from './notifications.repository';

type OrderFacts = NonNullable<Awaited<ReturnType<typeof orderFacts>>>;

/**
 * An order's messages by WhatsApp or SMS, each a subscriber of its own: confirmed when paid, ready
 * when the kitchen says so, cancelled with its refund. A customer who opted in to neither costs one
 * read; one who did gets each message once per event, whatever the retries.
 */
export function subscribeNotifications({
  db,
  events,
  notifications,
}: {
  db: Database;
  events: Events;
  notifications: Notifications;
}): void {
  const send = <Name extends NotificationTemplateName>(
    subscriber: string,
    orderId: string,
    eventId: string,
    template: Name,
    values: (order: OrderFacts, language: string) => TemplateValues<Name> | null,
  ) =>
    (async () => {
      const order = await orderFacts(db, orderId);
      if (!order || (!order.person.whatsapp && !order.person.sms) || order.person.erasedAt) return;
      if (values(order, 'en') === null) return;
      await events.change(async (tx) => {
        if (!(await events.firstTime(tx, subscriber, { eventId }))) return;
        await notifications.queue(
          tx,
          { userId: order.userId, ...order.person },
          template,
          (language) => values(order, language)!,
          { orderId },
        );
      });
    })();

  const pickup = (order: OrderFacts, language: string) =>
    formatWhen({ date: order.pickupDate, time: order.pickupTime }, language);

  events.on('order.paid', 'notifications.order-confirmed', ({ orderId }, { eventId }) =>
    send('notifications.order-confirmed', orderId, eventId, 'order_confirmed', (order, language) => ({
      customer_name: order.person.name,
      order_number: order.reference,
      outlet: order.outlet,
      pickup_time: pickup(order, language),
      pickup_code: order.pickupCode,
    })),
  );

  events.on('order.moved', 'notifications.order-ready', ({ orderId, status }, { eventId }) =>
    send('notifications.order-ready', orderId, eventId, 'order_ready', (order) =>
      status === 'Ready for pickup'
        ? {
            customer_name: order.person.name,
            order_number: order.reference,
            outlet: order.outlet,
            pickup_code: order.pickupCode,
          }
        : null,
    ),
  );

  events.on('order.cancelled', 'notifications.order-cancelled', ({ orderId }, { eventId }) =>
    send('notifications.order-cancelled', orderId, eventId, 'order_cancelled', (order) =>
      order.paid
        ? {
            customer_name: order.person.name,
            order_number: order.reference,
            refund_amount: `₹${formatRupees(order.amountPaise)}`,
          }
        : null,
    ),
  );
}
