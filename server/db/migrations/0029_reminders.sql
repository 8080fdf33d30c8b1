CREATE TABLE "booking_reminder" (
	"booking_id" bigint NOT NULL,
	"hours_before" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "booking_reminder_booking_id_hours_before_starts_at_channel_pk" PRIMARY KEY("booking_id","hours_before","starts_at","channel"),
	CONSTRAINT "booking_reminder_channel" CHECK ("booking_reminder"."channel" in ('SMS', 'EMAIL'))
);
--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "reminder_hours" text DEFAULT '24,2' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "remind_sms" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "remind_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_reminder" ADD CONSTRAINT "booking_reminder_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;