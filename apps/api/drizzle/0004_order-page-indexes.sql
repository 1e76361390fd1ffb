DROP INDEX "orders_user_paid_created";--> statement-breakpoint
DROP INDEX "orders_user_created";--> statement-breakpoint
CREATE INDEX "orders_user_paid_page" ON "orders" USING btree ("user_id","paid","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_page" ON "orders" USING btree ("user_id","created_at","id");