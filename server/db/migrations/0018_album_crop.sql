CREATE TABLE "album" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_album" (
	"album_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_album_album_id_media_id_pk" PRIMARY KEY("album_id","media_id")
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "crop_of" integer;--> statement-breakpoint
ALTER TABLE "media_album" ADD CONSTRAINT "media_album_album_id_album_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."album"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_album" ADD CONSTRAINT "media_album_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_album_media_idx" ON "media_album" USING btree ("media_id");