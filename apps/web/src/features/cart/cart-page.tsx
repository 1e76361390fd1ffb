import { formatRupees, gstOf, GST_PERCENT, rupeesToPaise, sizeLabel, totalWithGst, type Store } from '@roast/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock, Minus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { postJson, serverMessageOf } from '../../lib/api';
import { addOne, deleteLine, refreshCart, removeOne, useCart, type CartLine } from '../../lib/cart';
import { catalogQueries, fromList } from '../../lib/catalog';
import {
  customerPrefill,
  openCheckout,
  verifyPayment,
  type PaymentResponse,
  type ProviderOrder,
} from '../../lib/checkout';
import { formatDate, formatTime12, rupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import { openLogin, sessionToken } from '../../lib/session';
import { toast } from '../../lib/toast';
import styles from './cart-page.module.css';

const money = (paise: number) => `₹${formatRupees(paise)}`;

export function CartPage() {
  const { lines, status } = useCart();
  const [params] = useSearchParams();
  const paymentFailed = params.get('payment') === 'failed';

  return (
    <>
      <title>Your cart | Roast</title>
      <PageHeader
        eyebrow="Cart"
        title="Your cart"
        intro="Everything you have picked, ready for pickup at your outlet."
      />
      <PageBody>
        {paymentFailed ? (
          <ErrorMessage>
            Your payment did not go through, so nothing has been ordered yet. Your cart is just as you left it: please
            try again.
          </ErrorMessage>
        ) : null}
        {status === 'loading' ? (
          <CartSkeleton />
        ) : lines.length > 0 ? (
          <CartContents lines={lines} />
        ) : status === 'error' ? (
          <ErrorMessage>We could not load your cart just now. Please refresh the page in a moment.</ErrorMessage>
        ) : (
          <EmptyState
            action={
              <div className={styles.emptyActions}>
                <ButtonLink to={paths.cakes}>Browse cakes</ButtonLink>
                <ButtonLink to={paths.hampers} variant="secondary">
                  See gift hampers
                </ButtonLink>
              </div>
            }
          >
            <strong className={styles.emptyTitle}>Your cart is empty</strong>
            <span className={styles.emptyText}>Please add some items to your cart.</span>
          </EmptyState>
        )}
      </PageBody>
    </>
  );
}

function CartSkeleton() {
  return (
    <div role="status" className={styles.layout}>
      <span className="visually-hidden">Loading your cart…</span>
      <div className={styles.lines} aria-hidden="true">
        {[0, 1].map((key) => (
          <div key={key} className={`${styles.line} ${styles.skeletonLine}`}>
            <Skeleton height="auto" style={{ aspectRatio: '4 / 3' }} />
            <div style={{ display: 'grid', gap: 10, alignContent: 'start' }}>
              <Skeleton width="55%" height="1.5em" />
              <Skeleton width="80%" />
              <Skeleton width="65%" />
            </div>
          </div>
        ))}
      </div>
      <div className={styles.summary} aria-hidden="true">
        <Skeleton width="60%" height="1.5em" />
        <Skeleton />
        <Skeleton />
        <Skeleton height="44px" />
      </div>
    </div>
  );
}

const lineKey = (line: CartLine) => `${line.itemId}:${line.size}`;

function CartContents({ lines }: { lines: CartLine[] }) {
  const client = useQueryClient();
  const storeId = lines[0]?.store ?? '';
  const store = useQuery({
    ...catalogQueries.store(storeId),
    placeholderData: () => fromList<Store>(client, catalogQueries.stores().queryKey, storeId),
  });
  const [changing, setChanging] = useState(false);
  const outletName = store.data?.outletName;

  const change = async (action: () => Promise<boolean>) => {
    if (changing) return;
    setChanging(true);
    await action();
    setChanging(false);
  };

  const itemsTotal = lines.reduce((sum, line) => sum + rupeesToPaise(line.price) * line.quantity, 0);

  return (
    <div className={styles.layout}>
      <section aria-labelledby="cart-items" className={styles.items}>
        <h2 id="cart-items" className="visually-hidden">
          Items in your cart
        </h2>
        {store.isError ? <ErrorMessage>Failed to load store details. Please try again.</ErrorMessage> : null}
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={lineKey(line)}>
              <LineCard line={line} outletName={outletName} busy={changing} onChange={change} />
            </li>
          ))}
        </ul>
      </section>
      <Summary itemsTotal={itemsTotal} outletName={outletName} count={lines.length} />
    </div>
  );
}

interface LineCardProps {
  line: CartLine;
  outletName: string | undefined;
  busy: boolean;
  onChange: (action: () => Promise<boolean>) => Promise<void>;
}

