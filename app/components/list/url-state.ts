/** The list state a back-office screen keeps in its URL (sort, order, page, filters), as pure functions. */

export type SortOrder = 'asc' | 'desc';
export type QueryChanges = Record<string, string | number | undefined>;

/** `pathname?search` with some query parameters changed; undefined or '' removes one. */
export function withQuery(pathname: string, search: string, changes: QueryChanges): string {
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined || v === '') params.delete(k);
    else params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** The current sort of a list: `sort` and `order` from the URL, else the screen's defaults. */
export function readSort(params: URLSearchParams, defaultSort: string, defaultOrder: SortOrder = 'asc'): { sort: string; order: SortOrder } {
  const order = params.get('order');
  return { sort: params.get('sort') || defaultSort, order: order === 'asc' || order === 'desc' ? order : defaultOrder };
}

/** The query change a click on a sort header makes: sort by `field`, again flips the order, back to page 1. */
export function sortChanges(field: string, sort: string, order: SortOrder): QueryChanges {
  return { sort: field, order: sort === field && order === 'asc' ? 'desc' : 'asc', page: undefined };
}

/** aria-sort of a header sorting by any of `fields`. */
export function ariaSort(fields: readonly string[], sort: string, order: SortOrder): 'ascending' | 'descending' | 'none' {
  if (!fields.includes(sort)) return 'none';
  return order === 'asc' ? 'ascending' : 'descending';
}

/** The page a pager link goes to: page 1 is the address without ?page. */
export function pageChange(page: number): QueryChanges {
  return { page: page <= 1 ? undefined : page };
}

/** "from–to of total" of one page holding `rows` rows. */
export function pageWindow(currPage: number, pageSize: number, total: number, rows: number): { from: number; to: number } {
  if (total === 0 || rows === 0) return { from: 0, to: 0 };
  const first = (currPage - 1) * pageSize;
  return { from: first + 1, to: first + rows };
}
