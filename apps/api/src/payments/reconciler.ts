import type { FastifyBaseLogger } from 'fastify';
import type { PaymentCompletion } from './completion';
import { isTaken, type PaymentProvider } from './provider';

/** Provider orders still unpaid on our side, old enough that a payment should have been heard of. */
export type UnpaidSource = (olderThan: Date, newerThan: Date, limit: number) => Promise<{ providerOrderId: string }[]>;

const QUIET_MS = 3 * 60_000;
const GIVE_UP_MS = 24 * 3_600_000;
const BATCH = 25;

/**
 * Asks the provider about orders left unpaid past a few minutes: a customer whose browser never
 * came back, and whose webhook was lost, still gets their order.
 */
export class Reconciler {
  private readonly sources: UnpaidSource[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly provider: PaymentProvider,
    private readonly completion: PaymentCompletion,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  addSource(source: UnpaidSource): void {
    this.sources.push(source);
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.runOnce().catch((error: unknown) => this.log.error({ err: error }, 'reconciliation failed'));
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One round: how many orders it completed. */
  async runOnce(): Promise<number> {
    const now = this.now().getTime();
    let completed = 0;
    for (const source of this.sources) {
      const unpaid = await source(new Date(now - QUIET_MS), new Date(now - GIVE_UP_MS), BATCH);
      for (const { providerOrderId } of unpaid) {
        let payments;
        try {
          payments = await this.provider.orderPayments(providerOrderId);
        } catch (error) {
          this.log.warn({ err: error, providerOrderId }, 'could not ask the provider about an order');
          continue;
        }
        // A payment for the wrong amount is recorded and passed over; another may pay in full.
        for (const taken of payments.filter(isTaken)) {
          const result = await this.completion.complete(providerOrderId, taken, 'reconciler');
          if (result.outcome === 'paid' || result.outcome === 'refunded') completed += 1;
          if (result.outcome !== 'mismatch') break;
        }
      }
    }
    return completed;
  }
}
