CREATE TYPE "public"."case_type" AS ENUM('PHYSIO', 'PILATES', 'PREGNANT');--> statement-breakpoint
CREATE TYPE "public"."faq_type" AS ENUM('INSURANCE', 'PHYSIO', 'PREGNANCY');--> statement-breakpoint
CREATE TYPE "public"."promotion_kind" AS ENUM('basic', 'addon');--> statement-breakpoint
CREATE TABLE "blog_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_category_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "blog_post" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"author_id" integer,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"cover" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_post_hashtag" (
	"post_id" integer NOT NULL,
	"hashtag_id" integer NOT NULL,
	CONSTRAINT "blog_post_hashtag_post_id_hashtag_id_pk" PRIMARY KEY("post_id","hashtag_id")
);
--> statement-breakpoint
CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_report" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"member_id" text,
	"location" text NOT NULL,
	"platform" text,
	"navigator" jsonb,
	"versions" jsonb,
	"overlays" jsonb,
	"next_data" jsonb,
	"redux" jsonb,
	"errors" jsonb,
	"report_stack" text,
	"error_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"desc" jsonb NOT NULL,
	"banner" text NOT NULL,
	"seat_max" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"place_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_slug_unique" UNIQUE("slug"),
	CONSTRAINT "event_seat_max_nonneg" CHECK ("event"."seat_max" >= 0),
	CONSTRAINT "event_fee_nonneg" CHECK ("event"."fee_cents" >= 0),
	CONSTRAINT "event_start_before_end" CHECK ("event"."start_at" < "event"."end_at"),
	CONSTRAINT "event_open_before_close" CHECK ("event"."open_at" < "event"."close_at")
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "faq_type" NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"show_at" timestamp with time zone,
	"hide_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hashtag" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "hashtag_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "place" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"address_desc" jsonb NOT NULL,
	"phone" text NOT NULL,
	"map_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"show_at" timestamp with time zone,
	"hide_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "promotion_kind" NOT NULL,
	"title" jsonb NOT NULL,
	"desc" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer,
	"image" text NOT NULL,
	"service_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"show_at" timestamp with time zone,
	"hide_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" serial PRIMARY KEY NOT NULL,
	"author" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"rating" integer NOT NULL,
	"service_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"show_at" timestamp with time zone,
	"hide_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_rating_range" CHECK ("review"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"case_type" "case_type",
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"icon" text NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"show_at" timestamp with time zone,
	"hide_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "site_setting" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"keywords" jsonb NOT NULL,
	"share_image" text NOT NULL,
	"phone" text NOT NULL,
	"phone2" text NOT NULL,
	"whatsapp" text NOT NULL,
	"email" text NOT NULL,
	"branch_address" jsonb NOT NULL,
	"branch_phone" text NOT NULL,
	"instagram_url" text DEFAULT '' NOT NULL,
	"facebook_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_setting_single_row" CHECK ("site_setting"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"bio" jsonb NOT NULL,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo" text NOT NULL,
	"is_therapist" boolean DEFAULT true NOT NULL,
	"place_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"show_at" timestamp with time zone,
	"hide_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "translation" (
	"lng" text NOT NULL,
	"ns" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_lng_ns_key_pk" PRIMARY KEY("lng","ns","key")
);
--> statement-breakpoint
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_category_id_blog_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_hashtag" ADD CONSTRAINT "blog_post_hashtag_post_id_blog_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_hashtag" ADD CONSTRAINT "blog_post_hashtag_hashtag_id_hashtag_id_fk" FOREIGN KEY ("hashtag_id") REFERENCES "public"."hashtag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_publish_idx" ON "blog_post" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "error_report_created_idx" ON "error_report" USING btree ("created_at");