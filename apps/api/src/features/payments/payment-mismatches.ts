import { createHash } from 'node:crypto';
import { paiseToRupees, type MismatchRefundState, type PaymentMismatch } from '@roast/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { StaffUser } from '../../auth/require-staff';
import type { Database } from '../../db/client';
import { badGateway, conflict, notFound } from '../../http/errors';
import type { StrayPayment } from '../../payments/completion';
import type { PaymentProvider } from '../../payments/provider';
import { REFUND_LEASE_MS, refundFailure, refundRetryDelayMs } from '../../payments/refunds';
import * as repository from './payment-mismatches.repository';

export interface PaymentMismatchesDependencies {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  now: () => Date;
}

const REFUND_BATCH = 25;
/**
 * Failed attempts after which the store stops trying on its own and leaves the refund to the owner
 * (with the back-off, about three hours after the payment): a refund the provider keeps refusing
 * needs a person, not more of the same request.
 */
export const MAX_AUTOMATIC_ATTEMPTS = 10;

/**
 * The provider's idempotency key for a payment's refund (10 to 100 letters, digits, '-' or '_'):
 * every attempt sends the same one, so the payment is refunded once however often it is asked.
 */
export function refundKeyOf(paymentId: string): string {
  return /^[A-Za-z0-9_-]{1,80}$/.test(paymentId)
    ? `payment-refund-${paymentId}`
    : `payment-refund-${createHash('sha256').update(paymentId).digest('base64url').slice(0, 43)}`;
}

/** Digits after the point in a currency's main unit (2 for rupees, 0 for yen), 2 when unknown. */
function fractionDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

function stateOf(row: repository.MismatchRow): MismatchRefundState {
  if (row.refundStatus === 'refunded') return 'refunded';
  if (row.refundStatus === 'owner') return 'owner';
  return row.refundAttempts > 0 ? 'failing' : 'pending';
}

function toMismatch({ row, bookingKind, title, customer, paidWith, requestedBy }: repository.ListedMismatch) {
  const state = stateOf(row);
  return {
    paymentId: row.paymentId,
    reason: row.reason,
    at: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    kind: row.kind === 'order' ? 'order' : (bookingKind ?? 'event'),
    reference: row.reference,
    title,
    customer,
    owed: paiseToRupees(row.expectedPaise),
    received: {
      amount: row.receivedAmount / 10 ** fractionDigits(row.receivedCurrency),
      currency: row.receivedCurrency,
    },
    // A second payment's order was paid by another; the payment itself is never that one.
    paidWith: paidWith === row.paymentId ? null : paidWith,
    refund: {
      state,
      refundId: row.refundId,
      refundedAt: row.refundedAt?.toISOString() ?? null,
      attempts: row.refundAttempts,
      lastError: state === 'refunded' ? null : row.refundError,
      nextAttemptAt:
        row.refundStatus === 'pending' && row.refundNextAttemptAt ? row.refundNextAttemptAt.toISOString() : null,
      requestedBy,
    },
    needsAttention: state === 'failing' || state === 'owner',
  } satisfies PaymentMismatch;
}

/**
 * Payments that bought nothing (decision 35): a payment for another amount or currency than was
 * owed, and a second payment for something already paid. Each is kept once, however many times
 * and ways it is reported (the widget, the provider's callback, a webhook, the reconciler), and
 * refunded once through the payment port: at once by the server that first kept it, then, when
 * that fails, by the sweeper with the back-off of every refund, until the provider has made it or
 * the store leaves it to the owner. The owner sees every one in the console.
 */
export function createPaymentMismatches({ db, provider, log, now }: PaymentMismatchesDependencies) {
  const leaseUntil = () => new Date(now().getTime() + REFUND_LEASE_MS);

  /** Tries a refund once; a failure is kept for the owner's list and tried again later (or left to them). */
  async function refund(claim: repository.RefundClaim) {
    try {
      const made = await provider.refund(claim.paymentId, claim.receivedAmount, refundKeyOf(claim.paymentId));
      await repository.refunded(db, claim.paymentId, made.id);
      log.info(
        { reference: claim.reference, paymentId: claim.paymentId, refundId: made.id },
        'a stray payment refunded',
      );
    } catch (error) {
      const attempts = claim.refundAttempts + 1;
      const giveUp = attempts >= MAX_AUTOMATIC_ATTEMPTS;
      const next = giveUp ? null : new Date(now().getTime() + refundRetryDelayMs(attempts));
      await repository.refundFailed(db, claim.paymentId, refundFailure(error), next);
      log.error(
        { err: error, reference: claim.reference, paymentId: claim.paymentId, attempts },
        giveUp
          ? 'refunding a stray payment failed again; it is left for the owner'
          : 'refunding a stray payment failed; it will be tried again',
      );
    }
  }

  /** Refunds that failed and are due again. */
  async function sweepRefunds(): Promise<number> {
    const claims = await repository.claimRefunds(db, now(), leaseUntil(), REFUND_BATCH);
    for (const claim of claims) await refund(claim);
    return claims.length;
  }

  async function one(paymentId: string): Promise<PaymentMismatch> {
    const [found] = await repository.listedByPayment(db, [paymentId]);
    if (!found) throw notFound('payment_not_found');
    return toMismatch(found);
  }

  return {
    /** Keeps a payment that bought nothing and, the first time it is seen, refunds it. */
    async giveBack(stray: StrayPayment): Promise<void> {
      // Only money that bought nothing goes back here. A payment that did pay for something (one
      // the provider reported under another order than the one it paid) is for a person to look into.
      if (await repository.paidForSomething(db, stray.payment.id)) {
        log.error(
          { paymentId: stray.payment.id, providerOrderId: stray.providerOrderId, reference: stray.reference },
          'a payment reported for one order paid for another; it is not refunded',
        );
        return;
      }
      const fresh = await repository.record(db, stray, leaseUntil());
      if (fresh) await refund(fresh);
    },

    sweepRefunds,

    /** The owner's list, newest first. */
    async page(query: { page: number; limit: number }) {
      const { rows, total, attention } = await repository.page(db, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { data: rows.map(toMismatch), page: query.page, limit: query.limit, total, attention };
    },

    /** The owner's tap: refund now a payment left for them, or one whose refund is failing. */
    async refundNow(owner: StaffUser, paymentId: string) {
      const claim = await repository.claimForOwner(db, paymentId, owner.id, leaseUntil());
      if (!claim) {
        const current = await one(paymentId);
        throw conflict(current.refund.state === 'refunded' ? 'payment_already_refunded' : 'refund_in_progress');
      }
      await refund(claim);
      const updated = await one(paymentId);
      if (updated.refund.state !== 'refunded') {
        // Kept as failing (or left for the owner again), with the provider's reason, for the list.
        throw badGateway('refund_refused', new Error(updated.refund.lastError ?? 'refund refused'), {
          payment: paymentId,
          reason: updated.refund.lastError ?? { code: 'no_reason_given' },
        });
      }
      return { message: `${paymentId} is refunded.`, data: updated };
    },
  };
}

export type PaymentMismatches = ReturnType<typeof createPaymentMismatches>;
