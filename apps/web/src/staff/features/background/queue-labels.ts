/** What each kind of background work does, in the cafe's words. */
const LABELS: Record<string, string> = {
  mail: 'Sending an email',
  'invoices.draw': 'Drawing an invoice',
  'invoices.draw-credit-note': 'Drawing a credit note',
  'kitchen.refund': 'Refunding a cancelled order',
  'orders.boards-paid': 'Showing a paid order on the boards',
  'orders.boards-moved': 'Showing an order’s move on the boards',
  'orders.boards-cancelled': 'Showing a cancelled order on the boards',
  'orders.boards-refund': 'Showing a refund on the boards',
  'orders.ready-mail': 'Telling a customer their order is ready',
  'orders.kitchen-ticket': 'Sending a kitchen ticket',
  'orders.confirmation-mail': 'Mailing an order confirmation',
  'orders.cancelled-mail': 'Mailing a cancellation',
  'bookings.refund': 'Refunding a booking',
  'bookings.refund-mail': 'Mailing a booking’s refund',
  'bookings.confirmation-mail': 'Mailing a booking confirmation',
  'bookings.places-shown': 'Updating the places left',
  'capacity.release': 'Freeing a cancelled order’s pickup slot',
  'payments.reconcile': 'Checking unpaid orders with the payment provider',
  'payments.refund-stray': 'Refunding a payment that bought nothing',
  'bookings.release-lapsed': 'Releasing unpaid booking holds',
  'capacity.release-lapsed': 'Releasing unpaid pickup slot holds',
  'events.forget': 'Clearing away old changes',
  'retention.sweep': 'Removing personal data past its time',
};

/** A queue's label; a queue this console does not know shows its own name. */
export const queueLabel = (queue: string): string => LABELS[queue] ?? queue;
