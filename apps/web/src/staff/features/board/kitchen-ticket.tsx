import { formatTime12, sizeLabel, type BoardOrder } from '@roast/domain';
import { createPortal } from 'react-dom';
import { dayLong } from '../../lib/dates';
import styles from './kitchen-ticket.module.css';
import { phoneWords } from './phone';

const FOOD_WORDS: Record<string, string> = { EGG: 'WITH EGG', EGGLESS: 'EGGLESS' };

type Line = BoardOrder['items'][number];

/** '1 kg · EGGLESS', and the line's own pickup when it is not the order's. */
function lineFacts(item: Line, order: BoardOrder): string {
  const ownPickup = item.pickupTime !== order.pickupTime || item.pickupDate !== order.pickupDate;
  return [
    sizeLabel(item.size),
    item.isveg ? FOOD_WORDS[item.isveg] : '',
    ownPickup ? `Pickup ${formatTime12(item.pickupTime)}, ${dayLong(item.pickupDate)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Set on <html> while a ticket prints: the print styles then show the ticket alone. */
export const PRINTING_ATTRIBUTE = 'data-printing-ticket';

/**
 * The kitchen ticket of one order, for the printer only: large, plain, black on white. It carries
 * no pickup code (that is the customer's proof at the counter) and no prices.
 */
export function KitchenTicket({ order, printedAt }: { order: BoardOrder; printedAt: string }) {
  return createPortal(
    <article className={styles.ticket} data-ticket={order.orderId}>
      <p className={styles.outlet}>Roast · {order.pickupAt}</p>
      <h1 className={styles.reference}>{order.orderId}</h1>
      <p className={styles.pickup}>
        {formatTime12(order.pickupTime)} · {dayLong(order.pickupDate)}
      </p>
      <p className={styles.customer}>
        {order.customer.name} · {phoneWords(order.customer.phone)}
      </p>
      <ol className={styles.lines}>
        {order.items.map((item, index) => (
          <li key={index}>
            <p className={styles.item}>
              {item.quantity} × {item.itemName}
            </p>
            <p className={styles.facts}>{lineFacts(item, order)}</p>
            {item.note ? <p className={styles.note}>Note: {item.note}</p> : null}
          </li>
        ))}
      </ol>
      <p className={styles.printed}>Printed {printedAt}</p>
    </article>,
    document.body,
  );
}
