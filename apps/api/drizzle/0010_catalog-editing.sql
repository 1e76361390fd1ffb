CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid,
	"staff_name" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"item_name" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('created', 'updated', 'deactivated'))
);
--> statement-breakpoint
CREATE TABLE "catalog_images" (
	"name" text PRIMARY KEY NOT NULL,
	"base" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_images_format" CHECK ("catalog_images"."format" in ('avif', 'webp'))
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "cakes" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "hampers" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "taking_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_images" ADD CONSTRAINT "catalog_images_uploaded_by_staff_members_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_item" ON "audit_log" USING btree ("kind","item_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "catalog_images_base" ON "catalog_images" USING btree ("base");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_checked_in_by_staff_members_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_staff_members_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_event_created" ON "bookings" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_workshop_created" ON "bookings" USING btree ("workshop_id","created_at");--> statement-breakpoint
-- The catalog seeded before alt texts were kept gets the words the seed writes now.
UPDATE "cakes" SET "image_alt" = "name" || ', a whole cake seen from slightly above' WHERE "image_alt" IS NULL;--> statement-breakpoint
UPDATE "hampers" SET "image_alt" = 'The ' || "name" || ', packed and ribboned' WHERE "image_alt" IS NULL;--> statement-breakpoint
UPDATE "events" SET "image_alt" = 'An illustration of ' || "title" WHERE "image_alt" IS NULL;--> statement-breakpoint
UPDATE "workshops" SET "image_alt" = 'An illustration of ' || "title" WHERE "image_alt" IS NULL;--> statement-breakpoint
UPDATE "blogs" SET "image_alt" = 'Banner for the story: ' || "headline" WHERE "image_alt" IS NULL;--> statement-breakpoint
UPDATE "jobs" SET "image_alt" = 'The team at work: ' || "title" WHERE "image_alt" IS NULL AND "image" IS NOT NULL;
