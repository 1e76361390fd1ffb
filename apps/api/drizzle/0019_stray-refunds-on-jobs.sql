DROP INDEX "payment_mismatches_refunds_due";--> statement-breakpoint
ALTER TABLE "payment_mismatches" DROP COLUMN "refund_next_attempt_at";