CREATE TYPE "public"."medical_audit_action" AS ENUM('READ', 'SEARCH', 'LINK', 'CREATE', 'PUSH', 'PULL', 'UNLINK', 'RESOLVE');--> statement-breakpoint
CREATE TYPE "public"."medical_link_status" AS ENUM('LINKED', 'AMBIGUOUS');--> statement-breakpoint
CREATE TABLE "medical_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"member_id" text,
	"action" "medical_audit_action" NOT NULL,
	"patient_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_link" (
	"member_id" text PRIMARY KEY NOT NULL,
	"status" "medical_link_status" NOT NULL,
	"patient_id" text,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linked_at" timestamp with time zone,
	"linked_by" text,
	"last_sync_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medical_audit" ADD CONSTRAINT "medical_audit_actor_id_user_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_audit" ADD CONSTRAINT "medical_audit_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_link" ADD CONSTRAINT "medical_link_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_link" ADD CONSTRAINT "medical_link_linked_by_user_account_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."user_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_audit_member_idx" ON "medical_audit" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "medical_audit_at_idx" ON "medical_audit" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "medical_link_patient_uq" ON "medical_link" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "medical_link_status_idx" ON "medical_link" USING btree ("status");--> statement-breakpoint
-- The medical-record audit is append-only: a row is never edited or deleted; only its person ids may
-- go null (ON DELETE SET NULL when an account is erased), so the record of the access stays.
CREATE FUNCTION "refuse_medical_audit_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."id" = OLD."id" AND NEW."action" = OLD."action" AND NEW."at" = OLD."at"
     AND NEW."patient_id" IS NOT DISTINCT FROM OLD."patient_id" AND NEW."detail" = OLD."detail"
     AND (NEW."actor_id" IS NULL OR NEW."actor_id" = OLD."actor_id")
     AND (NEW."member_id" IS NULL OR NEW."member_id" = OLD."member_id") THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'append-only: % rows are never updated or deleted', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER "medical_audit_append_only" BEFORE UPDATE OR DELETE ON "medical_audit" FOR EACH ROW EXECUTE FUNCTION "refuse_medical_audit_edit"();
