import { count, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../common/i18n-config';
import { TYPE_DEFS, type TypeName } from '../../../common/type.schema';
import { country, member } from '../../db/schema/accounts';
import { blogCategory, blogPost, hashtag } from '../../db/schema/content';
import { area, bodyPart, industry, memberTag, symptom, treatmentMethod } from '../../db/schema/types';
import type { Tx } from '../shared/manage-context';

/** A transaction or the database: what the registry's checks run on. */
type Runner = Pick<Tx, 'select'>;

/** One row of any list as stored (column names as in the Drizzle schema). */
export type TypeRow = Record<string, unknown> & { name: LocalizedText };

/** What the domain needs to know about one type list. */
export interface TypeEntry {
  type: TypeName;
  table: PgTable;
  /** The row identity used in URLs: serial `id`, or `code2` for countries. */
  id: { field: 'id' | 'code2'; column: AnyPgColumn; kind: 'int' | 'code' };
  /** Field → column of everything editable and sortable. */
  columns: Record<string, AnyPgColumn>;
  name: AnyPgColumn;
  /** Fields whose value must be unique (409 DUPLICATE naming the field). */
  unique: string[];
  /** Columns a search matches besides the names (key, codes). */
  search: AnyPgColumn[];
  /** Has created_at / updated_at. */
  hasTimestamps: boolean;
  /**
   * The public site shows this list (blog categories and hashtags on blog pages; countries in the
   * registration form's phone prefixes): a write bumps the content version.
   */
  affectsPublic: boolean;
  /** How many records use a row (deleting it is refused while > 0), and what they are. */
  usage?: (db: Runner, id: string | number) => Promise<{ count: number; usedBy: string }>;
  /** Reference fields: field → the list it points to (checked to exist on save). */
  refs?: Record<string, TypeName>;
}

const n = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

type BasicTable = PgTable & { id: AnyPgColumn; key: AnyPgColumn; name: AnyPgColumn; sort: AnyPgColumn; isEnabled: AnyPgColumn };
const basic = (type: TypeName, table: BasicTable, extra: Partial<TypeEntry> = {}): TypeEntry => ({
  type,
  table,
  id: { field: 'id', column: table.id, kind: 'int' },
  columns: { id: table.id, key: table.key, name: table.name, sort: table.sort, isEnabled: table.isEnabled },
  name: table.name,
  unique: ['key'],
  search: [table.key],
  hasTimestamps: true,
  affectsPublic: false,
  ...extra,
});

export const TYPE_REGISTRY: Record<TypeName, TypeEntry> = {
  areas: basic('areas', area),
  industries: basic('industries', industry),
  'treatment-methods': basic('treatment-methods', treatmentMethod),
  'member-tags': basic('member-tags', memberTag, {
    usage: async (db, id) => ({
      count: n(await db.select({ n: count() }).from(member).where(sql`${member.tags} @> ${JSON.stringify([Number(id)])}::jsonb`)),
      usedBy: 'members',
    }),
  }),
  'body-parts': basic('body-parts', bodyPart, {
    usage: async (db, id) => ({ count: n(await db.select({ n: count() }).from(symptom).where(eq(symptom.bodyPartId, Number(id)))), usedBy: 'symptoms' }),
  }),
  symptoms: {
    type: 'symptoms',
    table: symptom,
    id: { field: 'id', column: symptom.id, kind: 'int' },
    columns: { id: symptom.id, key: symptom.key, name: symptom.name, sort: symptom.sort, isEnabled: symptom.isEnabled, bodyPartId: symptom.bodyPartId },
    name: symptom.name,
    unique: ['key'],
    search: [symptom.key],
    hasTimestamps: true,
    affectsPublic: false,
    refs: { bodyPartId: 'body-parts' },
  },
  'blog-categories': {
    type: 'blog-categories',
    table: blogCategory,
    id: { field: 'id', column: blogCategory.id, kind: 'int' },
    columns: { id: blogCategory.id, key: blogCategory.key, name: blogCategory.name, sort: blogCategory.sort },
    name: blogCategory.name,
    unique: ['key'],
    search: [blogCategory.key],
    hasTimestamps: false,
    affectsPublic: true,
    usage: async (db, id) => ({ count: n(await db.select({ n: count() }).from(blogPost).where(eq(blogPost.categoryId, Number(id)))), usedBy: 'blogPosts' }),
  },
  hashtags: {
    type: 'hashtags',
    table: hashtag,
    id: { field: 'id', column: hashtag.id, kind: 'int' },
    columns: { id: hashtag.id, key: hashtag.key, name: hashtag.name },
    name: hashtag.name,
    unique: ['key'],
    search: [hashtag.key],
    hasTimestamps: false,
    // Deleting a hashtag takes it off its posts (on delete cascade): allowed.
    affectsPublic: true,
  },
  countries: {
    type: 'countries',
    table: country,
    id: { field: 'code2', column: country.code2, kind: 'code' },
    columns: {
      code2: country.code2,
      code3: country.code3,
      callingCode: country.callingCode,
      name: country.name,
      sort: country.sort,
      enableCountry: country.enableCountry,
      enablePhone: country.enablePhone,
      enableSpeech: country.enableSpeech,
    },
    name: country.name,
    unique: ['code2', 'code3'],
    search: [country.code2, country.code3, country.callingCode],
    hasTimestamps: false,
    affectsPublic: true,
    usage: async (db, id) => ({
      count: n(await db.select({ n: count() }).from(member).where(or(eq(member.nationality, String(id)), eq(member.docNation, String(id))))),
      usedBy: 'members',
    }),
  },
};

/** The list's entry, with its shared description (fields, default sort). */
export function typeEntry(type: TypeName): TypeEntry & { def: (typeof TYPE_DEFS)[TypeName] } {
  return { ...TYPE_REGISTRY[type], def: TYPE_DEFS[type] };
}

/** A stored row as the API shows it: the list's fields, plus `id` (code2 for countries) and the timestamps. */
export function presentTypeRow(entry: TypeEntry, row: Record<string, unknown>) {
  const out: Record<string, unknown> = { id: row[entry.id.field] };
  for (const field of Object.keys(entry.columns)) out[field] = row[field];
  if (entry.hasTimestamps) {
    out.createdAt = row.createdAt instanceof Date ? row.createdAt.toISOString() : row.createdAt;
    out.updatedAt = row.updatedAt instanceof Date ? row.updatedAt.toISOString() : row.updatedAt;
  }
  return out as TypeItem;
}

/** One list row as sent to the back office. */
export interface TypeItem {
  id: number | string;
  name: LocalizedText;
  key?: string;
  sort?: number;
  isEnabled?: boolean;
  bodyPartId?: number | null;
  code2?: string;
  code3?: string;
  callingCode?: string;
  enableCountry?: boolean;
  enablePhone?: boolean;
  enableSpeech?: boolean;
  createdAt?: string;
  updatedAt?: string;
  [field: string]: unknown;
}
