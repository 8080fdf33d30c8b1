ALTER TABLE "promotion" ADD COLUMN "is_top" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "booking_id" bigint;--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "hours_note" jsonb DEFAULT '{"zh-HK":"","zh-CN":"","en":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "analytics_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "ad_pixel_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_booking_id_unique" UNIQUE("booking_id");