CREATE TYPE "public"."event_attendance" AS ENUM('ATTEND', 'MISS');--> statement-breakpoint
CREATE TYPE "public"."event_registration_state" AS ENUM('CONFIRMED', 'WAITING', 'CANCELED');--> statement-breakpoint
CREATE TABLE "event_registration" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"state" "event_registration_state" NOT NULL,
	"attendance" "event_attendance",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "event_registration_canceled_at" CHECK (("event_registration"."state" = 'CANCELED') = ("event_registration"."canceled_at" is not null)),
	CONSTRAINT "event_registration_attendance" CHECK ("event_registration"."attendance" is null or "event_registration"."state" = 'CONFIRMED')
);
--> statement-breakpoint
ALTER TABLE "event_registration" ADD CONSTRAINT "event_registration_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registration" ADD CONSTRAINT "event_registration_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registration_live_uq" ON "event_registration" USING btree ("event_id","member_id") WHERE "event_registration"."state" <> 'CANCELED';--> statement-breakpoint
CREATE INDEX "event_registration_event_state_idx" ON "event_registration" USING btree ("event_id","state","created_at");--> statement-breakpoint
CREATE INDEX "event_registration_member_idx" ON "event_registration" USING btree ("member_id");