CREATE TABLE "marketing_consent" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"wording_version" integer NOT NULL,
	"lng" text NOT NULL,
	"source" text NOT NULL,
	"actor_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consent_channel" CHECK ("marketing_consent"."channel" in ('SMS', 'EMAIL'))
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "marketing_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "marketing_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_consent" ADD CONSTRAINT "marketing_consent_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consent" ADD CONSTRAINT "marketing_consent_actor_id_user_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consent_member_idx" ON "marketing_consent" USING btree ("member_id","channel","at");--> statement-breakpoint
-- Members who opted in under the single wording before per-channel consent ("by SMS or e-mail", wording version 0) keep both channels, recorded as carried over.
UPDATE "member" SET "marketing_sms" = true, "marketing_email" = true WHERE "marketing_opt_in";--> statement-breakpoint
INSERT INTO "marketing_consent" ("member_id", "channel", "granted", "wording_version", "lng", "source", "at")
  SELECT m."id", c."channel", true, 0, u."lng", 'MIGRATION', m."updated_at"
  FROM "member" m JOIN "user_account" u ON u."id" = m."id" CROSS JOIN (VALUES ('SMS'), ('EMAIL')) AS c("channel")
  WHERE m."marketing_opt_in";
