import { and, count, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { paginate } from './paginate';

/** `%…%` with LIKE's own wildcards taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Any language of any of these trilingual (jsonb) columns contains `q`, case-insensitively. */
export function localizedContains(columns: readonly PgColumn[], q: string): SQL {
  const like = containsPattern(q);
  return or(...columns.flatMap((c) => LANGUAGES.map((l) => sql`(${c} ->> ${l}) ilike ${like}`)))!;
}

/** One page of a back-office list: the rows matching every condition, in `order`, with spec §3 pagination. */
export async function listPage<Row, Out>(db: Db, o: { table: PgTable; where: (SQL | undefined)[]; order: SQL[]; page: number; pageSize: number; present: (row: Row) => Out }) {
  const condition = and(...o.where);
  const [totalRow] = await db.select({ n: count() }).from(o.table).where(condition);
  const rows = (await db
    .select()
    .from(o.table)
    .where(condition)
    .orderBy(...o.order)
    .limit(o.pageSize)
    .offset((o.page - 1) * o.pageSize)) as Row[];
  return { rows: rows.map(o.present), pagination: paginate(o.page, o.pageSize, Number(totalRow?.n ?? 0)) };
}
