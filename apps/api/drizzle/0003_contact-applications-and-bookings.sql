CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"event_id" uuid,
	"workshop_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"slots" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"payment_id" text,
	"refund_id" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "bookings_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "bookings_kind" CHECK (("bookings"."kind" = 'event' and "bookings"."event_id" is not null and "bookings"."workshop_id" is null)
        or ("bookings"."kind" = 'workshop' and "bookings"."workshop_id" is not null and "bookings"."event_id" is null and "bookings"."user_id" is not null)),
	CONSTRAINT "bookings_slots" CHECK ("bookings"."slots" > 0),
	CONSTRAINT "bookings_amount" CHECK ("bookings"."amount_paise" > 0),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('held', 'paid', 'expired', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"preferred_method" text,
	"message" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_preferred_method" CHECK ("contact_messages"."preferred_method" in ('Email', 'Phone'))
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text,
	"resume_file" text,
	"resume_original_name" text,
	"resume_mime" text,
	"resume_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_resume_size" CHECK ("job_applications"."resume_size" is null or "job_applications"."resume_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_held_expiry" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'held';--> statement-breakpoint
CREATE INDEX "bookings_user_created" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_applications_job_created" ON "job_applications" USING btree ("job_id","created_at");