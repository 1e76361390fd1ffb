import type { OneTimeLinks } from '../../auth/one-time-links';
import type { Events } from '../../events/events';
import type { MailQueue } from '../../mail/mail-queue';
import { invoiceAttachment } from '../invoices/invoices.service';
import type { OrderEvents } from './order-events';
import { paymentLinkMail } from './counter-orders.mails';
import { mailFacts } from './kitchen.repository';
import {
  kitchenTicketMail,
  notReadyYetMail,
  orderCancelledMail,
  orderConfirmationMail,
  readyForPickupMail,
} from './orders.mails';
import * as repository from './orders.repository';

/**
 * What follows an order's change, each a subscriber of its own: the outlet's boards hear of it, the
 * kitchen gets its ticket, and the customer gets the confirmation with the invoice once it is drawn
 * (or word of the cancellation). Mails are queued once per event, whatever the retries.
 */
export function subscribeOrders({
  events,
  mail,
  boards,
  links,
}: {
  events: Events;
  mail: MailQueue;
  boards: OrderEvents;
  links: OneTimeLinks;
}): void {
  const tellBoards = async ({ orderId, storeId }: { orderId: string; storeId: string }) =>
    boards.publish({ orderId, storeId });
  events.on('order.paid', 'orders.boards-paid', tellBoards);
  events.on('order.moved', 'orders.boards-moved', tellBoards);
  events.on('order.cancelled', 'orders.boards-cancelled', tellBoards);
  events.on('order.refund-tried', 'orders.boards-refund', tellBoards);

  events.on('order.moved', 'orders.ready-mail', ({ orderId, status, undoneFrom }, context) =>
    events.change(async (tx) => {
      // Put back to Ready (a hand-over undone): the customer was told already.
      if (status !== 'Ready for pickup' || undoneFrom) return;
      if (!(await events.firstTime(tx, 'orders.ready-mail', context))) return;
      const order = await repository.findById(tx, orderId);
      if (!order) return;
      const { items, people } = await mailFacts(tx, order);
      if (people?.customer.email)
        await mail.enqueue(readyForPickupMail(people.customer, order, items, people.store), tx);
    }),
  );

  // A ready order put back to Preparing: the customer, told it was ready, is told it is not yet.
  events.on('order.moved', 'orders.not-ready-mail', ({ orderId, undoneFrom }, context) =>
    events.change(async (tx) => {
      if (undoneFrom !== 'Ready for pickup') return;
      if (!(await events.firstTime(tx, 'orders.not-ready-mail', context))) return;
      const order = await repository.findById(tx, orderId);
      if (!order) return;
      const { people } = await mailFacts(tx, order);
      if (people?.customer.email) await mail.enqueue(notReadyYetMail(people.customer, order, people.store), tx);
    }),
  );

  // An order taken by phone: its customer gets the link to pay it with (made again from the order's id).
  events.on('order.payment-link', 'orders.payment-link-mail', ({ orderId }, context) =>
    events.change(async (tx) => {
      if (!(await events.firstTime(tx, 'orders.payment-link-mail', context))) return;
      const order = await repository.findById(tx, orderId);
      if (!order || order.paid) return;
      const people = await repository.customerAndStore(tx, order);
      if (!people?.customer.email) return;
      await mail.enqueue(
        paymentLinkMail(people.customer, order, people.store, links.url('payment-link', order.id)),
        tx,
      );
    }),
  );

  events.on('order.paid', 'orders.kitchen-ticket', ({ orderId }, context) =>
    events.change(async (tx) => {
      if (!(await events.firstTime(tx, 'orders.kitchen-ticket', context))) return;
      const order = await repository.findById(tx, orderId);
      if (!order) return;
      const items = await repository.itemsOf(tx, orderId);
      const people = await repository.customerAndStore(tx, order);
      if (people) await mail.enqueue(kitchenTicketMail(order, items, people.store, people.customer), tx);
    }),
  );

  events.on('invoice.drawn', 'orders.confirmation-mail', ({ orderId, kind, fileId }, context) =>
    events.change(async (tx) => {
      if (kind !== 'invoice') return;
      if (!(await events.firstTime(tx, 'orders.confirmation-mail', context))) return;
      const order = await repository.findById(tx, orderId);
      // An order cancelled as it was paid gets word of that instead.
      if (!order || order.status === 'Cancelled') return;
      const items = await repository.itemsOf(tx, orderId);
      const people = await repository.customerAndStore(tx, order);
      // An order taken at the counter without an email address gets its invoice printed there.
      if (!people?.customer.email) return;
      await mail.enqueue(
        {
          ...orderConfirmationMail(people.customer, order, items, people.store),
          attachments: [invoiceAttachment(order.reference, fileId)],
        },
        tx,
      );
    }),
  );

  events.on('order.cancelled', 'orders.cancelled-mail', ({ orderId, by }, context) =>
    events.change(async (tx) => {
      if (!(await events.firstTime(tx, 'orders.cancelled-mail', context))) return;
      const order = await repository.findById(tx, orderId);
      if (!order) return;
      const people = await repository.customerAndStore(tx, order);
      if (people?.customer.email) {
        await mail.enqueue(orderCancelledMail(people.customer, order, people.store, by, order.cancelMessage ?? ''), tx);
      }
    }),
  );
}
