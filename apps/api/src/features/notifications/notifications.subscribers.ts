import {
  formatRupees,
  formatWhen,
  fromIndiaSlot,
  reminderAt,
  type NotificationTemplateName,
  type TemplateValues,
} from '@roast/domain';
import type { Database } from '../../db/client';
import type { Events } from '../../events/events';
import { jobIdFor, type Jobs } from '../../jobs/jobs';
import type { Notifications } from './notifications.service';
import { kitchenFacts, orderFacts } from './notifications.repository';

type OrderFacts = NonNullable<Awaited<ReturnType<typeof orderFacts>>>;

const REMINDER_QUEUE = 'notifications.pickup-reminder';
/** A pickup reminder goes this long before the pickup (later at night: `reminderAt`). */
const PICKUP_REMINDER_MINUTES = 120;
/** Orders past needing a reminder. */
const DONE = ['Cancelled', 'Picked up', 'No-show'];

/** The one reminder job of an order: its id made from the order's, so it is added once. */
export const reminderJobId = (orderId: string): string => jobIdFor(`${REMINDER_QUEUE}:${orderId}`);

/**
 * An order's messages by WhatsApp or SMS, each a subscriber of its own: confirmed when paid, ready
 * when the kitchen says so, cancelled with its refund. A customer who opted in to neither costs one
 * read; one who did gets each message once per event, whatever the retries.
 */
export function subscribeNotifications({
  db,
  events,
  jobs,
  notifications,
  now,
}: {
  db: Database;
  events: Events;
  jobs: Jobs;
  notifications: Notifications;
  now: () => Date;
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
      // An order taken at the counter has no account, so no opt-in: nothing goes by WhatsApp or SMS.
      if (!order?.userId || (!order.person.whatsapp && !order.person.sms) || order.person.erasedAt) return;
      if (values(order, 'en') === null) return;
      const userId = order.userId;
      await events.change(async (tx) => {
        if (!(await events.firstTime(tx, subscriber, { eventId }))) return;
        await notifications.queue(tx, { userId, ...order.person }, template, (language) => values(order, language)!, {
          orderId,
        });
      });
    })();

  const pickup = (order: OrderFacts, language: string) =>
    formatWhen({ date: order.pickupDate, time: order.pickupTime }, language);

  const confirmed = (order: OrderFacts, language: string) => ({
    customer_name: order.person.name,
    order_number: order.reference,
    outlet: order.outlet,
    pickup_time: pickup(order, language),
    pickup_code: order.pickupCode,
  });

  // Paid: the pickup's reminder is scheduled (it asks about consent when it is due), and the
  // confirmation goes to one who opted in.
  events.on('order.paid', 'notifications.order-confirmed', async ({ orderId }, { eventId }) => {
    const order = await orderFacts(db, orderId);
    const pickupAt = order && fromIndiaSlot({ pickupDate: order.pickupDate, pickupTime: order.pickupTime });
    // A pickup sooner than the reminder's lead has its confirmation: no reminder right behind it.
    if (pickupAt && pickupAt.getTime() - PICKUP_REMINDER_MINUTES * 60_000 > now().getTime()) {
      const at = reminderAt(pickupAt, PICKUP_REMINDER_MINUTES, now());
      await jobs.add(db, REMINDER_QUEUE, [{ orderId }], { ids: [reminderJobId(orderId)], startAfter: at });
    }
    await send('notifications.order-confirmed', orderId, eventId, 'order_confirmed', confirmed);
  });

  // Paid: the outlet's kitchen hears of it on WhatsApp, when the owner opted its number in.
  events.on('order.paid', 'notifications.kitchen-new-order', async ({ orderId }) => {
    const kitchen = await kitchenFacts(db, orderId);
    if (!kitchen) return;
    const items = kitchen.lines
      .map((line) => {
        const details = [line.size, line.veg === 'EGGLESS' ? 'eggless' : line.veg === 'EGG' ? 'with egg' : '']
          .filter(Boolean)
          .join(', ');
        return `${line.quantity} × ${line.name}${details ? ` (${details})` : ''}`;
      })
      .join('; ');
    await events.change((tx) =>
      notifications.queueKitchen(tx, {
        number: kitchen.number,
        orderId,
        values: {
          order_number: kitchen.reference,
          pickup_time: formatWhen({ date: kitchen.pickupDate, time: kitchen.pickupTime }, 'en'),
          items: items.length > 600 ? `${items.slice(0, 599)}…` : items,
        },
      }),
    );
  });

  jobs.define<{ orderId: string }>(
    REMINDER_QUEUE,
    { retryLimit: 5, retryDelaySeconds: 30, backoff: true, expireInSeconds: 120 },
    async ({ orderId }) => {
      const order = await orderFacts(db, orderId);
      if (!order?.paid || !order.userId || DONE.includes(order.status) || order.person.erasedAt) return;
      if (!order.person.whatsapp && !order.person.sms) return;
      const userId = order.userId;
      await events.change(async (tx) => {
        await notifications.queue(
          tx,
          { userId, ...order.person },
          'pickup_reminder',
          (language) => confirmed(order, language),
          // Once per order, whichever server runs it and however often.
          { orderId, dedupeKey: `pickup_reminder:${orderId}` },
        );
      });
    },
  );

  events.on('order.moved', 'notifications.order-ready', ({ orderId, status, undoneFrom }, { eventId }) =>
    send('notifications.order-ready', orderId, eventId, 'order_ready', (order) =>
      // Put back to Ready (a hand-over undone): the customer was told already.
      status === 'Ready for pickup' && !undoneFrom
        ? {
            customer_name: order.person.name,
            order_number: order.reference,
            outlet: order.outlet,
            pickup_code: order.pickupCode,
          }
        : null,
    ),
  );

  // Told it was ready, then the move was undone: told it is not ready yet.
  events.on('order.moved', 'notifications.order-not-ready', ({ orderId, undoneFrom }, { eventId }) =>
    send('notifications.order-not-ready', orderId, eventId, 'order_not_ready', (order) =>
      undoneFrom === 'Ready for pickup' ? { customer_name: order.person.name, order_number: order.reference } : null,
    ),
  );

  events.on('order.cancelled', 'notifications.order-cancelled', async ({ orderId }, { eventId }) => {
    await jobs.cancel(REMINDER_QUEUE, [reminderJobId(orderId)]);
    await send('notifications.order-cancelled', orderId, eventId, 'order_cancelled', (order) =>
      order.paid
        ? {
            customer_name: order.person.name,
            order_number: order.reference,
            refund_amount: `₹${formatRupees(order.amountPaise)}`,
          }
        : null,
    );
  });
}
