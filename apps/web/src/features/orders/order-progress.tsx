import { CUSTOMER_CANCELLABLE, rupeesToPaise, toIndiaSlot, type Order } from '@roast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ErrorMessage } from '../../components/ui/page';
import { useServerMessage } from '../../lib/api';
import { useFormat } from '../../i18n/format';
import { useSessionToken } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useCancelOrder } from './api/orders';
import styles from './order-progress.module.css';
import { useStatusText } from './status-text';

/** States in which the order is still to be collected, so its code is still needed. */
const COLLECTABLE = new Set(['Confirmed', 'Preparing', 'Ready for pickup']);

/**
 * Where an order stands: the code to say at the counter, the refund of a cancelled order, each
 * state it has been in, and, while the kitchen has not started, a way to cancel it.
 */
export function OrderProgress({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const statusText = useStatusText();
  const total = format.paiseExact(rupeesToPaise(order.amount));
  /** '27 Nov, 11:30 AM' in India time, from an ISO instant. */
  const whenOf = (iso: string) => format.slot(toIndiaSlot(new Date(iso)));
  const byWords = (by: string) =>
    by === 'You' ? t('progress.byYou') : by === 'Payment' ? t('progress.byPayment') : t('progress.by', { name: by });
  return (
    <div className={styles.progress}>
      {order.pickupCode && COLLECTABLE.has(order.orderStatus) ? (
        <p className={styles.code}>
          <span className={styles.codeLabel}>{t('progress.code')}</span>
          <strong className={`${styles.digits} tabular`}>{order.pickupCode}</strong>
          <span className={styles.codeHint}>{t('progress.codeHint')}</span>
        </p>
      ) : null}
      {order.refund ? (
        <p className={styles.refund}>
          {order.refund.status === 'refunded' ? t('progress.refunded', { total }) : t('progress.refunding', { total })}
        </p>
      ) : null}
      {order.history.length > 0 ? (
        <details className={styles.history}>
          <summary>{t('progress.history')}</summary>
          <ol>
            {order.history.map((entry) => (
              <li key={`${entry.status}:${entry.at}`}>
                <strong>{statusText(entry.status)}</strong> <time dateTime={entry.at}>{whenOf(entry.at)}</time>
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
  const { t } = useTranslation('orders');
  const serverMessage = useServerMessage();
  const close = () => {
    setOpen(false);
    cancel.reset();
  };
  return (
    <>
      <Button variant="secondary" className={styles.cancel} onClick={() => setOpen(true)}>
        {t('progress.cancel')}
      </Button>
      <Dialog open={open} onClose={close} title={t('progress.cancelTitle', { order: order.orderId })} width={460}>
        <p>{t('progress.cancelText', { total })}</p>
        {cancel.isError ? (
          <ErrorMessage>{serverMessage(cancel.error) ?? t('progress.cancelFailed')}</ErrorMessage>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            {t('progress.keep')}
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
            {cancel.isPending ? t('progress.cancelling') : t('progress.cancel')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
