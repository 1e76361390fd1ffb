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
      `Thank you, your payment went through. We have your order; when you collect it, tell us your pickup code ${order.pickupCode}.`,
      'Your GST tax invoice is attached; you can also download it from My Orders.',
    ],
    details: [
      { label: 'Reference', value: order.reference },
      { label: 'Pickup code', value: order.pickupCode },
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

/** The kitchen has finished: where and when to collect, and the code to say at the counter. */
export function readyForPickupMail(
  customer: { name: string; email: string },
  order: OrderRow,
  items: OrderItemRow[],
  store: { outletName: string; address: string; phone: string },
): MailMessage {
  const pickups = [...new Set(items.map(pickupOf))];
  const { html, text } = renderMail({
    title: `Order ${order.reference} is ready for pickup`,
    greeting: `Hello ${customer.name},`,
    paragraphs: [
      `Your order is ready at ${store.outletName}. Tell us your pickup code ${order.pickupCode} at the counter and it is yours.`,
    ],
    details: [
      { label: 'Reference', value: order.reference },
      { label: 'Pickup code', value: order.pickupCode },
      { label: 'Items', value: items.map(describeItem).join('\n') },
      { label: 'Pickup at', value: `${store.outletName}\n${store.address}` },
      { label: 'Pickup time', value: pickups.join('\n') },
    ],
    closing: `Running late? Call ${store.outletName} on ${store.phone}.\n\nSee you soon,\nThe Roast team`,
  });
  return {
    kind: 'order-ready',
    to: customer.email,
    subject: `Your Roast order ${order.reference} is ready for pickup`,
    text,
    html,
  };
}

/** The kitchen said the order was ready too soon (a move undone): it is not yet. */
export function notReadyYetMail(
  customer: { name: string; email: string },
  order: OrderRow,
  store: { outletName: string; phone: string },
): MailMessage {
  const { html, text } = renderMail({
    title: `Order ${order.reference} is not ready yet`,
    greeting: `Hello ${customer.name},`,
    paragraphs: [
      `Sorry: our last message said your order was ready at ${store.outletName}, but it was sent too soon. It is still being made, and we will write again the moment it is ready.`,
    ],
    details: [
      { label: 'Reference', value: order.reference },
      { label: 'Pickup code', value: order.pickupCode },
    ],
    closing: `Questions? Call ${store.outletName} on ${store.phone}.\n\nThe Roast team`,
  });
  return {
    kind: 'order-not-ready',
    to: customer.email,
    subject: `Your Roast order ${order.reference} is not ready yet`,
    text,
    html,
  };
}

/** The order is cancelled and its payment refunded in full. */
export function orderCancelledMail(
  customer: { name: string; email: string },
  order: OrderRow,
  store: { outletName: string; phone: string },
  by: 'customer' | 'staff' | 'payment',
  /** What the member who cancelled it chose to tell the customer, if anything. */
  message: string,
): MailMessage {
  const why = {
    customer: 'As you asked, we have cancelled your order.',
    staff: `We are sorry: ${store.outletName} had to cancel your order.${message ? ` ${message}` : ''}`,
    payment: `We are sorry: your payment reached us after the pickup time you chose at ${store.outletName} had filled up, so we could not take the order. Please order again for another time.`,
  }[by];
  const { html, text } = renderMail({
    title: `Order ${order.reference} is cancelled`,
    greeting: `Hello ${customer.name},`,
    paragraphs: [
      why,
      `We are refunding the full ₹${formatRupees(order.amountPaise)} to the way you paid. Banks usually show it within 5 to 7 working days.`,
    ],
    details: [
      { label: 'Reference', value: order.reference },
      { label: 'Refund', value: `₹${formatRupees(order.amountPaise)}` },
    ],
    closing: `Questions? Call ${store.outletName} on ${store.phone}.\n\nThe Roast team`,
  });
  return {
    kind: 'order-cancelled',
    to: customer.email,
    subject: `Your Roast order ${order.reference} is cancelled`,
    text,
    html,
  };
}
