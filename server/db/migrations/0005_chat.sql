CREATE TYPE "public"."chat_message_type" AS ENUM('TEXT', 'IMAGE', 'VIDEO', 'AUDIO', 'FILE', 'PROFILE', 'POST', 'CASE', 'REQUEST', 'EVENT', 'VISIT');--> statement-breakpoint
CREATE TYPE "public"."chat_room_type" AS ENUM('SERVICE');--> statement-breakpoint
CREATE TYPE "public"."chat_sender_type" AS ENUM('MEMBER', 'STAFF', 'SYSTEM');--> statement-breakpoint
CREATE TYPE "public"."chat_side" AS ENUM('MEMBER', 'STAFF');--> statement-breakpoint
CREATE TABLE "chat_ban" (
	"member_id" text PRIMARY KEY NOT NULL,
	"banned_by" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"sender_id" text,
	"sender_type" "chat_sender_type" NOT NULL,
	"side" "chat_side" NOT NULL,
	"type" "chat_message_type" NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"need_i18n_parse" boolean DEFAULT false NOT NULL,
	"client_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_message_system_no_client_id" CHECK ("chat_message"."sender_type" <> 'SYSTEM' or "chat_message"."client_id" is null)
);
--> statement-breakpoint
CREATE TABLE "chat_room" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" "chat_room_type" DEFAULT 'SERVICE' NOT NULL,
	"member_id" text NOT NULL,
	"assigned_staff_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"member_read_at" timestamp (3) with time zone,
	"staff_read_at" timestamp (3) with time zone,
	"active_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_message_id" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_room_member" (
	"room_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"side" "chat_side" NOT NULL,
	"last_read_at" timestamp (3) with time zone,
	"joined_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_room_member_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_upload" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"kind" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_upload_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "chat_ban" ADD CONSTRAINT "chat_ban_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_ban" ADD CONSTRAINT "chat_ban_banned_by_user_account_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."user_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_room_id_chat_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_sender_id_user_account_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room" ADD CONSTRAINT "chat_room_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room" ADD CONSTRAINT "chat_room_assigned_staff_id_user_account_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."user_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_member" ADD CONSTRAINT "chat_room_member_room_id_chat_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_member" ADD CONSTRAINT "chat_room_member_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_upload" ADD CONSTRAINT "chat_upload_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_client_uq" ON "chat_message" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_message_room_idx" ON "chat_message" USING btree ("room_id","id");--> statement-breakpoint
CREATE INDEX "chat_message_room_created_idx" ON "chat_message" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_room_member_type_uq" ON "chat_room" USING btree ("member_id","type");--> statement-breakpoint
CREATE INDEX "chat_room_active_idx" ON "chat_room" USING btree ("active_at");--> statement-breakpoint
CREATE INDEX "chat_room_member_user_idx" ON "chat_room_member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_upload_user_idx" ON "chat_upload" USING btree ("user_id");