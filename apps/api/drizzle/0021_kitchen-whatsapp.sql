ALTER TABLE "stores" ADD COLUMN "kitchen_whatsapp" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "kitchen_whatsapp_opted_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "kitchen_whatsapp_opted_in_by" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "kitchen_whatsapp_wording" text;