import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { localized, timestamps } from './columns';

/**
 * The back office's type lists (spec §2 "type management"). Each is a key (lower-case a–z, 0–9 and
 * dashes; unique), a name in three languages, an order and an on/off switch. Blog categories,
 * hashtags (content.ts) and countries (accounts.ts) are type lists too, with their own columns.
 */
const typeColumns = () => ({
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: localized('name'),
  sort: integer('sort').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
  ...timestamps(),
});

/** `key` is lower-case letters, digits and single dashes (checked by the schemas too). */
const keyCheck = (name: string, key: unknown) => check(`${name}_key_format`, sql`${key} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`);

/** Districts (spec §3 "areas"), e.g. Central and Western, Wan Chai. */
export const area = pgTable('area', typeColumns(), (t) => [keyCheck('area', t.key)]);

/** A member's line of work and favourite industries (spec §3 User member.industries). */
export const industry = pgTable('industry', typeColumns(), (t) => [keyCheck('industry', t.key)]);

/** Body parts a booking concerns (spec §3 Booking "parts"). */
export const bodyPart = pgTable('body_part', typeColumns(), (t) => [keyCheck('body_part', t.key)]);

/** Symptoms, optionally grouped under a body part. */
export const symptom = pgTable(
  'symptom',
  {
    ...typeColumns(),
    bodyPartId: integer('body_part_id').references(() => bodyPart.id),
  },
  (t) => [keyCheck('symptom', t.key), index('symptom_body_part_idx').on(t.bodyPartId)],
);

/** Labels staff put on members (member.tags holds their ids). */
export const memberTag = pgTable('member_tag', typeColumns(), (t) => [keyCheck('member_tag', t.key)]);

/** Treatment methods shown on service pages and recorded on treatments. */
export const treatmentMethod = pgTable('treatment_method', typeColumns(), (t) => [keyCheck('treatment_method', t.key)]);
