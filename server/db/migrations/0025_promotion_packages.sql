ALTER TABLE "promotion" ADD COLUMN "package_price_cents" integer;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_package_price" CHECK ("promotion"."package_price_cents" is null or "promotion"."package_price_cents" > 0);