CREATE TYPE "public"."booking_status" AS ENUM('WAIT', 'CONFIRM', 'ACCEPT', 'REJECT', 'ATTEND', 'MISS', 'DONE', 'CANCEL');--> statement-breakpoint
CREATE TYPE "public"."schedule_entry_type" AS ENUM('PLACE_HOLIDAY', 'PLACE_OPEN', 'PLACE_RESERVED', 'ROOM_RESERVED', 'STAFF_HOLIDAY', 'STAFF_OPEN', 'STAFF_RESERVED');--> statement-breakpoint
CREATE TABLE "booking" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"therapist_id" integer NOT NULL,
	"preferred_therapist_id" integer,
	"room_id" integer NOT NULL,
	"date" integer NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"duration_min" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "booking_status" NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"symptoms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_requests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"other_request" text DEFAULT '' NOT NULL,
	"total_amt_cents" integer NOT NULL,
	"actual_amt_cents" integer,
	"reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"is_forced" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"idempotency_key" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_span" CHECK ("booking"."ends_at" > "booking"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_feed" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feed_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "calendar_feed_owner" CHECK (("calendar_feed"."member_id" is null) <> ("calendar_feed"."staff_id" is null))
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_holiday" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"date" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_holiday" (
	"date" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_code_one_char" CHECK ("room"."code" ~ '^[0-9A-Za-z]$'),
	CONSTRAINT "room_qty_range" CHECK ("room"."qty" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "schedule_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "schedule_entry_type" NOT NULL,
	"place_id" integer NOT NULL,
	"room_id" integer,
	"staff_id" integer,
	"date" integer NOT NULL,
	"start" integer,
	"end" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_entry_target" CHECK (("schedule_entry"."type" = 'ROOM_RESERVED') = ("schedule_entry"."room_id" is not null) and ("schedule_entry"."type" in ('STAFF_HOLIDAY','STAFF_OPEN','STAFF_RESERVED')) = ("schedule_entry"."staff_id" is not null)),
	CONSTRAINT "schedule_entry_period" CHECK (("schedule_entry"."start" is null and "schedule_entry"."end" is null) or ("schedule_entry"."start" is not null and "schedule_entry"."end" is not null and "schedule_entry"."end" - "schedule_entry"."start" >= 30))
);
--> statement-breakpoint
CREATE TABLE "service_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "promotion_kind" DEFAULT 'basic' NOT NULL,
	"name" jsonb NOT NULL,
	"desc" jsonb NOT NULL,
	"duration_min" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"case_type" "case_type" NOT NULL,
	"service_id" integer,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_plan_duration" CHECK ("service_plan"."duration_min" between 30 and 720),
	CONSTRAINT "service_plan_price" CHECK ("service_plan"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_plan_room" (
	"plan_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	CONSTRAINT "service_plan_room_plan_id_room_id_pk" PRIMARY KEY("plan_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "service_plan_staff" (
	"plan_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	CONSTRAINT "service_plan_staff_plan_id_staff_id_pk" PRIMARY KEY("plan_id","staff_id")
);
--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "phone2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "service_hours" jsonb DEFAULT '{"mode":"DAILY","daily":[{"start":900,"end":1900}]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "minute_grid" text DEFAULT 'half' NOT NULL;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "change_window_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "is_bookable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "book_cfg" jsonb DEFAULT '{"isEnable":false,"isRandom":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "last_saw_notify_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_plan_id_service_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."service_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_therapist_id_staff_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_preferred_therapist_id_staff_id_fk" FOREIGN KEY ("preferred_therapist_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_created_by_user_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_holiday" ADD CONSTRAINT "place_holiday_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room" ADD CONSTRAINT "room_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entry" ADD CONSTRAINT "schedule_entry_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entry" ADD CONSTRAINT "schedule_entry_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entry" ADD CONSTRAINT "schedule_entry_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entry" ADD CONSTRAINT "schedule_entry_created_by_user_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plan" ADD CONSTRAINT "service_plan_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plan_room" ADD CONSTRAINT "service_plan_room_plan_id_service_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."service_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plan_room" ADD CONSTRAINT "service_plan_room_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plan_staff" ADD CONSTRAINT "service_plan_staff_plan_id_service_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."service_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plan_staff" ADD CONSTRAINT "service_plan_staff_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_place_date_idx" ON "booking" USING btree ("place_id","date");--> statement-breakpoint
CREATE INDEX "booking_member_idx" ON "booking" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_room_date_idx" ON "booking" USING btree ("room_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_idempotency_uq" ON "booking" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "notification_user_idx" ON "notification" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_holiday_uq" ON "place_holiday" USING btree ("place_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "room_place_code_uq" ON "room" USING btree ("place_id","code");--> statement-breakpoint
CREATE INDEX "schedule_entry_place_date_idx" ON "schedule_entry" USING btree ("place_id","date");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_therapist_no_overlap" EXCLUDE USING gist ("therapist_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" NOT IN ('REJECT', 'CANCEL'));
