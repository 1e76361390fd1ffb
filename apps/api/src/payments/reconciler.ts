import type { FastifyBaseLogger } from 'fastify';
import type { PaymentCompletion } from './completion';
import { isTaken, type PaymentProvider } from './provider';

/** Unpaid provider orders of one kind (cart orders, bookings), for the reconciler to ask about. */
export interface UnpaidSource {
  /**
   * Claims up to `limit` unpaid provider orders created inside the window and not asked about
   * since `askedBefore` (the least recently asked first), marking them asked at `at`; rows another
   * server is claiming at that moment are skipped.
   */
  claim(window: { olderThan: Date; newerThan: Date }, askedBefore: Date, at: Date, limit: number): Promise<string[]>;
}

const QUIET_MS = 3 * 60_000;
const GIVE_UP_MS = 24 * 3_600_000;
const BATCH = 25;

/**
 * Asks the provider about orders left unpaid past a few minutes: a customer whose browser never
 * came back, and whose webhook was lost, still gets their order. Each round pages through every
 * unpaid order in the window, the least recently asked about first, so none waits behind others.
 */
export class Reconciler {
  private readonly sources: UnpaidSource[] = [];
  private running: Promise<number> | undefined;
  /**
   * An order asked about less than this long before a round began is left out of it: with several
   * servers each running rounds, an order is asked about about once an interval, not once per server.
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
    let completed = 0;
    for (const source of this.sources) {
      for (;;) {
        const askedBefore = new Date(startedAt.getTime() - this.recheckMs);
        const batch = await source.claim(window, askedBefore, startedAt, BATCH);
        if (batch.length === 0) break;
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
