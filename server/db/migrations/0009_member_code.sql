ALTER TABLE "member" ADD COLUMN "code" text;--> statement-breakpoint
-- Members who registered before member codes existed get one here, made by the same rule as
-- common/validators/member-code.ts: 7 symbols of the 31-symbol alphabet weighted 8…2, then the
-- check symbol that makes the weighted sum ≡ 0 (mod 31). random() is enough: a code is not a
-- secret, and a clash with an existing code is simply drawn again.
DO $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  r record;
  body text;
  total integer;
  candidate text;
BEGIN
  FOR r IN SELECT "id" FROM "member" WHERE "code" IS NULL ORDER BY "created_at", "id" LOOP
    LOOP
      body := '';
      total := 0;
      FOR i IN 1..7 LOOP
        body := body || substr(alphabet, 1 + floor(random() * 31)::integer, 1);
        total := total + (9 - i) * (strpos(alphabet, substr(body, i, 1)) - 1);
      END LOOP;
      candidate := body || substr(alphabet, 1 + (31 - total % 31) % 31, 1);
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "member" WHERE "code" = candidate);
    END LOOP;
    UPDATE "member" SET "code" = candidate WHERE "id" = r."id";
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "member" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "member_code_uq" ON "member" USING btree ("code");
