import { CUSTOMER_CANCELLABLE, formatSlot, rupeesToPaise, toIndiaSlot, type Order } from '@roast/domain';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ErrorMessage } from '../../components/ui/page';
import { serverMessageOf } from '../../lib/api';
import { paiseExact } from '../../lib/format';
import { useSessionToken } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useCancelOrder } from './api/orders';
import styles from './order-progress.module.css';

/** States in which the order is still to be collected, so its code is still needed. */
const COLLECTABLE = new Set(['Confirmed', 'Preparing', 'Ready for pickup']);

/** '27 Nov, 11:30 AM' in India time, from an ISO instant. */
const whenOf = (iso: string) => formatSlot(toIndiaSlot(new Date(iso)));

const byWords = (by: string) => (by === 'You' ? 'by you' : by === 'Payment' ? 'payment received' : `by ${by}`);

/**
 * Where an order stands: the code to say at the counter, the refund of a cancelled order, each
 * state it has been in, and, while the kitchen has not started, a way to cancel it.
 */
export function OrderProgress({ order }: { order: Order }) {
  const total = paiseExact(rupeesToPaise(order.amount));
  return (
    <div className={styles.progress}>
      {order.pickupCode && COLLECTABLE.has(order.orderStatus) ? (
        <p className={styles.code}>
          <span className={styles.codeLabel}>Pickup code</span>
          <strong className={`${styles.digits} tabular`}>{order.pickupCode}</strong>
          <span className={styles.codeHint}>Tell us this code at the counter when you collect your order.</span>
        </p>
      ) : null}
      {order.refund ? (
        <p className={styles.refund}>
          {order.refund.status === 'refunded'
            ? `Your ${total} has been refunded to the way you paid. Banks usually show it within 5 to 7 working days.`
            : `Your refund of ${total} is on its way to the way you paid.`}
        </p>
      ) : null}
      {order.history.length > 0 ? (
        <details className={styles.history}>
          <summary>Order history</summary>
          <ol>
            {order.history.map((entry) => (
              <li key={`${entry.status}:${entry.at}`}>
                <strong>{entry.status}</strong> <time dateTime={entry.at}>{whenOf(entry.at)}</time>
                <span className={styles.by}>, {byWords(entry.by)}</span>
                {entry.reason ? <span className={styles.reason}>{entry.reason}</span> : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {order.orderStatus === CUSTOMER_CANCELLABLE ? <CancelOrder order={order} total={total} /> : null}
    </div>
  );
}

function CancelOrder({ order, total }: { order: Order; total: string }) {
  const token = useSessionToken();
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(token);
  const close = () => {
    setOpen(false);
    cancel.reset();
  };
  return (
    <>
      <Button variant="secondary" className={styles.cancel} onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <Dialog open={open} onClose={close} title={`Cancel order ${order.orderId}?`} width={460}>
        <p>
          We have not started on it yet, so you can still cancel. We will refund the full {total} to the way you paid.
        </p>
        {cancel.isError ? (
          <ErrorMessage>
            {serverMessageOf(cancel.error) ?? 'We could not cancel the order just now. Please try again.'}
          </ErrorMessage>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            Keep my order
          </Button>
          <Button
            aria-disabled={cancel.isPending || undefined}
            onClick={() => {
              if (cancel.isPending) return;
              cancel.mutate(order._id, {
                onSuccess: (answer) => {
                  setOpen(false);
                  toast.success(answer.message);
                },
              });
            }}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
