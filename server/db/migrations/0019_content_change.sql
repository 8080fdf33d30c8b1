CREATE TABLE "content_change" (
	"version" integer PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
