import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The list pagination of spec §3 as the API returns it. */
export interface PaginationData {
  currPage: number;
  pageSize: number;
  isOutOfRange: boolean;
  page: { hasNext: boolean; total: number };
}

/** The current URL with some query parameters changed (undefined removes one). */
export function useQueryHref() {
  const { pathname, search } = useLocation();
  return (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') params.delete(k);
      else params.set(k, String(v));
    }
    const qs = params.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
}

/** A link that sorts the list by `field`; again flips the order; the page goes back to 1. */
export function SortLink({ field, label, sort, order }: { field: string; label: string; sort: string; order: 'asc' | 'desc' }) {
  const href = useQueryHref();
  const active = sort === field;
  const next = active && order === 'asc' ? 'desc' : 'asc';
  return (
    <Link to={href({ sort: field, order: next, page: undefined })} className="inline-flex items-center gap-1 hover:underline" data-sort={field} preventScrollReset>
      {label}
      <span aria-hidden="true" className={active ? 'text-emerald-700 dark:text-emerald-400' : 'text-stone-300 dark:text-stone-600'}>
        {active && order === 'desc' ? '▼' : '▲'}
      </span>
    </Link>
  );
}

/** A sortable column header (aria-sort tells which way the list is sorted). */
export function SortHeader(p: { field: string; label: string; sort: string; order: 'asc' | 'desc' }) {
  const active = p.sort === p.field;
  return (
    <th scope="col" aria-sort={active ? (p.order === 'asc' ? 'ascending' : 'descending') : 'none'} className="px-2 py-2 text-left font-semibold whitespace-nowrap">
      <SortLink {...p} />
    </th>
  );
}

/** Previous / next links with "x–y of total"; past the end it says so and links back to page 1. */
export function Pager({ pagination, rows }: { pagination: PaginationData; rows: number }) {
  const { t } = useTranslation();
  const href = useQueryHref();
  const { currPage, pageSize, isOutOfRange, page } = pagination;
  if (isOutOfRange) {
    return (
      <p className="mt-4 text-sm" data-testid="pager-out-of-range">
        {t('manage:pager.outOfRange')} <Link className="link" to={href({ page: undefined })}>{t('manage:pager.first')}</Link>
      </p>
    );
  }
  const from = page.total === 0 ? 0 : (currPage - 1) * pageSize + 1;
  const to = (currPage - 1) * pageSize + rows;
  return (
    <nav aria-label={t('manage:pager.label')} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm" data-testid="pager">
      <span>{t('manage:pager.summary', { from, to, total: page.total })}</span>
      <span className="flex items-center gap-2">
        {currPage > 1 ? (
          <Link className="btn btn-ghost min-h-9 px-4" to={href({ page: currPage - 1 === 1 ? undefined : currPage - 1 })} rel="prev">{t('manage:pager.prev')}</Link>
        ) : (
          <span className="btn btn-ghost min-h-9 px-4 opacity-40" aria-disabled="true">{t('manage:pager.prev')}</span>
        )}
        <span>{t('manage:pager.page', { page: currPage })}</span>
        {page.hasNext ? (
          <Link className="btn btn-ghost min-h-9 px-4" to={href({ page: currPage + 1 })} rel="next">{t('manage:pager.next')}</Link>
        ) : (
          <span className="btn btn-ghost min-h-9 px-4 opacity-40" aria-disabled="true">{t('manage:pager.next')}</span>
        )}
      </span>
    </nav>
  );
}

/** A screen's heading row: title, optional lead and actions. */
export function ScreenHeader({ title, lead, children }: { title: string; lead?: string; children?: React.ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {lead && <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{lead}</p>}
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}
