ALTER TABLE "bookings" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
-- One live enrollment per customer and workshop from here on. Extra live rows from before are
-- settled first: extra holds lapse and extra paid places become refunds (the sweeper makes them
-- through the provider); either way their places go back to the workshop.
WITH "ranked" AS (
  SELECT "id", row_number() OVER (
    PARTITION BY "user_id", "workshop_id" ORDER BY ("status" = 'paid') DESC, "created_at", "id"
  ) AS "n"
  FROM "bookings" WHERE "kind" = 'workshop' AND "status" IN ('held', 'paid')
), "settled" AS (
  UPDATE "bookings" SET
    "status" = CASE WHEN "bookings"."status" = 'paid' THEN 'refunded' ELSE 'expired' END,
    "updated_at" = now()
  FROM "ranked" WHERE "bookings"."id" = "ranked"."id" AND "ranked"."n" > 1
  RETURNING "bookings"."workshop_id", "bookings"."slots"
)
UPDATE "workshops" SET "slots" = "workshops"."slots" + "returned"."total"
FROM (SELECT "workshop_id", sum("slots")::int AS "total" FROM "settled" GROUP BY "workshop_id") AS "returned"
WHERE "workshops"."id" = "returned"."workshop_id";--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_live_enrollment" ON "bookings" USING btree ("user_id","workshop_id") WHERE "bookings"."kind" = 'workshop' and "bookings"."status" in ('held', 'paid');--> statement-breakpoint
CREATE INDEX "bookings_held_by_email" ON "bookings" USING btree (lower("email")) WHERE "bookings"."status" = 'held';--> statement-breakpoint
CREATE INDEX "bookings_held_by_ip" ON "bookings" USING btree ("ip") WHERE "bookings"."status" = 'held';