ALTER TABLE "service_plan" ADD COLUMN "package_renews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "renews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "renewal_of" bigint;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_renewal_of_unique" UNIQUE("renewal_of");--> statement-breakpoint
ALTER TABLE "service_plan" ADD CONSTRAINT "service_plan_renews" CHECK (not "service_plan"."package_renews" or "service_plan"."package_sessions" is not null);