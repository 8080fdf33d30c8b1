ALTER TABLE "site_setting" DROP COLUMN "branch_address";--> statement-breakpoint
ALTER TABLE "site_setting" DROP COLUMN "branch_phone";