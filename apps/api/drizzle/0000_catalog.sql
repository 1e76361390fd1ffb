CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"headline" text NOT NULL,
	"description" text NOT NULL,
	"view_more_link" text NOT NULL,
	"source" text NOT NULL,
	"published_on" date NOT NULL,
	"logo" text NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cake_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cake_outlets" (
	"cake_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	CONSTRAINT "cake_outlets_cake_id_store_id_pk" PRIMARY KEY("cake_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "cakes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"smalldesc" text NOT NULL,
	"description" text NOT NULL,
	"content" jsonb NOT NULL,
	"price_medium_paise" integer,
	"price_large_paise" integer NOT NULL,
	"weight_medium" text,
	"weight_large" text NOT NULL,
	"portions" text NOT NULL,
	"preparation_hours" integer,
	"best_seller" boolean DEFAULT false NOT NULL,
	"eggless" boolean DEFAULT false NOT NULL,
	"sugar_free" boolean DEFAULT false NOT NULL,
	"gluten_free" boolean DEFAULT false NOT NULL,
	"veg_type" text NOT NULL,
	"is_sold" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "cakes_veg_type" CHECK ("cakes"."veg_type" in ('EGG', 'EGGLESS', 'Both')),
	CONSTRAINT "cakes_prices" CHECK ("cakes"."price_large_paise" > 0 and coalesce("cakes"."price_medium_paise", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"venue" text NOT NULL,
	"price_paise" integer NOT NULL,
	"slots" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"description" jsonb NOT NULL,
	"expectations" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "events_slots_not_negative" CHECK ("events"."slots" >= 0),
	CONSTRAINT "events_price" CHECK ("events"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "hamper_outlets" (
	"hamper_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	CONSTRAINT "hamper_outlets_hamper_id_store_id_pk" PRIMARY KEY("hamper_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "hampers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"smalldesc" text NOT NULL,
	"price_paise" integer NOT NULL,
	"content" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"preparation_hours" integer,
	"is_sold" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"seasonal" boolean DEFAULT false NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "hampers_price" CHECK ("hampers"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"jobtype" text NOT NULL,
	"location" text NOT NULL,
	"image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"jobdescription" jsonb NOT NULL,
	"qualifications" jsonb NOT NULL,
	"skills" jsonb NOT NULL,
	"expectations" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"linkedin_url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"outlet_name" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"locality" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"map_url" text NOT NULL,
	"map_embed_url" text NOT NULL,
	"page_path" text NOT NULL,
	"image" text NOT NULL,
	"delivery_links" jsonb NOT NULL,
	"gallery" jsonb NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "stores_outlet_name_unique" UNIQUE("outlet_name"),
	CONSTRAINT "stores_code_unique" UNIQUE("code"),
	CONSTRAINT "stores_page_path_unique" UNIQUE("page_path")
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"venue" text NOT NULL,
	"price_paise" integer NOT NULL,
	"slots" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"description" jsonb NOT NULL,
	"expectations" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "workshops_slots_not_negative" CHECK ("workshops"."slots" >= 0),
	CONSTRAINT "workshops_price" CHECK ("workshops"."price_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "cake_outlets" ADD CONSTRAINT "cake_outlets_cake_id_cakes_id_fk" FOREIGN KEY ("cake_id") REFERENCES "public"."cakes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cake_outlets" ADD CONSTRAINT "cake_outlets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cakes" ADD CONSTRAINT "cakes_category_id_cake_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."cake_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hamper_outlets" ADD CONSTRAINT "hamper_outlets_hamper_id_hampers_id_fk" FOREIGN KEY ("hamper_id") REFERENCES "public"."hampers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hamper_outlets" ADD CONSTRAINT "hamper_outlets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;