import type { BoardOrder } from '@roast/domain';

/** What an order asks of the counter: a new one to start, or one the customer cancelled. */
export type AlertKind = 'new' | 'cancelled';

export interface OrderAlert {
  /** The kind and the order's id: what this device remembers once it is acknowledged. */
  key: string;
  kind: AlertKind;
  order: BoardOrder;
}

export const alertKey = (kind: AlertKind, order: BoardOrder) => `${kind}:${order._id}`;

/** Who the board's history names when the customer made the move. */
const CUSTOMER = 'Customer';

/**
 * Whether an order should ring, and how. A paid order nobody has moved yet is new; a cancellation
 * the customer made (from My Orders) is the other kind. An order heard on the stream is news as
 * it comes (`since` null); one found in a list fetched again counts only when it happened since
 * the console began listening, so a fresh console does not ring for the day already on the board.
 */
export function alertKindOf(order: BoardOrder, since: number | null): AlertKind | null {
  const after = (at: string) => since === null || Date.parse(at) >= since;
  if (order.status === 'Confirmed') {
    // Put back to Confirmed by an undo: someone has seen it already.
    const untouched = order.history.every((entry) => entry.status === 'Confirmed');
    return untouched && after(order.paidAt) ? 'new' : null;
  }
  if (order.status === 'Cancelled') {
    const last = order.history.at(-1);
    return last?.status === 'Cancelled' && last.by === CUSTOMER && after(last.at) ? 'cancelled' : null;
  }
  return null;
}
