CREATE TYPE "public"."review_source" AS ENUM('CLINIC', 'GOOGLE', 'FACEBOOK', 'MEMBER');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('PENDING', 'SHOWN', 'HIDDEN');--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "status" "review_status" DEFAULT 'SHOWN' NOT NULL;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "source" "review_source" DEFAULT 'CLINIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "reply" jsonb DEFAULT '{"zh-HK":"","zh-CN":"","en":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Reviews switched off before moderation existed are hidden ones.
UPDATE "review" SET "status" = 'HIDDEN' WHERE "is_show" = false;
