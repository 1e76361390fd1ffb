import type { FastifyBaseLogger } from 'fastify';

/** A payment as the provider reports it: the amount in paise (or the smallest unit of its currency). */
export interface ReceivedPayment {
  id: string;
  amount: number;
  currency: string;
}

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
  | { outcome: 'refunded'; reference: string; page?: string; message?: string }
  /** Already paid with another payment: a second payment for one order, given back. */
  | { outcome: 'conflict'; reference: string; expectedPaise: number }
  /** The payment is not for the amount (or currency) owed: nothing is marked paid, and it is given back. */
  | { outcome: 'mismatch'; reference: string; expectedPaise: number }
  | { outcome: 'not-found' };

export interface PayableKind {
  name: string;
  /** Marks paid only when the payment is for exactly what is owed, in rupees. */
  markPaid(providerOrderId: string, payment: ReceivedPayment): Promise<CompletionResult>;
}

/** A payment that bought nothing: for the wrong amount or currency, or a second one for something paid. */
export interface StrayPayment {
  providerOrderId: string;
  payment: ReceivedPayment;
  kind: string;
  reference: string;
  reason: 'mismatch' | 'second-payment';
  expectedPaise: number;
  source: string;
}

/** Whether a payment is exactly what is owed. */
export const paysInFull = (payment: ReceivedPayment, owedPaise: number) =>
  payment.currency === 'INR' && payment.amount === owedPaise;

/**
 * Runs a verified payment through the kinds of things that can be paid, and gives back, through
 * `giveBack`, every payment that bought nothing (it keeps it once, and refunds it once).
 */
export class PaymentCompletion {
  private readonly kinds: PayableKind[] = [];

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly giveBack: (stray: StrayPayment) => Promise<void>,
  ) {}

  register(kind: PayableKind): void {
    this.kinds.push(kind);
  }

  async complete(providerOrderId: string, payment: ReceivedPayment, source: string): Promise<CompletionResult> {
    const context = { providerOrderId, paymentId: payment.id, source };
    for (const kind of this.kinds) {
      const result = await kind.markPaid(providerOrderId, payment);
      if (result.outcome === 'not-found') continue;
      if (result.outcome === 'conflict' || result.outcome === 'mismatch') {
        const reason = result.outcome === 'conflict' ? 'second-payment' : 'mismatch';
        this.log.error(
          {
            ...context,
            kind: kind.name,
            reference: result.reference,
            expectedPaise: result.expectedPaise,
            receivedAmount: payment.amount,
            receivedCurrency: payment.currency,
          },
          reason === 'second-payment'
            ? 'a second payment for one order; it is refunded'
            : 'payment mismatch: the amount paid is not the amount owed; nothing is marked paid and it is refunded',
        );
        await this.giveBack({
          providerOrderId,
          payment,
          kind: kind.name,
          reference: result.reference,
          reason,
          expectedPaise: result.expectedPaise,
          source,
        });
      } else if (result.outcome !== 'already') {
        this.log.info({ ...context, kind: kind.name, outcome: result.outcome }, 'payment completed');
      }
      return result;
    }
    this.log.warn(context, 'a payment for an order the store does not know');
    return { outcome: 'not-found' };
  }
}
