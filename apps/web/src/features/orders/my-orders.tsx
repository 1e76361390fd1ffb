import { ORDERS_PER_PAGE, rupeesToPaise, sizeLabel, toIndiaSlot, type Order } from '@roast/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState, ErrorMessage } from '../../components/ui/page';
import records from '../../components/ui/records.module.css';
import { Skeleton } from '../../components/ui/skeleton';
import { paymentWord, StatusFacts } from '../../components/ui/status-facts';
import { serverMessageOf } from '../../lib/api';
import { formatDate, formatTime12, paiseExact, rupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSessionToken } from '../../lib/session';
import { fetchOrderStatus, ordersPageQuery } from './api/orders';
import styles from './my-orders.module.css';
import { OrderDocuments } from './order-documents';
import { OrderProgress } from './order-progress';
import { Pagination } from './pagination';

/** '2026-11-25T06:00:00.000Z' → '25 Nov 2026' in India time. */
function placedOn(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : formatDate(toIndiaSlot(at).pickupDate);
}

/** My Orders: the customer's paid orders, newest first, five to a page. */
export function MyOrders() {
  const token = useSessionToken();
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const orders = useQuery(ordersPageQuery(token, page));

  if (orders.isPending) return <OrdersSkeleton />;
  if (orders.isError) {
    return <ErrorMessage>We could not load your orders just now. Please refresh the page in a moment.</ErrorMessage>;
  }
  const { data: list, total } = orders.data;
  if (total === 0) {
    return (
      <EmptyState action={<ButtonLink to={paths.cakes}>Browse cakes</ButtonLink>}>
        <strong>No Orders Found</strong>
      </EmptyState>
    );
  }
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));

  return (
    <div ref={top} className={styles.orders} aria-busy={orders.isPlaceholderData || undefined}>
      <p className={styles.count}>
        {total === 1 ? 'One order' : `${total} orders`}, newest first.
        {pageCount > 1 ? ` Page ${page} of ${pageCount}.` : ''}
      </p>
      <ol className={records.list}>
        {list.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ol>
      <Pagination
        label="Orders pages"
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
  return (
    <div role="status" className={records.list}>
      <span className="visually-hidden">Loading your orders…</span>
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
  const checked = check.data;
  const checking = check.isPending;
  const checkError = check.isError
    ? (serverMessageOf(check.error) ?? 'We could not check this order just now. Please try again.')
    : null;

  const status = checked?.orderStatus ?? order.orderStatus;
  const paid = checked?.paymentStatus ?? order.paymentStatus;

  return (
    <article className={records.card} aria-labelledby={headingId}>
      <header className={records.cardHead}>
        <div>
          <h2 id={headingId} className={records.reference}>
            <span className={records.referenceLabel}>Order </span>
            {order.orderId}
          </h2>
          <p className={records.placed}>
            Placed {placedOn(order.createdAt)} · pickup at {order.store.outletName}
          </p>
        </div>
        <p className={`${records.total} tabular`}>
          <span className={records.totalLabel}>Total</span>
          <span>{paiseExact(rupeesToPaise(order.amount))}</span>
        </p>
      </header>

      <StatusFacts status={status} paid={paid} />

      <OrderProgress order={order} />

      <table className={styles.items}>
        <caption className="visually-hidden">Items in order {order.orderId}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Size</th>
            <th scope="col">Price</th>
            <th scope="col">Pickup location</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={`${item.itemId}:${item.size}:${index}`}>
              <th scope="row" data-label="Item">
                {item.itemName}
                <span className={styles.when}>
                  {formatDate(item.pickupDate)}, {formatTime12(item.pickupTime)}
                </span>
              </th>
              <td data-label="Quantity" className="tabular">
                {item.quantity}
              </td>
              <td data-label="Size">{item.size === '0-kg' ? 'N/A' : sizeLabel(item.size) || item.size}</td>
              <td data-label="Price" className="tabular">
                {rupees(item.price)}
              </td>
              <td data-label="Pickup location">{item.pickupAt}</td>
              <td data-label="Status">{item.status}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <OrderDocuments order={order} />

      <div className={styles.check}>
        <Button variant="secondary" onClick={() => !checking && check.mutate()} aria-disabled={checking || undefined}>
          <RefreshCw aria-hidden="true" size={18} />
          Check Status
        </Button>
        <p role="status" className={styles.checked}>
          {checked ? `Current status: ${checked.orderStatus}. Payment ${paymentWord(checked.paymentStatus)}.` : ''}
        </p>
        {checkError ? <ErrorMessage>{checkError}</ErrorMessage> : null}
      </div>
    </article>
  );
}
