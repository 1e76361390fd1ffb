import type { FastifyBaseLogger } from 'fastify';

/**
 * What a verified payment completes: an order, an event booking, a workshop enrollment. Each kind
 * says whether a provider order is one of its own and marks it paid, idempotently.
 */
export type CompletionResult =
  /** Marked paid now. `page` is where a browser returning from the provider lands. */
  | { outcome: 'paid'; reference: string; page?: string }
  /** Already paid with this payment: nothing to do. */
  | { outcome: 'already'; reference: string; page?: string }
  /** Paid, but its hold had lapsed with no slot left: refunded instead. */
  | { outcome: 'refunded'; reference: string; page?: string }
  /** Already paid with another payment: a second payment for one order. */
  | { outcome: 'conflict'; reference: string }
  | { outcome: 'not-found' };

export interface PayableKind {
  name: string;
  markPaid(providerOrderId: string, paymentId: string, amountPaise?: number): Promise<CompletionResult>;
}

export class PaymentCompletion {
  private readonly kinds: PayableKind[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  register(kind: PayableKind): void {
    this.kinds.push(kind);
  }

  async complete(
    providerOrderId: string,
    paymentId: string,
    source: string,
    amountPaise?: number,
  ): Promise<CompletionResult> {
    for (const kind of this.kinds) {
      const result = await kind.markPaid(providerOrderId, paymentId, amountPaise);
      if (result.outcome === 'not-found') continue;
      if (result.outcome === 'conflict') {
        this.log.error({ providerOrderId, paymentId, source, kind: kind.name }, 'a second payment for one order');
      } else if (result.outcome !== 'already') {
        this.log.info(
          { providerOrderId, paymentId, source, kind: kind.name, outcome: result.outcome },
          'payment completed',
        );
      }
      return result;
    }
    this.log.warn({ providerOrderId, paymentId, source }, 'a payment for an order the store does not know');
    return { outcome: 'not-found' };
  }
}
