import type { BoardMessage } from '@roast/domain';
import { indiaMoment } from '../../lib/dates';
import styles from './order-card.module.css';

const CHANNELS: Record<BoardMessage['channel'], string> = { whatsapp: 'WhatsApp', sms: 'SMS' };
const TEMPLATES: Record<string, string> = {
  order_confirmed: 'Order confirmed',
  order_ready: 'Ready for pickup',
  order_not_ready: 'Not ready yet (a move undone)',
  order_cancelled: 'Cancelled',
  pickup_reminder: 'Pickup reminder',
  kitchen_new_order: 'New order, to the kitchen',
};
const STATES: Record<BoardMessage['status'], string> = {
  queued: 'Waiting to send',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Not delivered',
  withdrawn: 'Not sent: opted out',
};

/** The customer's WhatsApp and SMS messages about an order, each with how far it got. */
export function OrderMessages({ messages }: { messages: BoardMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <>
      <p className={styles.historyStatus}>Messages about this order</p>
      <ol aria-label="Messages about this order">
        {messages.map((message, index) => (
          <li key={index}>
            <span className={styles.historyStatus}>
              {CHANNELS[message.channel]} · {TEMPLATES[message.template] ?? message.template}
            </span>
            <span>
              {message.status === 'failed' ? <strong>{STATES.failed}</strong> : STATES[message.status]} ·{' '}
              <time dateTime={message.at}>{indiaMoment(message.at)}</time>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
