CREATE TABLE "booking_addon" (
	"booking_id" bigint NOT NULL,
	"plan_id" integer NOT NULL,
	"duration_min" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "booking_addon_booking_id_plan_id_pk" PRIMARY KEY("booking_id","plan_id"),
	CONSTRAINT "booking_addon_price" CHECK ("booking_addon"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_plan" (
	"promotion_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	CONSTRAINT "promotion_plan_promotion_id_plan_id_pk" PRIMARY KEY("promotion_id","plan_id")
);
--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "plan_price_cents" integer;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "booking_addon" ADD CONSTRAINT "booking_addon_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_addon" ADD CONSTRAINT "booking_addon_plan_id_service_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."service_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_plan" ADD CONSTRAINT "promotion_plan_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_plan" ADD CONSTRAINT "promotion_plan_plan_id_service_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."service_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" DROP COLUMN "original_price_cents";--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_price_nonneg" CHECK ("promotion"."price_cents" >= 0);--> statement-breakpoint
-- Bookings made before add-ons existed were the plan alone.
UPDATE "booking" SET "plan_price_cents" = "total_amt_cents" WHERE "plan_price_cents" IS NULL;--> statement-breakpoint
-- A promotion made before plans could be linked keeps showing only where its plan is unambiguous:
-- the one enabled plan of its kind for its service. Others wait for staff to link them.
INSERT INTO "promotion_plan" ("promotion_id", "plan_id")
SELECT pr."id", min(sp."id") FROM "promotion" pr JOIN "service_plan" sp ON sp."service_id" = pr."service_id" AND sp."kind" = pr."kind" AND sp."is_enabled"
GROUP BY pr."id" HAVING count(*) = 1;
