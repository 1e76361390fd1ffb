import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentEvents } from '../../db/schema';

/** Webhook events already handled, so a redelivery changes nothing. */
export function createWebhookEvents(db: Database) {
  return {
    async seen(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentEvents.eventId })
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, eventId));
      return Boolean(row);
    },
    async record(eventId: string, event: string): Promise<void> {
      await db.insert(paymentEvents).values({ eventId, event }).onConflictDoNothing();
    },
  };
}

export type WebhookEvents = ReturnType<typeof createWebhookEvents>;
