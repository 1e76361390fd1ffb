import {
  gstOf,
  GST_PERCENT,
  paiseToRupees,
  rupeesToPaise,
  sizeLabel,
  totalWithGst,
  type CartLine,
  type Store,
} from '@roast/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Lock, Minus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { IconButton } from '../../components/ui/icon-button';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { useCatalogText } from '../../i18n/catalog-text';
import { useFormat } from '../../i18n/format';
import { catalogQueries, fromList } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import { useRefusalWords } from '../../lib/refusals';
import { openLogin, useLoginDialog, useSessionToken } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useCart, useCartActions } from './api/cart';
import { useCheckout } from './api/checkout';
import { useCartPickups, type LinePickup } from './api/pickup-slots';
import styles from './cart-page.module.css';

export function CartPage() {
  const { lines, status } = useCart();
  const [params] = useSearchParams();
  const paymentFailed = params.get('payment') === 'failed';
  const checkout = useCheckoutAfterLogin(status === 'ready' && lines.length > 0);
  const { t } = useTranslation('cart');

  return (
    <>
      <title>{t('title')}</title>
      <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')} intro={t('header.intro')} />
      <PageBody>
        {paymentFailed ? <ErrorMessage>{t('paymentFailed')}</ErrorMessage> : null}
        {status === 'loading' ? (
          <CartSkeleton />
        ) : lines.length > 0 ? (
          <CartContents lines={lines} checkout={checkout} />
        ) : status === 'error' ? (
          <ErrorMessage>{t('loadFailed')}</ErrorMessage>
        ) : (
          <EmptyState
            action={
              <div className={styles.emptyActions}>
                <ButtonLink to={paths.cakes}>{t('empty.browseCakes')}</ButtonLink>
                <ButtonLink to={paths.hampers} variant="secondary">
                  {t('empty.seeHampers')}
                </ButtonLink>
              </div>
            }
          >
            <strong className={styles.emptyTitle}>{t('empty.title')}</strong>
            <span className={styles.emptyText}>{t('empty.text')}</span>
          </EmptyState>
        )}
      </PageBody>
    </>
  );
}

function CartSkeleton() {
  const { t } = useTranslation('cart');
  return (
    <div role="status" className={styles.layout}>
      <span className="visually-hidden">{t('loading')}</span>
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

type Checkout = ReturnType<typeof useCheckoutAfterLogin>;

/**
 * PROCEED TO CHECKOUT: a customer pays at once; a guest is asked to sign up (or log in) first, and
 * the payment opens as soon as they have and their cart has come with them.
 */
function useCheckoutAfterLogin(ready: boolean) {
  const token = useSessionToken();
  const login = useLoginDialog();
  const checkout = useCheckout();
  const waitingForLogin = useRef(false);
  const { t } = useTranslation('cart');

  useEffect(() => {
    if (!waitingForLogin.current) return;
    if (token && ready) {
      waitingForLogin.current = false;
      checkout.mutate(token);
    } else if (!token && !login.open) {
      // The popup was closed without signing in.
      waitingForLogin.current = false;
    }
  }, [token, ready, login.open, checkout]);

  return {
    paying: checkout.isPending,
    guest: !token,
    proceed() {
      if (!ready) return toast.error(t('toast.noItems'));
      if (checkout.isPending) return;
      if (!token) {
        waitingForLogin.current = true;
        return openLogin('signup', 'checkout');
      }
      checkout.mutate(token);
    },
  };
}

function CartContents({ lines, checkout }: { lines: CartLine[]; checkout: Checkout }) {
  const client = useQueryClient();
  const { addOne, removeOne, deleteLine, movePickup } = useCartActions();
  const storeId = lines[0]?.store ?? '';
  const store = useQuery({
    ...catalogQueries.store(storeId),
    placeholderData: () => fromList<Store>(client, catalogQueries.stores().queryKey, storeId),
  });
  const [changing, setChanging] = useState(false);
  const text = useCatalogText();
  const outletName = store.data ? text(store.data, 'outletName') : undefined;
  const pickupOf = useCartPickups(lines, store.data);
  const { t } = useTranslation('cart');

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
          {t('itemsHeading')}
        </h2>
        {store.isError ? <ErrorMessage>{t('storeFailed')}</ErrorMessage> : null}
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={lineKey(line)}>
              <LineCard
                line={line}
                outletName={outletName}
                pickup={pickupOf(line)}
                busy={changing}
                onChange={change}
                actions={{ addOne, removeOne, deleteLine, movePickup }}
              />
            </li>
          ))}
        </ul>
      </section>
      <Summary itemsTotal={itemsTotal} outletName={outletName} checkout={checkout} />
    </div>
  );
}

interface LineCardProps {
  line: CartLine;
  outletName: string | undefined;
  /** How its pickup stands now; undefined until the outlet has answered. */
  pickup: LinePickup | undefined;
  busy: boolean;
  onChange: (action: () => Promise<boolean>) => Promise<void>;
  actions: Pick<ReturnType<typeof useCartActions>, 'addOne' | 'removeOne' | 'deleteLine' | 'movePickup'>;
}

