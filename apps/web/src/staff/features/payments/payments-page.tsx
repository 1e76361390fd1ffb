import type { PaymentMismatch } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { rupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { ConsolePageHead, Notice } from '../../components/console-page';
import { messageOf } from '../../lib/api';
import { indiaDateTime } from '../../lib/dates';
import { staffPaths } from '../../lib/paths';
import { paymentMismatchesQuery, useRefundNow } from './api/payments';
import styles from './payments.module.css';

const WHAT: Record<PaymentMismatch['kind'], string> = {
  order: 'Order',
  event: 'Event booking',
  workshop: 'Workshop enrollment',
};

/** What went wrong with a payment, in two words. */
function problemOf(payment: PaymentMismatch): string {
  if (payment.reason === 'second-payment') return 'Paid twice';
  return payment.received.currency === 'INR' ? 'Wrong amount' : 'Wrong currency';
}

/** An amount in its own currency: '₹1,354.50', or 'USD 13.54' for another (its code, never a bare '$'). */
function money(amount: number, currency: string): string {
  if (currency === 'INR') return rupees(amount);
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en-IN', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // Not a currency Intl knows: two decimals, as most have.
  }
  return `${currency} ${amount.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * Payments that bought nothing (owners): a payment for the wrong amount or currency, or a second
 * payment for something already paid. The store refunds each in full on its own; this page says
 * how each refund stands, and lets the owner refund one the store has stopped trying.
 */
export function PaymentsPage() {
  const [params] = useSearchParams();
  const page = readPage(params);
  const mismatches = useQuery(paymentMismatchesQuery(page));
  const list = mismatches.data?.data ?? [];
  const pages = mismatches.data ? Math.max(1, Math.ceil(mismatches.data.total / mismatches.data.limit)) : 1;

  return (
    <>
      <title>Payments · Roast console</title>
      <ConsolePageHead
        title="Payments"
        intro="Payments that bought nothing: for the wrong amount or currency, or a second payment for something already paid. Each is refunded in full through the payment provider."
      />
      {mismatches.isPending ? (
        <div role="status" className={styles.list}>
          <span className="visually-hidden">Loading the payments…</span>
          {Array.from({ length: 2 }, (_, index) => (
            <div key={index} className={styles.payment} aria-hidden="true">
              <Skeleton width="30%" />
              <Skeleton width="60%" height="1.4em" />
              <Skeleton width="80%" />
            </div>
          ))}
        </div>
      ) : mismatches.isError ? (
        <div className={styles.problem}>
          <Notice tone="error">{messageOf(mismatches.error)}</Notice>
          <Button onClick={() => void mismatches.refetch()}>Try again</Button>
        </div>
      ) : mismatches.data.total === 0 ? (
        <Notice tone="info">
          No payment has gone wrong. A payment for the wrong amount, or a second payment, will show here.
        </Notice>
      ) : (
        <>
          {mismatches.data.attention > 0 ? (
            <Notice tone="error">
              {`${count(mismatches.data.attention, 'payment needs', 'payments need')} you: the provider has refused ${
                mismatches.data.attention === 1 ? 'its refund' : 'their refunds'
              }. The reason is under each.`}
            </Notice>
          ) : null}
          <p className={styles.count} aria-live="polite">
            {count(mismatches.data.total, 'payment', 'payments')}
            {pages > 1 ? `, page ${page} of ${pages}` : ''}
          </p>
          <ol className={styles.list} aria-busy={mismatches.isPlaceholderData}>
            {list.map((payment) => (
              <li key={payment.paymentId}>
                <Payment payment={payment} />
              </li>
            ))}
          </ol>
          {pages > 1 ? <Pages page={page} pages={pages} /> : null}
        </>
      )}
    </>
  );
}

function Pages({ page, pages }: { page: number; pages: number }) {
  return (
    <nav aria-label="Pages of payments" className={styles.pages}>
      {page > 1 ? (
        <ButtonLink variant="secondary" to={staffPaths.paymentsPage(page - 1)}>
          <ChevronLeft aria-hidden="true" size={20} />
          Newer
        </ButtonLink>
      ) : (
        <span />
      )}
      {page < pages ? (
        <ButtonLink variant="secondary" to={staffPaths.paymentsPage(page + 1)}>
          Older
          <ChevronRight aria-hidden="true" size={20} />
        </ButtonLink>
      ) : null}
    </nav>
  );
}

function Payment({ payment }: { payment: PaymentMismatch }) {
  const headingId = useId();
  const { customer } = payment;
  return (
    <article
      className={`${styles.payment} ${payment.needsAttention ? styles.attention : ''}`}
      aria-labelledby={headingId}
    >
      <p className={styles.when}>
        <time dateTime={payment.at}>{indiaDateTime(payment.at)}</time>
      </p>
      <h2 id={headingId} className={styles.what}>
        <span className={`${styles.problemBadge} ${styles[payment.reason === 'second-payment' ? 'twice' : 'wrong']}`}>
          {problemOf(payment)}
        </span>{' '}
        <span className={styles.kind}>{WHAT[payment.kind]}</span> {payment.reference}
        {payment.title ? <span className={styles.title}> · {payment.title}</span> : null}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Customer</dt>
          <dd>
            {customer ? (
              <>
                <span className={`${styles.value} ${styles.line}`}>{customer.name}</span>{' '}
                <a className={styles.line} href={`mailto:${customer.email}`}>
                  {customer.email}
                </a>
                {customer.phone ? (
                  <>
                    {' '}
                    <a className={styles.line} href={`tel:${customer.phone}`}>
                      {customer.phone}
                    </a>
                  </>
                ) : null}
              </>
            ) : (
              <span className={styles.nothing}>not known</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Owed</dt>
          <dd className={styles.value}>{rupees(payment.owed)}</dd>
        </div>
        <div>
          <dt>Arrived</dt>
          <dd className={styles.value}>{money(payment.received.amount, payment.received.currency)}</dd>
        </div>
        <div>
          <dt>This payment</dt>
          <dd className={styles.code}>{payment.paymentId}</dd>
        </div>
        {payment.paidWith ? (
          <div>
            <dt>Paid for with</dt>
            <dd className={styles.code}>{payment.paidWith}</dd>
          </div>
        ) : null}
      </dl>
      <RefundState payment={payment} />
    </article>
  );
}

function RefundState({ payment }: { payment: PaymentMismatch }) {
  const { refund } = payment;
  const refundNow = useRefundNow();
  const amount = money(payment.received.amount, payment.received.currency);
  const tap = () =>
    refundNow.mutate(payment.paymentId, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(messageOf(error)),
    });

  if (refund.state === 'refunded') {
    return (
      <p className={`${styles.refund} ${styles.refunded}`}>
        <strong>Refunded</strong> {amount}
        {refund.refundedAt ? ` on ${indiaDateTime(refund.refundedAt)}` : ''}
        {refund.refundId ? <span className={styles.code}> · {refund.refundId}</span> : null}
        {refund.requestedBy ? ` · asked by ${refund.requestedBy}` : ''}
      </p>
    );
  }
  if (refund.state === 'pending') {
    return (
      <p className={`${styles.refund} ${styles.pending}`}>
        <strong>Refund being made</strong> {amount}
      </p>
    );
  }
  const button = (
    <Button variant={refund.state === 'owner' ? 'primary' : 'secondary'} disabled={refundNow.isPending} onClick={tap}>
      {refundNow.isPending ? 'Refunding…' : refund.state === 'owner' ? `Refund ${amount}` : 'Try the refund now'}
    </Button>
  );
  return (
    <div className={`${styles.refund} ${styles.failing}`}>
      <div>
        <p>
          <strong>{refund.state === 'owner' ? 'Left for you' : 'Refund failing'}</strong> {amount}
          {refund.state === 'owner'
            ? refund.attempts > 0
              ? `: the store stopped trying after ${count(refund.attempts, 'attempt', 'attempts')}.`
              : ': not refunded yet.'
            : `: tried ${count(refund.attempts, 'time', 'times')}${
                refund.nextAttemptAt ? `, next try ${indiaDateTime(refund.nextAttemptAt)}` : ''
              }.`}
        </p>
        {refund.lastError ? <p className={styles.reason}>The provider said: {refund.lastError}</p> : null}
      </div>
      {button}
    </div>
  );
}
