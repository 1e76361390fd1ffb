import { fromIndiaSlot, ORDER_MOVES, type BoardOrder } from '@roast/domain';
import { useEffect, useState } from 'react';
import styles from './order-card.module.css';

const MINUTE = 60_000;

/** '5 min', '1 h 20 min'. */
function span(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** When the order is to be picked up (its first pickup), as an instant; never for a bad date. */
export const pickupInstant = (order: Pick<BoardOrder, 'pickupDate' | 'pickupTime'>): number =>
  fromIndiaSlot({ pickupDate: order.pickupDate, pickupTime: order.pickupTime })?.getTime() ?? Number.POSITIVE_INFINITY;

/** The time now, every half minute. */
export function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * How long ago the order was paid, and, while it is still to hand over, whether its pickup time
 * has passed: 'Late 12 min' stands out; otherwise 'Paid 25 min ago'.
 */
export function OrderClock({ order, now }: { order: BoardOrder; now: number }) {
  const open = ORDER_MOVES[order.status].length > 0;
  const late = now - pickupInstant(order);
  if (open && late >= MINUTE) {
    return <p className={styles.late}>Late {span(late)}</p>;
  }
  const paidAt = order.history[0]?.at;
  if (!paidAt || !open) return null;
  return <p className={styles.age}>Paid {span(now - new Date(paidAt).getTime())} ago</p>;
}
