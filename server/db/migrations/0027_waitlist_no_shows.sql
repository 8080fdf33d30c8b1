CREATE TYPE "public"."waitlist_entry_state" AS ENUM('WAITING', 'BOOKED', 'LEFT', 'REMOVED');--> statement-breakpoint
CREATE TYPE "public"."waitlist_offer_state" AS ENUM('OFFERED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN');--> statement-breakpoint
CREATE TABLE "waitlist_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"therapist_id" integer,
	"date_from" integer NOT NULL,
	"date_to" integer NOT NULL,
	"day_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_from" integer,
	"time_to" integer,
	"state" "waitlist_entry_state" DEFAULT 'WAITING' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entry_dates" CHECK ("waitlist_entry"."date_to" >= "waitlist_entry"."date_from"),
	CONSTRAINT "waitlist_entry_times" CHECK (("waitlist_entry"."time_from" is null and "waitlist_entry"."time_to" is null) or ("waitlist_entry"."time_from" is not null and "waitlist_entry"."time_to" > "waitlist_entry"."time_from"))
);
--> statement-breakpoint
CREATE TABLE "waitlist_offer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"member_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"date" integer NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"state" "waitlist_offer_state" DEFAULT 'OFFERED' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"booking_id" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "waitlist_hold_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "no_show_approval_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_plan_id_service_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."service_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_therapist_id_staff_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer" ADD CONSTRAINT "waitlist_offer_entry_id_waitlist_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer" ADD CONSTRAINT "waitlist_offer_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer" ADD CONSTRAINT "waitlist_offer_plan_id_service_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."service_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer" ADD CONSTRAINT "waitlist_offer_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer" ADD CONSTRAINT "waitlist_offer_therapist_id_staff_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer" ADD CONSTRAINT "waitlist_offer_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entry_match_idx" ON "waitlist_entry" USING btree ("plan_id","place_id","state","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entry_member_idx" ON "waitlist_entry" USING btree ("member_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offer_one_live_uq" ON "waitlist_offer" USING btree ("therapist_id","starts_at") WHERE "waitlist_offer"."state" = 'OFFERED';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offer_entry_live_uq" ON "waitlist_offer" USING btree ("entry_id") WHERE "waitlist_offer"."state" = 'OFFERED';--> statement-breakpoint
CREATE INDEX "waitlist_offer_member_idx" ON "waitlist_offer" USING btree ("member_id","state");--> statement-breakpoint
CREATE INDEX "waitlist_offer_expiry_idx" ON "waitlist_offer" USING btree ("state","expires_at");--> statement-breakpoint
ALTER TABLE "site_setting" ADD CONSTRAINT "site_setting_waitlist" CHECK ("site_setting"."waitlist_hold_minutes" between 1 and 1440 and "site_setting"."no_show_approval_after" between 0 and 100);