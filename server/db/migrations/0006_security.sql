ALTER TABLE "booking" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
ALTER TABLE "chat_upload" ADD COLUMN "sent_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "chat_upload_unsent_idx" ON "chat_upload" USING btree ("created_at") WHERE "chat_upload"."sent_at" is null;--> statement-breakpoint
-- Files already used by a message count as sent (the clean-up removes only files never sent).
UPDATE "chat_upload" AS u SET "sent_at" = m."first_at"
FROM (SELECT "data"->>'url' AS "url", min("created_at") AS "first_at" FROM "chat_message" WHERE "type" IN ('IMAGE', 'VIDEO', 'AUDIO', 'FILE') GROUP BY 1) AS m
WHERE m."url" = u."url";
