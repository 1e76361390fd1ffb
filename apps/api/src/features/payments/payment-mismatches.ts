import { createHash } from 'node:crypto';
import { paiseToRupees, type MismatchRefundState, type PaymentMismatch } from '@roast/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { StaffUser } from '../../auth/require-staff';
import type { Audit } from '../audit/audit.service';
import type { Database } from '../../db/client';
import { badGateway, conflict, notFound } from '../../http/errors';
import type { StrayPayment } from '../../payments/completion';
import type { PaymentProvider } from '../../payments/provider';
import { jobIdFor, type JobInfo, type Jobs, type JobState } from '../../jobs/jobs';
import { refundFailure } from '../../payments/refunds';
import * as repository from './payment-mismatches.repository';

export interface PaymentMismatchesDependencies {
  db: Database;
  provider: PaymentProvider;
  jobs: Jobs;
  log: FastifyBaseLogger;
  /** The owner's refunds go into the audit trail. */
  audit: Audit;
}

/** The queue of stray payments' refunds: one job per payment, its id made from the payment's. */
export const REFUND_QUEUE = 'payments.refund-stray';

/**
 * Tries before the store stops on its own and leaves the refund to the owner: 30 s after the first
 * failure, doubling (with the engine's jitter, up to twice that), so the last comes some hours after
 * the payment. A refund the provider keeps refusing needs a person, not more of the same request.
 */
export const MAX_AUTOMATIC_ATTEMPTS = 10;
const REFUND_RULES = {
  retryLimit: MAX_AUTOMATIC_ATTEMPTS - 1,
  retryDelaySeconds: 30,
  backoff: true,
  expireInSeconds: 300,
} as const;

/** The id of a payment's refund job: the same for every report of the payment, so it has one. */
export const refundJobIdOf = (paymentId: string): string => jobIdFor(`${REFUND_QUEUE}:${paymentId}`);

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

/** The job is still to run, or running: the store is making the refund. */
const LIVE: JobState['state'][] = ['created', 'retry', 'active'];

function stateOf(row: repository.MismatchRow, job: JobState | undefined): MismatchRefundState {
  if (row.refundStatus === 'refunded') return 'refunded';
  // Pending with no job left to run it (its server died on its last try): the owner's to decide.
  if (row.refundStatus === 'owner' || !job || !LIVE.includes(job.state)) return 'owner';
  return row.refundAttempts > 0 ? 'failing' : 'pending';
}

function toMismatch(
  { row, bookingKind, title, customer, paidWith, requestedBy }: repository.ListedMismatch,
  job: JobState | undefined,
) {
  const state = stateOf(row, job);
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
      nextAttemptAt: (state === 'pending' || state === 'failing') && job?.state !== 'active' ? job!.startAfter : null,
      requestedBy,
    },
    needsAttention: state === 'failing' || state === 'owner',
  } satisfies PaymentMismatch;
}

/**
 * Payments that bought nothing (decision 35): a payment for another amount or currency than was
 * owed, and a second payment for something already paid. Each is kept once, however many times
 * and ways it is reported (the widget, the provider's callback, a webhook, the reconciler), with
 * one refund job in the same transaction. The server that kept it runs the job at once; a failure
 * is retried by the job engine with back-off, on any server, until the provider has made the refund
 * or the store leaves it to the owner. Every try sends the same idempotency key. The owner sees
 * every one in the console, and a tap runs its job now.
 */
