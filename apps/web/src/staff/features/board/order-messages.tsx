import type { BoardMessage } from '@roast/domain';
import { indiaMoment } from '../../lib/dates';
import styles from './order-card.module.css';

const CHANNELS: Record<BoardMessage['channel'], string> = { whatsapp: 'WhatsApp', sms: 'SMS' };
const TEMPLATES: Record<string, string> = {
  order_confirmed: 'Order confirmed',
  order_ready: 'Ready for pickup',
  order_cancelled: 'Cancelled',
  pickup_reminder: 'Pickup reminder',
};
const STATES: Record<BoardMessage['status'], string> = {
  queued: 'Waiting to send',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Not delivered',
};

/** The customer's WhatsApp and SMS messages about an order, each with how far it got. */
export function OrderMessages({ messages }: { messages: BoardMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <>
      <p className={styles.historyStatus}>Messages to the customer</p>
      <ol aria-label="Messages to the customer">
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
