ALTER TABLE "orders" ALTER COLUMN "provider_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_order_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD COLUMN "reason" text DEFAULT 'mismatch' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD COLUMN "refund_status" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD COLUMN "refund_error" text;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD COLUMN "refund_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD COLUMN "refund_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD CONSTRAINT "payment_mismatches_refund_requested_by_staff_members_id_fk" FOREIGN KEY ("refund_requested_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_mismatches_refunds_due" ON "payment_mismatches" USING btree ("refund_next_attempt_at") WHERE "payment_mismatches"."refund_status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_mismatches_first_seen" ON "payment_mismatches" USING btree ("first_seen_at");--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD CONSTRAINT "payment_mismatches_reason" CHECK ("payment_mismatches"."reason" in ('mismatch', 'second-payment'));--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD CONSTRAINT "payment_mismatches_refund_status" CHECK ("payment_mismatches"."refund_status" in ('pending', 'refunded', 'owner'));