CREATE TYPE "public"."blog_post_status" AS ENUM('DRAFT', 'PUBLISHED', 'HIDDEN');--> statement-breakpoint
ALTER TABLE "blog_post" ALTER COLUMN "publish_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post" ADD COLUMN "seo_title" jsonb DEFAULT '{"zh-HK":"","zh-CN":"","en":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post" ADD COLUMN "seo_description" jsonb DEFAULT '{"zh-HK":"","zh-CN":"","en":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post" ADD COLUMN "status" "blog_post_status" DEFAULT 'DRAFT' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand (drizzle-kit cannot): the old on/off switch becomes the status — an enabled post
-- was public from its publishAt (PUBLISHED, scheduled while that is ahead), a disabled one HIDDEN.
UPDATE "blog_post" SET "status" = CASE WHEN "is_enabled" THEN 'PUBLISHED'::"blog_post_status" ELSE 'HIDDEN'::"blog_post_status" END;--> statement-breakpoint
-- Bodies were plain text with blank lines between paragraphs; they are HTML now. Each paragraph,
-- trimmed and escaped (& < >), becomes <p>…</p>; an empty language stays ''.
UPDATE "blog_post" SET "content" = COALESCE((
  SELECT jsonb_object_agg(kv.key, COALESCE((
    SELECT string_agg('<p>' || replace(replace(replace(btrim(part.para, E' \t\r\n'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>', '' ORDER BY part.n)
    FROM regexp_split_to_table(kv.value, E'\n\\s*\n') WITH ORDINALITY AS part(para, n)
    WHERE btrim(part.para, E' \t\r\n') <> ''
  ), ''))
  FROM jsonb_each_text("blog_post"."content") AS kv
), "content");--> statement-breakpoint
ALTER TABLE "blog_post" DROP COLUMN "is_enabled";