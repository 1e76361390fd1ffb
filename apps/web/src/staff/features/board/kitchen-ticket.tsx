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

/** The paper a tablet's ticket printer takes: a thermal roll 80 or 58 mm wide, or A4 sheets. */
export const TICKET_PAPERS = ['80mm', '58mm', 'a4'] as const;
export type TicketPaper = (typeof TICKET_PAPERS)[number];

export const PAPER_WORDS: Record<TicketPaper, string> = { '80mm': '80 mm', '58mm': '58 mm', a4: 'A4' };

const PAPER_CLASS: Record<TicketPaper, string | undefined> = {
  '80mm': styles.roll80,
  '58mm': styles.roll58,
  a4: styles.a4,
};

/**
 * The printed page for each paper. A roll's printable width is narrower than the roll (72 mm of
 * 80, 48 mm of 58). A roll has no page length, and CSS has no 'as long as it needs' for one, so a
 * ticket's page is as long as an A4's: most orders fit on one, a longer one runs on to the next.
 */
export const PAGE_RULES: Record<TicketPaper, string> = {
  '80mm': '@page { size: 80mm 297mm; margin: 3mm 4mm; }',
  '58mm': '@page { size: 58mm 297mm; margin: 3mm 5mm; }',
  a4: '@page { size: A4; margin: 15mm; }',
};

/**
 * The kitchen tickets of some orders on the chosen paper, one to a page, for the printer only.
 * The page's size goes with them, so the console's other printouts keep the printer's own.
 */
export function TicketSheet({
  orders,
  printedAt,
  paper,
}: {
  orders: BoardOrder[];
  printedAt: string;
  paper: TicketPaper;
}) {
  return createPortal(
    <div className={`${styles.sheet} ${PAPER_CLASS[paper] ?? ''}`} data-ticket-sheet={paper}>
      <style>{`@media print { ${PAGE_RULES[paper]} }`}</style>
      {orders.map((order) => (
        <KitchenTicket key={order._id} order={order} printedAt={printedAt} />
      ))}
    </div>,
    document.body,
  );
}

/**
 * The kitchen ticket of one order: large, plain, black on white. It carries no pickup code (that
 * is the customer's proof at the counter) and no prices; a hamper's line lists what goes in it.
 */
function KitchenTicket({ order, printedAt }: { order: BoardOrder; printedAt: string }) {
  return (
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
            {item.contents?.length ? (
              <div className={styles.contents}>
                <p>{item.quantity > 1 ? 'In each hamper:' : 'In the hamper:'}</p>
                <ul>
                  {item.contents.map((content, position) => (
                    <li key={position}>{content}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {item.note ? <p className={styles.note}>Note: {item.note}</p> : null}
          </li>
        ))}
      </ol>
      <p className={styles.printed}>Printed {printedAt}</p>
    </article>
  );
}
