import type { Database } from '../../db/client';
import type { Events } from '../../events/events';
import * as repository from './cart.repository';

/** A paid order's lines leave the customer's cart (the same lines twice are simply gone already). */
export function subscribeCart({ db, events }: { db: Database; events: Events }): void {
  // Awaited: the page after the payment shows the cart without them.
  events.on(
    'order.paid',
    'cart.remove-ordered',
    // An order taken at the counter came from no cart.
    async ({ userId, orderId }) => {
      if (userId) await repository.removeOrdered(db, userId, orderId);
    },
    {
      awaited: true,
    },
  );
}
