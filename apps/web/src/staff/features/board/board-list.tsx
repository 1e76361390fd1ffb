import { formatTime12, type BoardOrder } from '@roast/domain';
import { dayLong, relativeDay } from '../../lib/dates';
import styles from './board.module.css';
import { OrderCard } from './order-card';

interface Slot {
  time: string;
  orders: BoardOrder[];
}

interface Day {
  date: string;
  slots: Slot[];
}

/** Orders (sorted by pickup) grouped by day, then by pickup time. */
export function groupByPickup(orders: BoardOrder[]): Day[] {
  const days: Day[] = [];
  for (const order of orders) {
    let day = days.at(-1);
    if (day?.date !== order.pickupDate) {
      day = { date: order.pickupDate, slots: [] };
      days.push(day);
    }
    let slot = day.slots.at(-1);
    if (slot?.time !== order.pickupTime) {
      slot = { time: order.pickupTime, orders: [] };
      day.slots.push(slot);
    }
    slot.orders.push(order);
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

export function BoardList({ orders, outlet, severalDays, today, fresh, onPrint }: BoardListProps) {
  const SlotHeading = severalDays ? 'h3' : 'h2';
  return (
    <div className={styles.list}>
      {groupByPickup(orders).map((day) => (
        <section key={day.date} className={styles.day} aria-label={severalDays ? undefined : dayLong(day.date)}>
          {severalDays ? (
            <h2 className={styles.dayHeading}>
              {relativeDay(day.date, today)}
              {relativeDay(day.date, today) !== dayLong(day.date) ? (
                <span className={styles.dayDate}>{dayLong(day.date)}</span>
              ) : null}
            </h2>
          ) : null}
          {day.slots.map((slot) => (
            <section key={slot.time} className={styles.slot}>
              <SlotHeading className={styles.slotHeading}>
                <span className={styles.slotTime}>{formatTime12(slot.time)}</span>
                <span className={styles.slotCount}>
                  {slot.orders.length} {slot.orders.length === 1 ? 'order' : 'orders'}
                </span>
              </SlotHeading>
              <div className={styles.cards}>
                {slot.orders.map((order) => (
                  <OrderCard
                    key={order._id}
                    order={order}
                    outlet={outlet}
                    fresh={fresh.has(order._id)}
                    level={severalDays ? 4 : 3}
                    onPrint={onPrint}
                  />
                ))}
              </div>
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}
