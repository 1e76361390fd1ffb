CREATE TABLE "order_slot_holds" (
	"order_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"pickup_date" date NOT NULL,
	"slot_time" text NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "order_slot_holds_order_id_pickup_date_slot_time_pk" PRIMARY KEY("order_id","pickup_date","slot_time"),
	CONSTRAINT "order_slot_holds_units" CHECK ("order_slot_holds"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_slot_loads" (
	"store_id" uuid NOT NULL,
	"pickup_date" date NOT NULL,
	"slot_time" text NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pickup_slot_loads_store_id_pickup_date_slot_time_pk" PRIMARY KEY("store_id","pickup_date","slot_time"),
	CONSTRAINT "pickup_slot_loads_taken" CHECK ("pickup_slot_loads"."taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cakes" ADD COLUMN "capacity_units" integer;--> statement-breakpoint
ALTER TABLE "hampers" ADD COLUMN "capacity_units" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "closed_reasons" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "slot_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "slot_capacity" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "same_day_cutoff" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_slot_holds" ADD CONSTRAINT "order_slot_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_slot_holds" ADD CONSTRAINT "order_slot_holds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_slot_loads" ADD CONSTRAINT "pickup_slot_loads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_holds_lapsing" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."hold_status" = 'held';--> statement-breakpoint
CREATE INDEX "orders_paid_at" ON "orders" USING btree ("paid_at") WHERE "orders"."paid" = true;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_status" CHECK ("orders"."hold_status" in ('held', 'kept', 'released'));--> statement-breakpoint
-- Paid orders still to be picked up take their units in their slots (a cake 1 per kg, a hamper 1).
INSERT INTO "order_slot_holds" ("order_id", "store_id", "pickup_date", "slot_time", "units")
SELECT i."order_id", o."store_id", i."pickup_date", i."pickup_time",
       sum(i."quantity" * CASE WHEN i."item_type" = 'cake' AND i."size" ~ '^[0-9]+-kg$'
                               THEN split_part(i."size", '-', 1)::int ELSE 1 END)
FROM "order_items" i JOIN "orders" o ON o."id" = i."order_id"
WHERE o."paid" = true AND o."status" NOT IN ('Cancelled', 'Picked up', 'No-show') AND i."pickup_date" >= current_date
GROUP BY i."order_id", o."store_id", i."pickup_date", i."pickup_time";--> statement-breakpoint
UPDATE "orders" SET "hold_status" = 'kept' WHERE "id" IN (SELECT "order_id" FROM "order_slot_holds");--> statement-breakpoint
INSERT INTO "pickup_slot_loads" ("store_id", "pickup_date", "slot_time", "taken")
SELECT "store_id", "pickup_date", "slot_time", sum("units") FROM "order_slot_holds"
GROUP BY "store_id", "pickup_date", "slot_time";
