CREATE TYPE "public"."currency" AS ENUM('CREDIT', 'HKD', 'POINT');--> statement-breakpoint
CREATE TYPE "public"."deal_action" AS ENUM('CREATE', 'RECEIPT', 'ACCEPT', 'REJECT', 'CANCEL', 'EXPIRE');--> statement-breakpoint
CREATE TYPE "public"."deal_kind" AS ENUM('EVENT');--> statement-breakpoint
CREATE TYPE "public"."deal_state" AS ENUM('CREATED', 'WAIT', 'ACCEPT', 'REJECT', 'CANCELED');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('ALIPAY', 'ALIPAY_HK', 'CASH', 'FPS', 'PAYME', 'TAPNGO', 'TRANSFER', 'UNIONPAY', 'WECHAT');--> statement-breakpoint
ALTER TYPE "public"."event_registration_state" ADD VALUE 'PENDING' BEFORE 'WAITING';--> statement-breakpoint
CREATE TABLE "deal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" "deal_kind" NOT NULL,
	"event_registration_id" bigint,
	"amount_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"currency" "currency" DEFAULT 'HKD' NOT NULL,
	"state" "deal_state" NOT NULL,
	"method" "payment_method",
	"deal_at" timestamp with time zone NOT NULL,
	"hold_until" timestamp with time zone,
	"receipt_url" text,
	"receipt_at" timestamp with time zone,
	"reject_reason" text,
	"review_at" timestamp with time zone,
	"review_by" text,
	"approver" text,
	"approve_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_event_registration_id_unique" UNIQUE("event_registration_id"),
	CONSTRAINT "deal_amount_positive" CHECK ("deal"."amount_cents" > 0),
	CONSTRAINT "deal_paid_range" CHECK ("deal"."paid_cents" >= 0 and "deal"."paid_cents" <= "deal"."amount_cents"),
	CONSTRAINT "deal_accept_paid" CHECK (("deal"."state" = 'ACCEPT') = ("deal"."paid_at" is not null and "deal"."approver" is not null and "deal"."paid_cents" = "deal"."amount_cents")),
	CONSTRAINT "deal_hold" CHECK (("deal"."state" in ('CREATED', 'REJECT')) = ("deal"."hold_until" is not null)),
	CONSTRAINT "deal_event_subject" CHECK ("deal"."kind" <> 'EVENT' or "deal"."event_registration_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "deal_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deal_id" bigint NOT NULL,
	"action" "deal_action" NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" text,
	"method" "payment_method",
	"note" text,
	"receipt_url" text,
	"receipt_mime" text,
	"receipt_name" text
);
--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "pay_fps_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "pay_payme_link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "pay_bank_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_event_registration_id_event_registration_id_fk" FOREIGN KEY ("event_registration_id") REFERENCES "public"."event_registration"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_review_by_user_account_id_fk" FOREIGN KEY ("review_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_approver_user_account_id_fk" FOREIGN KEY ("approver") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_history" ADD CONSTRAINT "deal_history_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_history" ADD CONSTRAINT "deal_history_actor_id_user_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_member_idx" ON "deal" USING btree ("member_id","deal_at");--> statement-breakpoint
CREATE INDEX "deal_state_idx" ON "deal" USING btree ("state","deal_at");--> statement-breakpoint
CREATE INDEX "deal_history_deal_idx" ON "deal_history" USING btree ("deal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_history_receipt_uq" ON "deal_history" USING btree ("receipt_url");