import {
  formatSlot,
  formatTime12,
  ORDER_MOVES,
  sizeLabel,
  type BoardOrder,
  type KitchenStatus,
  type Refund,
} from '@roast/domain';
import { BellRing, ChefHat, CloudOff, MessageSquareQuote, PackageCheck, Phone, Printer, UserX } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { rupees } from '../../../lib/format';
import { messageOf } from '../../lib/api';
import { indiaMoment } from '../../lib/dates';
import { useMoveOrder, useWaitingMove } from './api/board';
import { FoodChoice } from './food-choice';
import { CancelDialog, HandOverDialog } from './order-dialogs';
import { OrderClock, pickupInstant, useMinute } from './order-clock';
import { OrderMessages } from './order-messages';
import styles from './order-card.module.css';
import { phoneHref, phoneWords } from './phone';
import { useBoardReadOnly } from './read-only';
import { StatusBadge, statusTone } from './status-badge';

interface OrderCardProps {
  order: BoardOrder;
  outlet: string;
  /** Arrived through the stream while the board was open. */
  fresh: boolean;
  /** The card's heading level under the board's time headings. */
  level: 2 | 3;
  onPrint: (order: BoardOrder) => void;
}

/** Everything the counter needs to make an order and hand it over, and the moves it may make now. */
export function OrderCard({ order, outlet, fresh, level, onPrint }: OrderCardProps) {
  // One clock for the card: its lateness and whether No-show is offered yet.
  const now = useMinute();
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const finished = ORDER_MOVES[order.status].length === 0;
  const classes = [
    styles.card,
    styles[statusTone(order.status)],
    finished ? styles.finished : '',
    fresh ? styles.fresh : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <article className={classes} aria-labelledby={headingId} data-order={order.orderId}>
      <header className={styles.head}>
        <div className={styles.when}>
          <p className={styles.time}>
            <time dateTime={`${order.pickupDate}T${order.pickupTime}`}>{formatTime12(order.pickupTime)}</time>
          </p>
          <OrderClock order={order} now={now} />
        </div>
        <div className={styles.titles}>
          <Heading id={headingId} className={styles.reference}>
            {order.orderId}
          </Heading>
          <div className={styles.badges}>
            {fresh && order.status === 'Confirmed' ? <span className={styles.new}>New</span> : null}
            <StatusBadge status={order.status} />
          </div>
        </div>
      </header>

      <p className={styles.customer}>
        <span className={styles.customerName}>{order.customer.name}</span>
        <a className={styles.phone} href={phoneHref(order.customer.phone)}>
          <Phone aria-hidden="true" size={18} />
          {phoneWords(order.customer.phone)}
        </a>
      </p>

      <ul className={styles.lines}>
        {order.items.map((item, index) => (
          <li key={index} className={styles.line}>
            <p className={styles.item}>
              <span className={styles.quantity}>{item.quantity} ×</span> <span>{item.itemName}</span>
            </p>
            <p className={styles.itemFacts}>
              {sizeLabel(item.size) ? <span className={styles.size}>{sizeLabel(item.size)}</span> : null}
              <FoodChoice isveg={item.isveg} />
              {item.pickupDate !== order.pickupDate || item.pickupTime !== order.pickupTime ? (
                <span className={styles.linePickup}>
                  Pickup {formatSlot({ pickupDate: item.pickupDate, pickupTime: item.pickupTime })}
                </span>
              ) : null}
            </p>
            {item.note ? (
              <p className={item.itemType === 'cake' ? styles.cakeNote : styles.note}>
                <MessageSquareQuote aria-hidden="true" size={20} />
                <span>
                  <span className={styles.noteLabel}>{item.itemType === 'cake' ? 'Note for the cake' : 'Note'}</span>
                  <span className={styles.noteText}>{item.note}</span>
                </span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>

      <dl className={styles.facts}>
        <div>
          <dt>Pickup code</dt>
          {/* A cancelled order's code is no longer one to ask for. */}
          <dd className={order.status === 'Cancelled' ? styles.codeVoid : styles.code}>{order.pickupCode}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className={styles.total}>{rupees(order.amount)}</dd>
        </div>
      </dl>

      {order.refund ? <RefundState refund={order.refund} /> : null}

      <OrderActions order={order} outlet={outlet} now={now} />

      <div className={styles.footer}>
        <details className={styles.history}>
          <summary>
            History <span className={styles.historyCount}>({order.history.length})</span>
            {order.messages.length > 0 ? (
              <span className={styles.historyCount}>
                · {order.messages.length} {order.messages.length === 1 ? 'message' : 'messages'}
              </span>
            ) : null}
          </summary>
          <ol>
            {order.history.map((entry, index) => (
              <li key={index}>
                <span className={styles.historyStatus}>{entry.status}</span>
                <span>
                  <time dateTime={entry.at}>{indiaMoment(entry.at)}</time> · {entry.by}
                </span>
                {entry.reason ? <span className={styles.reason}>“{entry.reason}”</span> : null}
              </li>
            ))}
          </ol>
          <OrderMessages messages={order.messages} />
        </details>
        <Button variant="secondary" className={styles.print} onClick={() => onPrint(order)}>
          <Printer aria-hidden="true" size={20} />
          Print ticket
        </Button>
      </div>
    </article>
  );
}

function RefundState({ refund }: { refund: Refund }) {
  if (refund.status === 'refunded') {
    return (
      <p className={`${styles.refund} ${styles.refunded}`}>
        <strong>Refunded</strong> {rupees(refund.amount)}
        {refund.refundId ? <span className={styles.refundId}> · {refund.refundId}</span> : null}
      </p>
    );
  }
  return (
    <div className={`${styles.refund} ${styles.refundPending}`}>
      <p>
        <strong>{refund.attempts > 0 ? 'Refund pending, retrying' : 'Refund pending'}</strong> {rupees(refund.amount)}
      </p>
      {refund.lastError ? (
        <p className={styles.refundError}>
          Last try ({refund.attempts} so far): {refund.lastError}
        </p>
      ) : null}
    </div>
  );
}

/** The moves a button makes straight away; handing over and cancelling ask first. */
const DIRECT_MOVES: Partial<Record<KitchenStatus, { label: string; busy: string; icon: ReactNode; primary: boolean }>> =
  {
    Preparing: {
      label: 'Start preparing',
      busy: 'Starting…',
      icon: <ChefHat aria-hidden="true" size={20} />,
      primary: true,
    },
    'Ready for pickup': {
      label: 'Ready for pickup',
      busy: 'Saving…',
      icon: <BellRing aria-hidden="true" size={20} />,
      primary: true,
    },
    'No-show': { label: 'No-show', busy: 'Saving…', icon: <UserX aria-hidden="true" size={20} />, primary: false },
  };

/**
 * The moves the order may make from its state, as buttons; nothing once it is over. Offline, a
 * quick move is taken and waits to be sent (the card says so); handing over and cancelling wait
 * for the connection.
 */
function OrderActions({ order, outlet, now }: { order: BoardOrder; outlet: string; now: number }) {
  const move = useMoveOrder(outlet);
  const waiting = useWaitingMove(outlet, order.orderId);
  const readOnly = useBoardReadOnly();
  const [asking, setAsking] = useState<'hand-over' | 'cancel' | null>(null);
  // A no-show only once the pickup time has passed: before it, the customer may still come.
  const moves = ORDER_MOVES[order.status].filter((status) => status !== 'No-show' || now >= pickupInstant(order));
  if (moves.length === 0 && !move.isError && !waiting) return null;

  return (
    <div className={styles.actionsArea}>
      {waiting ? (
        <p role="status" className={styles.waiting}>
          <CloudOff aria-hidden="true" size={20} />
          <span>
            <strong>Waiting to send</strong>: {waiting}. It goes when the connection is back.
          </span>
        </p>
      ) : null}
      {move.isError ? (
        <p role="alert" className={styles.moveError}>
          {messageOf(move.error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        {moves.map((status) => {
          if (status === 'Picked up') {
            return (
              <Button key={status} disabled={readOnly || waiting !== null} onClick={() => setAsking('hand-over')}>
                <PackageCheck aria-hidden="true" size={20} />
                Hand over…
              </Button>
            );
          }
          if (status === 'Cancelled') {
            return (
              <Button
                key={status}
                variant="secondary"
                className={styles.cancel}
                disabled={readOnly || waiting !== null}
                onClick={() => setAsking('cancel')}
              >
                Cancel…
              </Button>
            );
          }
          const look = DIRECT_MOVES[status];
          if (!look) return null;
          const busy = move.isPending && !move.isPaused && move.variables?.status === status;
          return (
            <Button
              key={status}
              variant={look.primary ? 'primary' : 'secondary'}
              disabled={move.isPending || waiting !== null}
              onClick={() => move.mutate({ orderId: order.orderId, status })}
            >
              {look.icon}
              {busy ? look.busy : look.label}
            </Button>
          );
        })}
      </div>
      <HandOverDialog order={order} outlet={outlet} open={asking === 'hand-over'} onClose={() => setAsking(null)} />
      <CancelDialog order={order} outlet={outlet} open={asking === 'cancel'} onClose={() => setAsking(null)} />
    </div>
  );
}
