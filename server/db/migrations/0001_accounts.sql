CREATE TYPE "public"."doc_type" AS ENUM('cn', 'hk', 'mo', 'passport');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('f', 'm', 'x');--> statement-breakpoint
CREATE TYPE "public"."otp_purpose" AS ENUM('register', 'login', 'reset', 'change_phone');--> statement-breakpoint
CREATE TABLE "country" (
	"code2" text PRIMARY KEY NOT NULL,
	"code3" text NOT NULL,
	"calling_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"enable_country" boolean DEFAULT true NOT NULL,
	"enable_phone" boolean DEFAULT true NOT NULL,
	"enable_speech" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "country_code3_unique" UNIQUE("code3")
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"fullname" text NOT NULL,
	"nickname" text NOT NULL,
	"gender" "gender" NOT NULL,
	"birth" integer NOT NULL,
	"doc_type" "doc_type" NOT NULL,
	"doc_id" text NOT NULL,
	"doc_nation" text,
	"nationality" text NOT NULL,
	"referrer_id" text,
	"parent_id" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"avatar" text,
	"background" text,
	"signature" text,
	"is_good" boolean DEFAULT true NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"privacy_consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_not_own_referrer" CHECK ("member"."referrer_id" is null or "member"."referrer_id" <> "member"."id")
);
--> statement-breakpoint
CREATE TABLE "oauth_account" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"is_origin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_account_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "operation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" "otp_purpose" NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"site" text NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"idle_seconds" integer NOT NULL,
	"user_agent" text,
	"ip" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"lng" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_account" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text,
	"phone" text,
	"email" text,
	"password_hash" text,
	"lng" text DEFAULT 'zh-HK' NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_role" (
	"user_id" text NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_id_user_account_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_referrer_id_member_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_parent_id_member_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_account" ADD CONSTRAINT "oauth_account_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_log" ADD CONSTRAINT "operation_log_actor_id_user_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_doc_uq" ON "member" USING btree ("doc_type","doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_account_user_provider_uq" ON "oauth_account" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "operation_log_created_idx" ON "operation_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operation_log_resource_idx" ON "operation_log" USING btree ("resource","resource_id");--> statement-breakpoint
CREATE INDEX "otp_code_phone_idx" ON "otp_code" USING btree ("phone","purpose");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_account_account_uq" ON "user_account" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "user_account_phone_uq" ON "user_account" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "user_account_email_uq" ON "user_account" USING btree ("email");