CREATE TABLE "payment_mismatches" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"provider_order_id" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"expected_paise" integer NOT NULL,
	"received_amount" integer NOT NULL,
	"received_currency" text NOT NULL,
	"first_source" text NOT NULL,
	"last_source" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;