export function createPaymentMismatches({ db, provider, jobs, log, audit }: PaymentMismatchesDependencies) {
  /** One try at a refund; a failure is kept for the owner's list and thrown, for the engine to retry. */
  async function refund({ paymentId }: { paymentId: string }, job: JobInfo) {
    const due = await repository.refundDue(db, paymentId);
    if (!due || due.refundStatus === 'refunded') return;
    try {
      const made = await provider.refund(paymentId, due.receivedAmount, refundKeyOf(paymentId));
      await repository.refunded(db, paymentId, made.id);
      log.info({ reference: due.reference, paymentId, refundId: made.id }, 'a stray payment refunded');
    } catch (error) {
      const giveUp = job.retryCount >= job.retryLimit;
      await repository.refundFailed(db, paymentId, refundFailure(error), giveUp);
      log.error(
        { err: error, reference: due.reference, paymentId, tries: job.retryCount + 1 },
        giveUp
          ? 'refunding a stray payment failed again; it is left for the owner'
          : 'refunding a stray payment failed; it will be tried again',
      );
      throw error;
    }
  }
  jobs.define(REFUND_QUEUE, REFUND_RULES, refund);

  async function listed(found: repository.ListedMismatch[]) {
    const ids = new Map(found.map(({ row }) => [refundJobIdOf(row.paymentId), row.paymentId]));
    const byPayment = new Map((await jobs.states(REFUND_QUEUE, [...ids.keys()])).map((job) => [ids.get(job.id)!, job]));
    return found.map((one) => toMismatch(one, byPayment.get(one.row.paymentId)));
  }

  async function one(paymentId: string): Promise<PaymentMismatch> {
    const found = await repository.listedByPayment(db, [paymentId]);
    if (found.length === 0) throw notFound('payment_not_found');
    return (await listed(found))[0]!;
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
      const jobId = refundJobIdOf(stray.payment.id);
      const fresh = await db.transaction(async (tx) => {
        if (!(await repository.record(tx, stray))) return false;
        await jobs.add(tx, REFUND_QUEUE, [{ paymentId: stray.payment.id }], { ids: [jobId] });
        return true;
      });
      if (fresh) await jobs.runNow(REFUND_QUEUE, [jobId]);
    },

    /**
     * Refunds still being made without a job to make them (kept by a version before the job
     * engine, or whose last try died with its server) get one: run at start, it finds none the
     * second time, and two servers starting together add each job once.
     */
    async adoptOrphans(): Promise<number> {
      const pending = await repository.pendingPayments(db);
      const ids = pending.map(refundJobIdOf);
      const states = new Map((await jobs.states(REFUND_QUEUE, ids)).map((job) => [job.id, job.state]));
      const missing = pending.filter((_, index) => !states.has(ids[index]!));
      await jobs.add(
        db,
        REFUND_QUEUE,
        missing.map((paymentId) => ({ paymentId })),
        { ids: missing.map(refundJobIdOf) },
      );
      const failed = ids.filter((id) => states.get(id) === 'failed');
      for (const id of failed) await jobs.retry(REFUND_QUEUE, id);
      jobs.wakeAdded();
      return missing.length + failed.length;
    },

    /** The owner's list, newest first. */
    async page(query: { page: number; limit: number }) {
      const { rows, total, attention } = await repository.page(db, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { data: await listed(rows), page: query.page, limit: query.limit, total, attention };
    },

    /**
     * The owner's tap: runs the payment's refund job now (one failing and waiting for its next
     * try, or one the store stopped trying, given one more try) and answers what happened.
     */
    async refundNow(owner: StaffUser, paymentId: string) {
      const before = await one(paymentId);
      if (before.refund.state === 'refunded') throw conflict('payment_already_refunded');
      const jobId = refundJobIdOf(paymentId);
      const [job] = await jobs.states(REFUND_QUEUE, [jobId]);
      if (job?.state === 'active') throw conflict('refund_in_progress');
      // The row is the store's to refund again before its job can run.
      await repository.askedByOwner(db, paymentId, owner.id);
      if (job?.state === 'failed') await jobs.retry(REFUND_QUEUE, jobId);
      // A job done long ago is no longer kept: a new one, tried once, as a retried one is.
      else if (!job) await jobs.add(db, REFUND_QUEUE, [{ paymentId }], { ids: [jobId], retryLimit: 0 });
      const ran = await jobs.runNow(REFUND_QUEUE, [jobId]);
      const updated = await one(paymentId);
      if (ran === 0) {
        throw conflict(updated.refund.state === 'refunded' ? 'payment_already_refunded' : 'refund_in_progress');
      }
      if (updated.refund.state !== 'refunded') {
        // Kept as failing (or left for the owner again), with the provider's reason, for the list.
        throw badGateway('refund_refused', new Error(updated.refund.lastError ?? 'refund refused'), {
          payment: paymentId,
          reason: updated.refund.lastError ?? { code: 'no_reason_given' },
        });
      }
      await audit.record(db, {
        actor: { id: owner.id, name: owner.name },
        kind: 'payments',
        itemId: paymentId,
        itemName: paymentId,
        action: 'refunded',
        before: { refund: before.refund.state },
        after: { refund: 'refunded', amount: updated.received.amount, reference: updated.reference },
      });
      return { message: `${paymentId} is refunded.`, data: updated };
    },
  };
}

export type PaymentMismatches = ReturnType<typeof createPaymentMismatches>;
