import { formatRupees, formatSlot, sizeLabel } from '@roast/domain';
import type { MailMessage } from '../../mail/mail-queue';
import { renderMail } from '../../mail/templates';
import type { OrderItemRow, OrderRow } from './orders.repository';

const describeItem = (item: OrderItemRow) =>
  [
    `${item.quantity} × ${item.itemName}`,
    sizeLabel(item.size) || null,
    item.vegType === 'EGGLESS' ? 'eggless' : item.vegType === 'EGG' ? 'with egg' : null,
  ]
    .filter(Boolean)
    .join(', ');

const pickupOf = (item: OrderItemRow) => formatSlot({ pickupDate: item.pickupDate, pickupTime: item.pickupTime });

/** The customer's confirmation: reference, items, outlet, pickup time and total. */
export function orderConfirmationMail(
  customer: { name: string; email: string },
  order: OrderRow,
  items: OrderItemRow[],
  store: { outletName: string; address: string; phone: string },
): MailMessage {
  const pickups = [...new Set(items.map(pickupOf))];
  const { html, text } = renderMail({
    title: `Order ${order.reference} is confirmed`,
    greeting: `Hello ${customer.name},`,
    paragraphs: [
      `Thank you, your payment went through. We have started on your order; show the reference ${order.reference} when you pick it up.`,
    ],
    details: [
      { label: 'Reference', value: order.reference },
      { label: 'Items', value: items.map(describeItem).join('\n') },
      { label: 'Pickup at', value: `${store.outletName}\n${store.address}` },
      { label: 'Pickup time', value: pickups.join('\n') },
      { label: 'Total paid', value: `₹${formatRupees(order.amountPaise)} (GST included)` },
    ],
    closing: `Questions? Call ${store.outletName} on ${store.phone}.\n\nSee you soon,\nThe Roast team`,
  });
  return { kind: 'order-confirmation', to: customer.email, subject: `Your Roast order ${order.reference}`, text, html };
}

/** The outlet kitchen's ticket for a paid order. */
export function kitchenTicketMail(
  order: OrderRow,
  items: OrderItemRow[],
  store: { outletName: string; email: string },
  customer: { name: string; phone: string },
): MailMessage {
  const { html, text } = renderMail({
    title: `Kitchen ticket ${order.reference}`,
    paragraphs: [`A paid order for pickup at ${store.outletName}.`],
    details: items
      .flatMap((item, index) => [
        { label: `Item ${index + 1}`, value: describeItem(item) },
        { label: 'Pickup', value: pickupOf(item) },
        { label: 'Note', value: item.note || 'No note' },
      ])
      .concat([
        { label: 'Reference', value: order.reference },
        { label: 'Customer', value: `${customer.name}, ${customer.phone}` },
      ]),
    closing: 'Roast orders',
  });
  return {
    kind: 'kitchen-ticket',
    to: store.email,
    subject: `Ticket ${order.reference}: pickup ${pickupOf(items[0]!)}`,
    text,
    html,
  };
}
