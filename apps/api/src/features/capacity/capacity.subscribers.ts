import type { Database } from '../../db/client';
import type { Events } from '../../events/events';
import type { Capacity } from './capacity.service';

/** A cancelled order's units go back to their slots (an order without any is left alone). */
export function subscribeCapacity({ db, events, capacity }: { db: Database; events: Events; capacity: Capacity }) {
  events.on('order.cancelled', 'capacity.release', async ({ orderId }) => {
    await db.transaction((tx) => capacity.release(tx, orderId));
  });
}