function LineCard({
  line,
  outletName,
  pickup,
  busy,
  onChange,
  actions: { addOne, removeOne, deleteLine, movePickup },
}: LineCardProps) {
  const weight = sizeLabel(line.size);
  const lineTotal = rupeesToPaise(line.price) * line.quantity;
  const guard = (action: () => Promise<boolean>) => () => void onChange(action);
  const moveTo = pickup?.kind === 'full' || pickup?.kind === 'late' ? pickup.moveTo : null;
  const { t } = useTranslation('cart');
  const format = useFormat();
  const refusalWords = useRefusalWords();
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
            <span className="visually-hidden">{t('line.total')}</span>
            {format.rupees(paiseToRupees(lineTotal))}
          </p>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('line.price')}</dt>
            <dd className="tabular">{format.rupees(line.price)}</dd>
          </div>
          {weight ? (
            <div>
              <dt>{t('line.weight')}</dt>
              <dd>{weight}</dd>
            </div>
          ) : null}
          {line.isveg === 'EGG' || line.isveg === 'EGGLESS' ? (
            <div>
              <dt>{t('line.made')}</dt>
              <dd>{line.isveg === 'EGGLESS' ? t('line.eggless') : t('line.withEgg')}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('line.pickupAt')}</dt>
            <dd>{outletName ?? '…'}</dd>
          </div>
          <div>
            <dt>{t('line.pickup')}</dt>
            <dd>{t('line.when', { date: format.date(line.pickupDate), time: format.time(line.pickupTime) })}</dd>
          </div>
          <div className={styles.note}>
            <dt>{t('line.note')}</dt>
            <dd>{line.note || t('line.noNote')}</dd>
          </div>
        </dl>
        {pickup && pickup.kind !== 'ok' ? (
          <div className={styles.pickupWarning}>
            <CalendarClock aria-hidden="true" size={20} />
            <p>
              {pickup.kind === 'closed'
                ? refusalWords(pickup.reason)
                : t(pickup.kind === 'full' ? 'line.full' : 'line.late')}
              {pickup.kind !== 'closed' && !moveTo ? ` ${t('line.noRoom')}` : null}
            </p>
            {moveTo ? (
              <Button
                variant="secondary"
                className={styles.move}
                aria-disabled={busy || undefined}
                onClick={guard(() => movePickup(line, { pickupDate: line.pickupDate, pickupTime: moveTo }))}
              >
                {t('line.moveTo', { time: format.time(moveTo) })}
                <span className="visually-hidden"> ({line.name})</span>
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className={styles.controls}>
          <div className={styles.quantity} role="group" aria-label={t('line.quantityOf', { name: line.name })}>
            <IconButton
              label={
                line.quantity > 1
                  ? t('line.oneFewer', { name: line.name })
                  : t('line.removeFromCart', { name: line.name })
              }
              className={styles.step}
              aria-disabled={busy || undefined}
              onClick={guard(() => removeOne(line))}
            >
              <Minus aria-hidden="true" size={18} />
            </IconButton>
            <output className="tabular" aria-live="polite">
              {line.quantity}
            </output>
            <IconButton
              label={t('line.oneMore', { name: line.name })}
              className={styles.step}
              aria-disabled={busy || undefined}
              onClick={guard(() => addOne(line))}
            >
              <Plus aria-hidden="true" size={18} />
            </IconButton>
          </div>
          <button
            type="button"
            className={styles.remove}
            aria-disabled={busy || undefined}
            onClick={guard(() => deleteLine(line))}
          >
            <Trash2 aria-hidden="true" size={18} />
            {t('line.remove')}
            <span className="visually-hidden"> {line.name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}

function Summary({
  itemsTotal,
  outletName,
  checkout,
}: {
  itemsTotal: number;
  outletName?: string;
  checkout: Checkout;
}) {
  const { t } = useTranslation('cart');
  const format = useFormat();
  return (
    <aside aria-labelledby="cart-summary" className={styles.summary}>
      <h2 id="cart-summary" className={styles.summaryTitle}>
        {t('summary.title')}
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>{t('summary.itemsTotal')}</dt>
          <dd className="tabular">{format.paiseExact(itemsTotal)}</dd>
        </div>
        <div>
          <dt>{t('summary.gst', { percent: GST_PERCENT })}</dt>
          <dd className="tabular">{format.paiseExact(gstOf(itemsTotal))}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{t('summary.total')}</dt>
          <dd className="tabular">{format.paiseExact(totalWithGst(itemsTotal))}</dd>
        </div>
      </dl>
      {checkout.guest ? (
        <p className={styles.nextStep} data-testid="checkout-guest-note">
          <strong>{t('summary.newHere')}</strong> {t('summary.guestNote')}
        </p>
      ) : null}
      <Button block onClick={checkout.proceed} aria-disabled={checkout.paying || undefined}>
        <Lock aria-hidden="true" size={18} />
        {checkout.paying ? t('summary.opening') : t('summary.proceed')}
      </Button>
      <p className={styles.reassure}>
        {t('summary.paySecurely')}{' '}
        {outletName ? t('summary.pickUpAt', { outlet: outletName }) : t('summary.pickUpAtYours')} {t('summary.baking')}
      </p>
    </aside>
  );
}
