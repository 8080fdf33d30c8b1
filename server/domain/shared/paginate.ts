import { asc, desc, sql, type AnyColumn, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** The list pagination shape of spec §3 (Notification list): currPage, isOutOfRange, page.hasNext, plus the total row count. */
export interface Pagination {
  currPage: number;
  pageSize: number;
  isOutOfRange: boolean;
  page: { hasNext: boolean; total: number };
}

/** Pagination for `page` (1-based) of `pageSize` rows out of `total`. */
export function paginate(page: number, pageSize: number, total: number): Pagination {
  const offset = (page - 1) * pageSize;
  return {
    currPage: page,
    pageSize,
    isOutOfRange: page > 1 && offset >= total,
    page: { hasNext: offset + pageSize < total, total },
  };
}

/** What a sorted, paginated list asks for. */
export interface PageQuery {
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/**
 * One page of `q` ordered by the chosen `column` (nulls last), ties broken by `id` in the same
 * direction so that pages never overlap.
 */
export function sortedPage<T extends PgSelect>(q: T, column: SQLWrapper, id: AnyColumn, query: PageQuery) {
  const direction = query.order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  return q
    .orderBy(sql`${column} ${direction}`, query.order === 'asc' ? asc(id) : desc(id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}
