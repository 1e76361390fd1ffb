CREATE TABLE "order_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"staff_id" uuid,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_history_actor" CHECK ("order_history"."actor" in ('payment', 'staff', 'customer'))
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_members_role" CHECK ("staff_members"."role" in ('owner', 'staff')),
	CONSTRAINT "staff_members_email_lowercase" CHECK ("staff_members"."email" = lower("staff_members"."email"))
);
--> statement-breakpoint
CREATE TABLE "staff_outlets" (
	"staff_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	CONSTRAINT "staff_outlets_staff_id_store_id_pk" PRIMARY KEY("staff_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_time" text;--> statement-breakpoint
-- Orders made before the board: a pickup code of their own, their first line's pickup, and the
-- payment as the first entry of their history.
UPDATE "orders" SET "pickup_code" = lpad(floor(random() * 10000)::int::text, 4, '0');--> statement-breakpoint
UPDATE "orders" SET "pickup_date" = first."pickup_date", "pickup_time" = first."pickup_time"
FROM (
  SELECT DISTINCT ON ("order_id") "order_id", "pickup_date", "pickup_time"
  FROM "order_items" ORDER BY "order_id", "pickup_date", "pickup_time"
) AS first
WHERE first."order_id" = "orders"."id";--> statement-breakpoint
UPDATE "orders" SET "pickup_date" = (("created_at" AT TIME ZONE 'UTC') + interval '330 minutes')::date, "pickup_time" = '00:00'
WHERE "pickup_date" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "pickup_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "pickup_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "pickup_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_error" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_key" text;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_staff_members_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_outlets" ADD CONSTRAINT "staff_outlets_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_outlets" ADD CONSTRAINT "staff_outlets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order" ON "order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "staff_invitations_staff" ON "staff_invitations" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "orders_board" ON "orders" USING btree ("store_id","pickup_date","pickup_time") WHERE "orders"."paid" = true;--> statement-breakpoint
CREATE INDEX "orders_refunds_due" ON "orders" USING btree ("refund_next_attempt_at") WHERE "orders"."refund_status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_code" CHECK ("orders"."pickup_code" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_status" CHECK ("orders"."refund_status" in ('pending', 'refunded'));--> statement-breakpoint
INSERT INTO "order_history" ("order_id", "status", "actor", "at")
SELECT "id", 'Confirmed', 'payment', coalesce("paid_at", "updated_at") FROM "orders" WHERE "paid" = true;
