ALTER TABLE "member" ADD COLUMN "social" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "fav_industries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;