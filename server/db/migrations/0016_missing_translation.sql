CREATE TABLE "missing_translation" (
	"lng" text NOT NULL,
	"ns" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missing_translation_lng_ns_key_pk" PRIMARY KEY("lng","ns","key")
);
--> statement-breakpoint
CREATE INDEX "missing_translation_last_seen_idx" ON "missing_translation" USING btree ("last_seen_at");