import type { FastifyBaseLogger } from 'fastify';
import type { PaymentCompletion } from './completion';
import { isTaken, type PaymentProvider } from './provider';

/** Unpaid provider orders of one kind (cart orders, bookings), for the reconciler to ask about. */
export interface UnpaidSource {
  /**
   * Up to `limit` unpaid provider orders created inside the window and not asked about since
   * `askedBefore` (the never asked first, then the least recently asked), marked asked at `at`.
   */
  due(window: { olderThan: Date; newerThan: Date }, askedBefore: Date, at: Date, limit: number): Promise<string[]>;
}

const QUIET_MS = 3 * 60_000;
const GIVE_UP_MS = 24 * 3_600_000;
const BATCH = 25;
/**
 * A round stops asking after this long and leaves the rest to the next (the least recently asked
 * go first): well inside the 15 minutes after which the job engine takes a running round for dead
 * and would let another start beside it.
 */
const ROUND_MS = 5 * 60_000;

/**
 * Asks the provider about orders left unpaid past a few minutes: a customer whose browser never
 * came back, and whose webhook was lost, still gets their order. Each round pages through every
 * unpaid order in the window, the least recently asked about first, so none waits behind others.
 *
 * Rounds are scheduled work on the job engine (`payments.reconcile`): one per interval across every
 * server, never two at once, so a round lists what is due without claiming it. Were two ever to
 * meet, an order would only be asked about twice: completing a payment is the same however often
 * it is reported.
 */
export class Reconciler {
  private readonly sources: UnpaidSource[] = [];
  private running: Promise<number> | undefined;
  /**
   * An order asked about less than this long before a round began is left out of it: an order is
   * asked about about once an interval, even when a late round is followed closely by the next.
   */
  private recheckMs = 0;

  constructor(
    private readonly provider: PaymentProvider,
    private readonly completion: PaymentCompletion,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  addSource(source: UnpaidSource): void {
    this.sources.push(source);
  }

  /** Rounds come about every `intervalMs`, from whichever server runs them. */
  pace(intervalMs: number): void {
    this.recheckMs = intervalMs / 2;
  }

  /** One round over every unpaid order: how many it completed. */
  runOnce(): Promise<number> {
    this.running ??= this.round().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async round(): Promise<number> {
    const startedAt = this.now();
    const window = {
      olderThan: new Date(startedAt.getTime() - QUIET_MS),
      newerThan: new Date(startedAt.getTime() - GIVE_UP_MS),
    };
    const askedBefore = new Date(startedAt.getTime() - this.recheckMs);
    const stopAt = performance.now() + ROUND_MS;
    let completed = 0;
    for (const source of this.sources) {
      for (;;) {
        if (performance.now() > stopAt) {
          this.log.warn('the reconciler’s round ran long; the next round asks about the rest');
          return completed;
        }
        const batch = await source.due(window, askedBefore, startedAt, BATCH);
        for (const providerOrderId of batch) {
          if (await this.settle(providerOrderId)) completed += 1;
        }
        if (batch.length < BATCH) break;
      }
    }
    return completed;
  }

  /** Whether the provider took a payment for this order that completed it now. */
  private async settle(providerOrderId: string): Promise<boolean> {
    let payments;
    try {
      payments = await this.provider.orderPayments(providerOrderId);
    } catch (error) {
      this.log.warn({ err: error, providerOrderId }, 'could not ask the provider about an order');
      return false;
    }
    // Every payment taken is completed: a payment for the wrong amount is given back and passed
    // over (another may pay in full), and any taken after the one that paid are second payments,
    // given back too.
    let completed = false;
    for (const taken of payments.filter(isTaken)) {
      const result = await this.completion.complete(providerOrderId, taken, 'reconciler');
      if (result.outcome === 'paid' || result.outcome === 'refunded') completed = true;
      if (result.outcome === 'not-found') break;
    }
    return completed;
  }
}
