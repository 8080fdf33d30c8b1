CREATE TYPE "public"."ledger_currency" AS ENUM('CREDIT', 'POINT');--> statement-breakpoint
CREATE TYPE "public"."ledger_reason" AS ENUM('TOPUP', 'SPEND', 'REFUND', 'ACCRUE', 'REDEEM', 'ADJUST', 'EXPIRE');--> statement-breakpoint
CREATE TYPE "public"."subscription_state" AS ENUM('CREATED', 'PAID', 'CANCELED', 'REPLACED');--> statement-breakpoint
ALTER TYPE "public"."deal_action" ADD VALUE 'PAYMENT';--> statement-breakpoint
ALTER TYPE "public"."deal_action" ADD VALUE 'REFUND';--> statement-breakpoint
ALTER TYPE "public"."deal_kind" ADD VALUE 'PACKAGE';--> statement-breakpoint
ALTER TYPE "public"."deal_kind" ADD VALUE 'CREDIT';--> statement-breakpoint
ALTER TYPE "public"."deal_kind" ADD VALUE 'BOOKING';--> statement-breakpoint
ALTER TYPE "public"."deal_kind" ADD VALUE 'OTHER';--> statement-breakpoint
CREATE TABLE "deal_payment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deal_id" bigint NOT NULL,
	"cents" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"history_id" bigint,
	"idempotency_key" text,
	CONSTRAINT "deal_payment_nonzero" CHECK ("deal_payment"."cents" <> 0),
	CONSTRAINT "deal_payment_refund_reason" CHECK ("deal_payment"."cents" > 0 or length(trim("deal_payment"."note")) > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_movement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"currency" "ledger_currency" NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" "ledger_reason" NOT NULL,
	"deal_id" bigint,
	"booking_id" bigint,
	"actor_id" text,
	"note" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_delta_nonzero" CHECK ("ledger_movement"."delta" <> 0),
	CONSTRAINT "ledger_balance_nonnegative" CHECK ("ledger_movement"."balance_after" >= 0),
	CONSTRAINT "ledger_tied" CHECK ("ledger_movement"."deal_id" is not null or "ledger_movement"."booking_id" is not null or ("ledger_movement"."actor_id" is not null and length(trim("ledger_movement"."note")) > 0))
);
--> statement-breakpoint
CREATE TABLE "member_balance" (
	"member_id" text NOT NULL,
	"currency" "ledger_currency" NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_balance_member_id_currency_pk" PRIMARY KEY("member_id","currency"),
	CONSTRAINT "member_balance_nonnegative" CHECK ("member_balance"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settlement_close" (
	"id" serial PRIMARY KEY NOT NULL,
	"through_date" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"totals" jsonb NOT NULL,
	CONSTRAINT "settlement_close_through_date_unique" UNIQUE("through_date")
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"deal_id" bigint NOT NULL,
	"state" "subscription_state" NOT NULL,
	"sessions" integer NOT NULL,
	"carried" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"replaced_by" bigint,
	"ended_at" timestamp with time zone,
	"end_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_deal_id_unique" UNIQUE("deal_id"),
	CONSTRAINT "subscription_used_range" CHECK ("subscription"."used" >= 0 and "subscription"."used" <= "subscription"."sessions" + "subscription"."carried"),
	CONSTRAINT "subscription_sessions" CHECK ("subscription"."sessions" > 0 and "subscription"."carried" >= 0),
	CONSTRAINT "subscription_paid_period" CHECK (("subscription"."state" = 'CREATED') = ("subscription"."starts_at" is null)),
	CONSTRAINT "subscription_replaced" CHECK (("subscription"."state" = 'REPLACED') = ("subscription"."replaced_by" is not null))
);
--> statement-breakpoint
CREATE TABLE "subscription_use" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"booking_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" text,
	CONSTRAINT "subscription_use_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
ALTER TABLE "deal" DROP CONSTRAINT "deal_hold";--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "point_earn_cents" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_setting" ADD COLUMN "point_value_cents" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_plan" ADD COLUMN "package_sessions" integer;--> statement-breakpoint
ALTER TABLE "service_plan" ADD COLUMN "package_price_cents" integer;--> statement-breakpoint
ALTER TABLE "service_plan" ADD COLUMN "package_valid_days" integer;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "booking_id" bigint;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "item_title" jsonb;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "deal_payment" ADD CONSTRAINT "deal_payment_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_payment" ADD CONSTRAINT "deal_payment_actor_id_user_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_payment" ADD CONSTRAINT "deal_payment_history_id_deal_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."deal_history"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movement" ADD CONSTRAINT "ledger_movement_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movement" ADD CONSTRAINT "ledger_movement_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movement" ADD CONSTRAINT "ledger_movement_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movement" ADD CONSTRAINT "ledger_movement_actor_id_user_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_balance" ADD CONSTRAINT "member_balance_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_close" ADD CONSTRAINT "settlement_close_closed_by_user_account_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_plan_id_service_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."service_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_use" ADD CONSTRAINT "subscription_use_subscription_id_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscription"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_use" ADD CONSTRAINT "subscription_use_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_use" ADD CONSTRAINT "subscription_use_actor_id_user_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_payment_at_idx" ON "deal_payment" USING btree ("at");--> statement-breakpoint
CREATE INDEX "deal_payment_deal_idx" ON "deal_payment" USING btree ("deal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_payment_idempotency_uq" ON "deal_payment" USING btree ("actor_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_member_idx" ON "ledger_movement" USING btree ("member_id","currency","id");--> statement-breakpoint
CREATE INDEX "ledger_at_idx" ON "ledger_movement" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_idempotency_uq" ON "ledger_movement" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "subscription_member_idx" ON "subscription" USING btree ("member_id","state");--> statement-breakpoint
CREATE INDEX "subscription_use_sub_idx" ON "subscription_use" USING btree ("subscription_id");--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_created_by_user_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_idempotency_uq" ON "deal" USING btree ("created_by","idempotency_key");--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_booking_id_unique" UNIQUE("booking_id");--> statement-breakpoint
ALTER TABLE "site_setting" ADD CONSTRAINT "site_setting_points" CHECK ("site_setting"."point_earn_cents" >= 0 and "site_setting"."point_value_cents" >= 0);--> statement-breakpoint
ALTER TABLE "service_plan" ADD CONSTRAINT "service_plan_package" CHECK (("service_plan"."package_sessions" is null and "service_plan"."package_price_cents" is null and "service_plan"."package_valid_days" is null) or ("service_plan"."package_sessions" between 2 and 100 and "service_plan"."package_price_cents" > 0 and "service_plan"."package_valid_days" between 30 and 1095));--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_booking_subject" CHECK (("deal"."kind"::text = 'BOOKING') = ("deal"."booking_id" is not null));--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_item_title" CHECK ("deal"."kind"::text in ('EVENT', 'BOOKING') or "deal"."item_title" is not null);--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_refund_range" CHECK ("deal"."refunded_cents" >= 0 and "deal"."refunded_cents" <= "deal"."paid_cents");--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_hold" CHECK ("deal"."hold_until" is null or "deal"."state" in ('CREATED', 'REJECT'));--> statement-breakpoint
-- Payments that existed before deal_payment: each paid deal got its money at paid_at from its approver.
INSERT INTO "deal_payment" ("deal_id", "cents", "method", "at", "actor_id", "note")
  SELECT "id", "paid_cents", coalesce("method", 'CASH'), "paid_at", "approver", '' FROM "deal" WHERE "state" = 'ACCEPT' ORDER BY "id";--> statement-breakpoint
-- Money movements are append-only: a correction is a new movement, never an edit.
CREATE FUNCTION "refuse_money_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'append-only: % rows are never updated or deleted', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER "deal_payment_append_only" BEFORE UPDATE OR DELETE ON "deal_payment" FOR EACH ROW EXECUTE FUNCTION "refuse_money_edit"();--> statement-breakpoint
CREATE TRIGGER "ledger_movement_append_only" BEFORE UPDATE OR DELETE ON "ledger_movement" FOR EACH ROW EXECUTE FUNCTION "refuse_money_edit"();--> statement-breakpoint
-- Nothing may be dated inside a closed settlement period (clinic dates, UTC+8).
CREATE FUNCTION "refuse_closed_period"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "settlement_close"
             WHERE "through_date" >= to_char((NEW."at" AT TIME ZONE 'UTC') + interval '8 hours', 'YYYYMMDD')::int) THEN
    RAISE EXCEPTION 'settlement period closed' USING ERRCODE = 'P0002', HINT = 'SETTLEMENT_PERIOD_CLOSED';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "deal_payment_open_period" BEFORE INSERT ON "deal_payment" FOR EACH ROW EXECUTE FUNCTION "refuse_closed_period"();--> statement-breakpoint
CREATE TRIGGER "ledger_movement_open_period" BEFORE INSERT ON "ledger_movement" FOR EACH ROW EXECUTE FUNCTION "refuse_closed_period"();
