ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_link_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_taken_by_staff_members_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_link_hash_unique" UNIQUE("payment_link_hash");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel" CHECK ("orders"."channel" in ('online', 'counter', 'phone'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer" CHECK ("orders"."user_id" is not null or "orders"."customer_name" is not null);