import { formatRupees, formatSlot } from '@roast/domain';
import type { MailMessage } from '../../mail/mail-queue';
import { renderMail } from '../../mail/templates';

/** An order taken by phone: the link the customer pays it with, and what it holds. */
export function paymentLinkMail(
  customer: { name: string; email: string },
  order: { reference: string; amountPaise: number; pickupDate: string; pickupTime: string },
  store: { outletName: string; phone: string },
  link: string,
): MailMessage {
  const { html, text } = renderMail({
    title: `Pay for your Roast order ${order.reference}`,
    greeting: `Hello ${customer.name},`,
    paragraphs: [
      `Thank you for ordering from ${store.outletName}. Your order is made once it is paid: please pay ₹${formatRupees(order.amountPaise)} from the link below.`,
      'If the pickup time fills up before you pay, the payment is refunded in full and we will call you.',
    ],
    action: { label: `Pay ₹${formatRupees(order.amountPaise)}`, url: link },
    details: [
      { label: 'Reference', value: order.reference },
      { label: 'Pickup', value: `${formatSlot(order)}, ${store.outletName}` },
      { label: 'To pay', value: `₹${formatRupees(order.amountPaise)}` },
    ],
    closing: `Questions? Call ${store.outletName} on ${store.phone}.\n\nThe Roast team`,
  });
  return {
    kind: 'payment-link',
    to: customer.email,
    subject: `Pay for your Roast order ${order.reference}`,
    text,
    html,
  };
}
