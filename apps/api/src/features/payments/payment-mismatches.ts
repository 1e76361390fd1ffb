import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentMismatches } from '../../db/schema';
import type { MismatchRecord } from '../../payments/completion';

/** Payments for the wrong amount or currency, one row each, however often they are reported. */
export function createPaymentMismatches(db: Database) {
  return {
    async record({ providerOrderId, payment, kind, reference, expectedPaise, source }: MismatchRecord) {
      await db
        .insert(paymentMismatches)
        .values({
          paymentId: payment.id,
          providerOrderId,
          kind,
          reference,
          expectedPaise,
          receivedAmount: payment.amount,
          receivedCurrency: payment.currency,
          firstSource: source,
          lastSource: source,
        })
        .onConflictDoUpdate({
          target: paymentMismatches.paymentId,
          set: { lastSource: source, lastSeenAt: sql`now()` },
        });
    },
  };
}
