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
