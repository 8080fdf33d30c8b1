ALTER TABLE "deal_payment" ALTER COLUMN "method" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_history" ADD COLUMN "from_balance" "ledger_currency";--> statement-breakpoint
ALTER TABLE "deal_payment" ADD COLUMN "from_balance" "ledger_currency";--> statement-breakpoint
ALTER TABLE "deal_payment" ADD CONSTRAINT "deal_payment_source" CHECK (("deal_payment"."method" is null) = ("deal_payment"."from_balance" is not null));