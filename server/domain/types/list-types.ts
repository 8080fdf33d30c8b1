import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES } from '../../../common/i18n-config';
import type { TypeListQuery, TypeName } from '../../../common/type.schema';
import type { Db } from '../../db/client';
import { bodyPart } from '../../db/schema/types';
import { paginate } from '../shared/paginate';
import { presentTypeRow, typeEntry, type TypeItem } from './type-registry';

/** `%…%` with LIKE's own wildcards taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One type list for the back office: search (key or codes, or the name in any language), sort
 * (names in the requested language) and pagination. Symptoms carry their body part.
 */
export async function listTypes(db: Db, type: TypeName, query: TypeListQuery) {
  const e = typeEntry(type);
  const where: SQL[] = [];
  if (query.q) {
    const like = contains(query.q);
    where.push(or(...e.search.map((c) => ilike(c, like)), ...LANGUAGES.map((l) => sql`(${e.name} ->> ${l}) ilike ${like}`))!);
  }
  if (type === 'symptoms' && query.bodyPartId) where.push(eq(e.columns.bodyPartId!, query.bodyPartId));
  const condition = where.length ? and(...where) : undefined;

  const sortExpr = query.sort === 'name' ? sql`lower(${e.name} ->> ${query.lng})` : sql`${e.columns[query.sort] ?? e.id.column}`;
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const [totalRow] = await db.select({ n: count() }).from(e.table).where(condition);
  const total = Number(totalRow?.n ?? 0);
  const rows = (await db
    .select()
    .from(e.table)
    .where(condition)
    .orderBy(sql`${sortExpr} ${direction}`, asc(e.id.column))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)) as Record<string, unknown>[];

  const items = rows.map((r) => presentTypeRow(e, r));
  if (type === 'symptoms') await attachBodyParts(db, items);
  return { rows: items, pagination: paginate(query.page, query.pageSize, total) };
}
export type TypeList = Awaited<ReturnType<typeof listTypes>>;

async function attachBodyParts(db: Db, items: TypeItem[]) {
  const ids = [...new Set(items.map((i) => i.bodyPartId).filter((id): id is number => typeof id === 'number'))];
  const parts = ids.length ? await db.select({ id: bodyPart.id, key: bodyPart.key, name: bodyPart.name }).from(bodyPart).where(inArray(bodyPart.id, ids)) : [];
  for (const item of items) item.bodyPart = parts.find((p) => p.id === item.bodyPartId) ?? null;
}

/** Every row of a list as a choice (id, key, name, on/off), in list order: for selects such as a symptom's body part. */
export async function listTypeOptions(db: Db, type: TypeName) {
  const e = typeEntry(type);
  const order = e.columns.sort ? [asc(e.columns.sort), asc(e.id.column)] : [asc(e.id.column)];
  const rows = (await db.select().from(e.table).orderBy(...order).limit(2000)) as Record<string, unknown>[];
  return rows.map((r) => {
    const item = presentTypeRow(e, r);
    return { id: item.id, key: (item.key ?? item.code2) as string, name: item.name, isEnabled: item.isEnabled ?? item.enableCountry ?? true };
  });
}
export type TypeOption = Awaited<ReturnType<typeof listTypeOptions>>[number];
