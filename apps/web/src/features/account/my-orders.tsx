import { formatRupees, sizeLabel, toIndiaSlot, type Order } from '@roast/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState, ErrorMessage } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { getJson, serverMessageOf } from '../../lib/api';
import { formatDate, formatTime12 } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSessionToken } from '../../lib/session';
import styles from './my-orders.module.css';
import { Pagination } from './pagination';

/** The spec's page size for My Orders. */
const PER_PAGE = 5;

interface OrdersPage {
  data: { data: Order[]; page: number; limit: number; total: number };
}

const money = (rupees: number) => `₹${formatRupees(Math.round(rupees * 100))}`;

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
  const orders = useQuery({
    queryKey: ['orders', token, page],
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    queryFn: () => getJson<OrdersPage>(`/api/order/all?page=${page}&limit=${PER_PAGE}`, { token }).then((b) => b.data),
  });

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
  const pageCount = Math.max(1, Math.ceil(total / PER_PAGE));

  return (
    <div ref={top} className={styles.orders} aria-busy={orders.isPlaceholderData || undefined}>
      <p className={styles.count}>
        {total === 1 ? 'One order' : `${total} orders`}, newest first.
        {pageCount > 1 ? ` Page ${page} of ${pageCount}.` : ''}
      </p>
      <ol className={styles.list}>
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
    <div role="status" className={styles.list}>
      <span className="visually-hidden">Loading your orders…</span>
      {[0, 1].map((key) => (
        <div key={key} className={styles.card} aria-hidden="true">
          <Skeleton width="40%" height="1.6em" />
          <Skeleton width="70%" />
          <Skeleton height="5em" />
        </div>
      ))}
    </div>
  );
}

interface StatusAnswer {
  orderStatus: string;
  paymentStatus: boolean;
}

const payment = (paid: boolean) => (paid ? 'Completed' : 'Pending');

/** Status and payment (Completed or Pending), as orders and enrollments show them. */
export function StatusFacts({ status, paid }: { status: string; paid: boolean }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Status</dt>
        <dd>
          <span className={styles.pill}>{status}</span>
        </dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>
          <span className={paid ? styles.paid : styles.pending}>{payment(paid)}</span>
        </dd>
      </div>
    </dl>
  );
}

function OrderCard({ order }: { order: Order }) {
  const headingId = useId();
  const [checked, setChecked] = useState<StatusAnswer | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const token = useSessionToken();

  async function checkStatus() {
    if (checking) return;
    setChecking(true);
    setCheckError(null);
    try {
      setChecked(await getJson<StatusAnswer>(`/api/order/status/${encodeURIComponent(order._id)}`, { token }));
    } catch (error) {
      setCheckError(serverMessageOf(error) ?? 'We could not check this order just now. Please try again.');
    } finally {
      setChecking(false);
    }
  }

  const status = checked?.orderStatus ?? order.orderStatus;
  const paid = checked?.paymentStatus ?? order.paymentStatus;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <div>
          <h2 id={headingId} className={styles.reference}>
            <span className={styles.referenceLabel}>Order </span>
            {order.orderId}
          </h2>
          <p className={styles.placed}>
            Placed {placedOn(order.createdAt)} · pickup at {order.store.outletName}
          </p>
        </div>
        <p className={`${styles.total} tabular`}>
          <span className={styles.totalLabel}>Total</span>
          <span>{money(order.amount)}</span>
        </p>
      </header>

      <StatusFacts status={status} paid={paid} />

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
                {money(item.price)}
              </td>
              <td data-label="Pickup location">{item.pickupAt}</td>
              <td data-label="Status">{item.status}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className={styles.check}>
        <Button variant="secondary" onClick={() => void checkStatus()} aria-disabled={checking || undefined}>
          <RefreshCw aria-hidden="true" size={18} />
          Check Status
        </Button>
        <p role="status" className={styles.checked}>
          {checked ? `Current status: ${checked.orderStatus}. Payment ${payment(checked.paymentStatus)}.` : ''}
        </p>
        {checkError ? <ErrorMessage>{checkError}</ErrorMessage> : null}
      </div>
    </article>
  );
}
