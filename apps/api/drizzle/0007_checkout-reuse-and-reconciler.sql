DROP INDEX "orders_unpaid_created";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_unpaid_checked" ON "bookings" USING btree ("last_checked_at" nulls first,"created_at") WHERE "bookings"."status" in ('held', 'expired') and "bookings"."provider_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_checkout" ON "orders" USING btree ("user_id","cart_hash") WHERE "orders"."paid" = false and "orders"."cart_hash" is not null;--> statement-breakpoint
CREATE INDEX "orders_unpaid_checked" ON "orders" USING btree ("last_checked_at" nulls first,"created_at") WHERE "orders"."paid" = false;