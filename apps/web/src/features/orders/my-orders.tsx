import { ORDERS_PER_PAGE, rupeesToPaise, sizeLabel, toIndiaSlot, type Order } from '@roast/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState, ErrorMessage } from '../../components/ui/page';
import records from '../../components/ui/records.module.css';
import { Skeleton } from '../../components/ui/skeleton';
import { StatusFacts } from '../../components/ui/status-facts';
import { useFormat, type Format } from '../../i18n/format';
import { useServerMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSessionToken } from '../../lib/session';
import { fetchOrderStatus, ordersPageQuery } from './api/orders';
import styles from './my-orders.module.css';
import { OrderDocuments } from './order-documents';
import { OrderProgress } from './order-progress';
import { Pagination } from './pagination';
import { useStatusText } from './status-text';

/** '2026-11-25T06:00:00.000Z' → '25 Nov 2026' in India time. */
function placedOn(iso: string, format: Format): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : format.date(toIndiaSlot(at).pickupDate);
}

/** My Orders: the customer's paid orders, newest first, five to a page. */
export function MyOrders() {
  const token = useSessionToken();
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const orders = useQuery(ordersPageQuery(token, page));
  const { t } = useTranslation('orders');

  if (orders.isPending) return <OrdersSkeleton />;
  if (orders.isError) {
    return <ErrorMessage>{t('list.failed')}</ErrorMessage>;
  }
  const { data: list, total } = orders.data;
  if (total === 0) {
    return (
      <EmptyState action={<ButtonLink to={paths.cakes}>{t('list.browseCakes')}</ButtonLink>}>
        <strong>{t('list.empty')}</strong>
      </EmptyState>
    );
  }
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));

  return (
    <div ref={top} className={styles.orders} aria-busy={orders.isPlaceholderData || undefined}>
      <p className={styles.count}>
        {t('list.count', { count: total })}
        {pageCount > 1 ? ` ${t('list.page', { page, pages: pageCount })}` : ''}
      </p>
      <ol className={records.list}>
        {list.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ol>
      <Pagination
        label={t('list.pages')}
        pageCount={pageCount}
        current={page}
        onChange={(next) => {
          setPage(next);
          top.current?.scrollIntoView({ block: 'start' });
        }}
      />
    </div>
  );
}

function OrdersSkeleton() {
  const { t } = useTranslation('orders');
  return (
    <div role="status" className={records.list}>
      <span className="visually-hidden">{t('list.loading')}</span>
      {[0, 1].map((key) => (
        <div key={key} className={records.card} aria-hidden="true">
          <Skeleton width="40%" height="1.6em" />
          <Skeleton width="70%" />
          <Skeleton height="5em" />
        </div>
      ))}
    </div>
  );
}

function OrderCard({ order }: { order: Order }) {
  const headingId = useId();
  const token = useSessionToken();
  const check = useMutation({ mutationFn: () => fetchOrderStatus(token, order._id) });
  const { t } = useTranslation('orders');
  const serverMessage = useServerMessage();
  const format = useFormat();
  const statusText = useStatusText();
  const checked = check.data;
  const checking = check.isPending;
  const checkError = check.isError ? (serverMessage(check.error) ?? t('card.checkFailed')) : null;

  const status = checked?.orderStatus ?? order.orderStatus;
  const paid = checked?.paymentStatus ?? order.paymentStatus;

  return (
    <article className={records.card} aria-labelledby={headingId}>
      <header className={records.cardHead}>
        <div>
          <h2 id={headingId} className={records.reference}>
            <span className={records.referenceLabel}>{t('card.order')}</span>
            {order.orderId}
          </h2>
          <p className={records.placed}>
            {t('card.placed', { date: placedOn(order.createdAt, format), outlet: order.store.outletName })}
          </p>
        </div>
        <p className={`${records.total} tabular`}>
          <span className={records.totalLabel}>{t('card.total')}</span>
          <span>{format.paiseExact(rupeesToPaise(order.amount))}</span>
        </p>
      </header>

      <StatusFacts status={statusText(status)} paid={paid} />

      <OrderProgress order={order} />

      <table className={styles.items}>
        <caption className="visually-hidden">{t('card.items', { order: order.orderId })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('card.item')}</th>
            <th scope="col">{t('card.quantity')}</th>
            <th scope="col">{t('card.size')}</th>
            <th scope="col">{t('card.price')}</th>
            <th scope="col">{t('card.pickupAt')}</th>
            <th scope="col">{t('card.status')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={`${item.itemId}:${item.size}:${index}`}>
              <th scope="row" data-label={t('card.item')}>
                {item.itemName}
                <span className={styles.when}>
                  {t('card.when', { date: format.date(item.pickupDate), time: format.time(item.pickupTime) })}
                </span>
              </th>
              <td data-label={t('card.quantity')} className="tabular">
                {item.quantity}
              </td>
              <td data-label={t('card.size')}>
                {item.size === '0-kg' ? t('card.notApplicable') : sizeLabel(item.size) || item.size}
              </td>
              <td data-label={t('card.price')} className="tabular">
                {format.rupees(item.price)}
              </td>
              <td data-label={t('card.pickupAt')}>{item.pickupAt}</td>
              <td data-label={t('card.status')}>{statusText(item.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <OrderDocuments order={order} />

      <div className={styles.check}>
        <Button variant="secondary" onClick={() => !checking && check.mutate()} aria-disabled={checking || undefined}>
          <RefreshCw aria-hidden="true" size={18} />
          {t('card.check')}
        </Button>
        <p role="status" className={styles.checked}>
          {checked
            ? t('card.current', {
                status: statusText(checked.orderStatus),
                payment: checked.paymentStatus ? t('card.completed') : t('card.pending'),
              })
            : ''}
        </p>
        {checkError ? <ErrorMessage>{checkError}</ErrorMessage> : null}
      </div>
    </article>
  );
}
