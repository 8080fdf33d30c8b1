CREATE TABLE "schedule_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "schedule_entry_type" NOT NULL,
	"place_id" integer NOT NULL,
	"room_id" integer,
	"staff_id" integer,
	"weekdays" integer NOT NULL,
	"start" integer,
	"end" integer,
	"from_date" integer NOT NULL,
	"until_date" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_series_target" CHECK (("schedule_series"."type" = 'ROOM_RESERVED') = ("schedule_series"."room_id" is not null) and ("schedule_series"."type" in ('STAFF_HOLIDAY','STAFF_OPEN','STAFF_RESERVED')) = ("schedule_series"."staff_id" is not null)),
	CONSTRAINT "schedule_series_period" CHECK (("schedule_series"."start" is null and "schedule_series"."end" is null) or ("schedule_series"."start" is not null and "schedule_series"."end" is not null and "schedule_series"."end" - "schedule_series"."start" >= 30)),
	CONSTRAINT "schedule_series_weekdays" CHECK ("schedule_series"."weekdays" between 1 and 127),
	CONSTRAINT "schedule_series_dates" CHECK ("schedule_series"."until_date" is null or "schedule_series"."until_date" >= "schedule_series"."from_date")
);
--> statement-breakpoint
CREATE TABLE "schedule_series_skip" (
	"series_id" integer NOT NULL,
	"date" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_series_skip_series_id_date_pk" PRIMARY KEY("series_id","date")
);
--> statement-breakpoint
ALTER TABLE "schedule_entry" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "schedule_series" ADD CONSTRAINT "schedule_series_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_series" ADD CONSTRAINT "schedule_series_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_series" ADD CONSTRAINT "schedule_series_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_series" ADD CONSTRAINT "schedule_series_created_by_user_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_series_skip" ADD CONSTRAINT "schedule_series_skip_series_id_schedule_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."schedule_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_series_skip" ADD CONSTRAINT "schedule_series_skip_created_by_user_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_series_place_idx" ON "schedule_series" USING btree ("place_id","from_date");--> statement-breakpoint
ALTER TABLE "schedule_entry" ADD CONSTRAINT "schedule_entry_series_id_schedule_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."schedule_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_entry_series_idx" ON "schedule_entry" USING btree ("series_id");