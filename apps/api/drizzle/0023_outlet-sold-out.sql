CREATE TABLE "outlet_sold_out" (
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"by_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outlet_sold_out_store_id_kind_item_id_pk" PRIMARY KEY("store_id","kind","item_id"),
	CONSTRAINT "outlet_sold_out_kind" CHECK ("outlet_sold_out"."kind" in ('cakes', 'offers'))
);
--> statement-breakpoint
ALTER TABLE "outlet_sold_out" ADD CONSTRAINT "outlet_sold_out_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;