function LineCard({ line, outletName, busy, onChange }: LineCardProps) {
  const weight = sizeLabel(line.size);
  const lineTotal = rupeesToPaise(line.price) * line.quantity;
  const guard = (action: () => Promise<boolean>) => () => void onChange(action);
  return (
    <article className={styles.line}>
      <CatalogImage
        img={line.img}
        kind="product"
        alt=""
        sizes="(min-width: 640px) 160px, 96px"
        className={styles.image}
      />
      <div className={styles.lineBody}>
        <div className={styles.lineHead}>
          <h3 className={styles.name}>{line.name}</h3>
          <p className={`${styles.lineTotal} tabular`}>
            <span className="visually-hidden">Line total: </span>
            {money(lineTotal)}
          </p>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>Price</dt>
            <dd className="tabular">{rupees(line.price)}</dd>
          </div>
          {weight ? (
            <div>
              <dt>Weight</dt>
              <dd>{weight}</dd>
            </div>
          ) : null}
          {line.isveg === 'EGG' || line.isveg === 'EGGLESS' ? (
            <div>
              <dt>Made</dt>
              <dd>{line.isveg === 'EGGLESS' ? 'Eggless' : 'With egg'}</dd>
            </div>
          ) : null}
          <div>
            <dt>Pickup at</dt>
            <dd>{outletName ?? '…'}</dd>
          </div>
          <div>
            <dt>Pickup</dt>
            <dd>
              {formatDate(line.pickupDate)}, {formatTime12(line.pickupTime)}
            </dd>
          </div>
          <div className={styles.note}>
            <dt>Note</dt>
            <dd>{line.note || 'No note'}</dd>
          </div>
        </dl>
        <div className={styles.controls}>
          <div className={styles.quantity} role="group" aria-label={`Quantity of ${line.name}`}>
            <button
              type="button"
              aria-label={line.quantity > 1 ? `One fewer ${line.name}` : `Remove ${line.name} from cart`}
              aria-disabled={busy || undefined}
              onClick={guard(() => removeOne(line))}
            >
              <Minus aria-hidden="true" size={18} />
            </button>
            <output className="tabular" aria-live="polite">
              {line.quantity}
            </output>
            <button
              type="button"
              aria-label={`One more ${line.name}`}
              aria-disabled={busy || undefined}
              onClick={guard(() => addOne(line))}
            >
              <Plus aria-hidden="true" size={18} />
            </button>
          </div>
          <button
            type="button"
            className={styles.remove}
            aria-disabled={busy || undefined}
            onClick={guard(() => deleteLine(line))}
          >
            <Trash2 aria-hidden="true" size={18} />
            Remove<span className="visually-hidden"> {line.name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}

function Summary({ itemsTotal, outletName, count }: { itemsTotal: number; outletName?: string; count: number }) {
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);

  async function paid(response: PaymentResponse, token: string) {
    try {
      const verified = await verifyPayment('/api/order/paymentverification', response, token);
      void navigate(`/paymentsuccess?reference=${encodeURIComponent(verified.reference)}`);
      void refreshCart();
    } catch (error) {
      toast.error(serverMessageOf(error) ?? 'Checkout failed.');
      setPaying(false);
    }
  }

  async function checkout() {
    const token = sessionToken();
    if (!token) return openLogin('login');
    if (count === 0) return toast.error('No items in the cart.');
    if (paying) return;
    setPaying(true);
    try {
      const [order, prefill] = await Promise.all([
        postJson<ProviderOrder & { orderId: string }>('/api/order/createorder', { paymentMethod: 'ONLINE' }, token),
        customerPrefill(token),
      ]);
      await openCheckout(
        order,
        { description: `Order ${order.orderId}`, prefill, token },
        {
          onPaid: (response) => void paid(response, token),
          onFailed: () => {
            toast.error('Payment failed. Please try again.');
            setPaying(false);
          },
          onDismiss: () => setPaying(false),
        },
      );
    } catch (error) {
      toast.error(serverMessageOf(error) ?? 'Checkout failed.');
      setPaying(false);
    }
  }

  return (
    <aside aria-labelledby="cart-summary" className={styles.summary}>
      <h2 id="cart-summary" className={styles.summaryTitle}>
        Order summary
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>Items Total</dt>
          <dd className="tabular">{money(itemsTotal)}</dd>
        </div>
        <div>
          <dt>GST ({GST_PERCENT}%)</dt>
          <dd className="tabular">{money(gstOf(itemsTotal))}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>Total</dt>
          <dd className="tabular">{money(totalWithGst(itemsTotal))}</dd>
        </div>
      </dl>
      <Button block onClick={() => void checkout()} aria-disabled={paying || undefined}>
        <Lock aria-hidden="true" size={18} />
        {paying ? 'Opening payment…' : 'PROCEED TO CHECKOUT'}
      </Button>
      <p className={styles.reassure}>
        {outletName ? `Pay online now and pick up at ${outletName}. ` : 'Pay online now and pick up at your outlet. '}
        We start baking once your payment is through.
      </p>
    </aside>
  );
}
