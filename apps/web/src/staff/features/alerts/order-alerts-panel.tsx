import { BellRing, CircleX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { indiaToday, pickupWords } from '../../lib/dates';
import styles from './alerts.module.css';
import type { OrderAlert } from './order-alerts';

/** As many as a tablet's header holds without pushing the page out of sight; the rest are counted. */
const LISTED = 3;

interface OrderAlertsPanelProps {
  alerts: OrderAlert[];
  onAcknowledge: (key: string) => void;
  onAcknowledgeAll: () => void;
}

/**
 * Across the top of every page, under the header: the new orders and the customers' cancellations
 * nobody has acknowledged yet. The console rings until they are.
 */
export function OrderAlertsPanel({ alerts, onAcknowledge, onAcknowledgeAll }: OrderAlertsPanelProps) {
  if (alerts.length === 0) return null;
  const today = indiaToday();
  const listed = alerts.slice(0, LISTED);
  const more = alerts.length - listed.length;
  return (
    <section className={styles.panel} aria-label="Orders waiting for you">
      <ul className={styles.alerts} aria-live="assertive">
        {listed.map(({ key, kind, order }) => (
          <li
            key={key}
            className={`${styles.alert} ${kind === 'new' ? styles.fresh : styles.cancelled}`}
            data-alert={kind}
          >
            {kind === 'new' ? (
              <BellRing aria-hidden="true" size={30} className={styles.ringing} />
            ) : (
              <CircleX aria-hidden="true" size={30} />
            )}
            <p className={styles.what}>
              <span className={styles.kind}>{kind === 'new' ? 'New order' : 'Cancelled by the customer:'}</span>{' '}
              <strong className={styles.reference}>{order.orderId}</strong> <span>{order.customer.name}</span>{' '}
              <span className={styles.pickup}>
                {kind === 'new' ? 'pickup' : 'was for'} {pickupWords(order.pickupDate, order.pickupTime, today)}
              </span>
            </p>
            <Button variant="light" className={styles.acknowledge} onClick={() => onAcknowledge(key)}>
              Acknowledge<span className="visually-hidden"> {order.orderId}</span>
            </Button>
          </li>
        ))}
      </ul>
      {alerts.length > 1 ? (
        <div className={styles.all}>
          {more > 0 ? <p>And {more === 1 ? '1 more' : `${more} more`} waiting.</p> : null}
          <Button variant="light" className={styles.acknowledge} onClick={onAcknowledgeAll}>
            Acknowledge all {alerts.length}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
