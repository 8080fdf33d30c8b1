ALTER TABLE "site_setting" ADD COLUMN "retain_chat_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "retain_sms_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "retain_error_report_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "retain_log_ip_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "erase_closed_after_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_setting" ADD CONSTRAINT "site_setting_retention" CHECK ("site_setting"."retain_chat_months" between 1 and 120 and "site_setting"."retain_sms_days" between 1 and 3650 and "site_setting"."retain_error_report_days" between 1 and 3650 and "site_setting"."retain_log_ip_days" between 1 and 3650 and "site_setting"."erase_closed_after_days" between 0 and 3650);