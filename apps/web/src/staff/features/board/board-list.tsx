import { ORDER_MOVES, type BoardOrder } from '@roast/domain';
import { dayLong, relativeDay } from '../../lib/dates';
import styles from './board.module.css';
import { OrderCard } from './order-card';

interface Day {
  date: string;
  orders: BoardOrder[];
}

/**
 * Orders (sorted by pickup) grouped by day. Within a day they sit side by side in pickup order, each
 * card with its own time, so a tablet shows as many as it can at once.
 */
export function groupByDay(orders: BoardOrder[]): Day[] {
  const days: Day[] = [];
  for (const order of orders) {
    let day = days.at(-1);
    if (day?.date !== order.pickupDate) {
      day = { date: order.pickupDate, orders: [] };
      days.push(day);
    }
    day.orders.push(order);
  }
  return days;
}

interface BoardListProps {
  orders: BoardOrder[];
  outlet: string;
  /** Several days: each day gets a heading of its own. */
  severalDays: boolean;
  today: string;
  fresh: ReadonlySet<string>;
  onPrint: (order: BoardOrder) => void;
}

/** Still to make or hand over; the rest are folded away under the day's open orders. */
const isOpen = (order: BoardOrder) => ORDER_MOVES[order.status].length > 0;

export function BoardList({ orders, outlet, severalDays, today, fresh, onPrint }: BoardListProps) {
  const card = (order: BoardOrder) => (
    <OrderCard
      key={order._id}
      order={order}
      outlet={outlet}
      fresh={fresh.has(order._id)}
      level={severalDays ? 3 : 2}
      onPrint={onPrint}
    />
  );
  return (
    <div className={styles.list}>
      {groupByDay(orders).map((day) => (
        <section key={day.date} className={styles.day} aria-label={severalDays ? undefined : dayLong(day.date)}>
          {severalDays ? (
            <h2 className={styles.dayHeading}>
              {relativeDay(day.date, today)}
              {relativeDay(day.date, today) !== dayLong(day.date) ? (
                <span className={styles.dayDate}>{dayLong(day.date)}</span>
              ) : null}
            </h2>
          ) : null}
          <div className={styles.cards}>{day.orders.filter(isOpen).map(card)}</div>
          {day.orders.some((order) => !isOpen(order)) ? (
            <details className={styles.finishedOrders}>
              <summary>
                Done: picked up, no-show or cancelled ({day.orders.filter((order) => !isOpen(order)).length})
              </summary>
              <div className={styles.cards}>{day.orders.filter((order) => !isOpen(order)).map(card)}</div>
            </details>
          ) : null}
        </section>
      ))}
    </div>
  );
}
