import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ariaSort, pageChange, pageWindow, sortChanges, withQuery, type QueryChanges, type SortOrder } from './url-state';

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
  return (changes: QueryChanges) => withQuery(pathname, search, changes);
}

/** A link that sorts the list by `field`; again flips the order; the page goes back to 1. */
export function SortLink({ field, label, sort, order }: { field: string; label: string; sort: string; order: SortOrder }) {
  const href = useQueryHref();
  const active = sort === field;
  return (
    <Link to={href(sortChanges(field, sort, order))} className="inline-flex items-center gap-1 hover:underline" data-sort={field} preventScrollReset>
      {label}
      <span aria-hidden="true" className={active ? 'text-emerald-700 dark:text-emerald-400' : 'text-stone-300 dark:text-stone-600'}>
        {active && order === 'desc' ? '▼' : '▲'}
      </span>
    </Link>
  );
}

/** One or more sort fields under one header (phone / email). */
export type SortSpec = string | readonly { field: string; label: string }[];

/** A column header: sortable by one or more fields, aria-sort telling which way the list is sorted. */
export function SortHeader({ label, by, sort, order, className = '' }: { label: string; by?: SortSpec; sort: string; order: SortOrder; className?: string }) {
  const links = typeof by === 'string' ? [{ field: by, label }] : (by ?? []);
  return (
    <th scope="col" aria-sort={links.length ? ariaSort(links.map((l) => l.field), sort, order) : undefined} className={`px-3 py-2 text-left font-semibold whitespace-nowrap ${className}`}>
      {links.length === 0
        ? label
        : links.map((l, i) => (
            <span key={l.field}>
              {i > 0 && <span className="mx-1 text-stone-400" aria-hidden="true">/</span>}
              <SortLink field={l.field} label={l.label} sort={sort} order={order} />
            </span>
          ))}
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
        {t('manage:pager.outOfRange')}{' '}
        <Link className="link" to={href(pageChange(1))}>
          {t('manage:pager.first')}
        </Link>
      </p>
    );
  }
  const { from, to } = pageWindow(currPage, pageSize, page.total, rows);
  const step = (to: number, rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      <Link className="btn btn-ghost min-h-9 px-4" to={href(pageChange(to))} rel={rel}>
        {t(`manage:pager.${rel}`)}
      </Link>
    ) : (
      <span className="btn btn-ghost min-h-9 px-4 opacity-40" aria-disabled="true">
        {t(`manage:pager.${rel}`)}
      </span>
    );
  return (
    <nav aria-label={t('manage:pager.label')} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm" data-testid="pager">
      <span>{t('manage:pager.summary', { from, to, total: page.total })}</span>
      <span className="flex items-center gap-2">
        {step(currPage - 1, 'prev', currPage > 1)}
        <span>{t('manage:pager.page', { page: currPage })}</span>
        {step(currPage + 1, 'next', page.hasNext)}
      </span>
    </nav>
  );
}

/** A screen's heading row: title, optional lead and actions. */
export function ScreenHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
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

/** The link back to a screen's list, above its header. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className="link text-sm">
        {children}
      </Link>
    </p>
  );
}

/** Says a screen is read-only for this person (they may view but not edit). */
export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="rounded-xl border border-stone-300 bg-white p-3 text-sm dark:border-stone-700 dark:bg-stone-900">
      {children}
    </p>
  );
}

/** A row of pill links choosing one of a few views (a place, a type list). */
export function PillNav({ label, items }: { label: string; items: readonly { key: string | number; to: string; label: string; current: boolean }[] }) {
  return (
    <nav aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {items.map((it) => (
        <Link
          key={it.key}
          to={it.to}
          aria-current={it.current ? 'page' : undefined}
          className={`rounded-full border px-3 py-1.5 text-sm ${it.current ? 'border-emerald-800 bg-emerald-800 text-white dark:border-emerald-500 dark:bg-emerald-700' : 'border-stone-300 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800'}`}
        >
          {it.label}
        </Link>
      ))}
    </nav>
  );
}

/** The screen's "add" button beside its title; with `to`, a link to the page that adds (a full-page editor). */
export function AddButton({ label, testId, onClick, to }: { label: string; testId: string } & ({ onClick: () => void; to?: never } | { to: string; onClick?: never })) {
  if (to !== undefined)
    return (
      <Link to={to} className="btn btn-primary" data-testid={testId}>
        {label}
      </Link>
    );
  return (
    <button type="button" className="btn btn-primary" onClick={onClick} data-testid={testId}>
      {label}
    </button>
  );
}

/** A message about the list (a delete refused because the row is in use), until dismissed. */
export function ListNotice({ children, onDismiss }: { children: ReactNode; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mb-3 flex items-start justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p>{children}</p>
      <button type="button" className="link-quiet shrink-0" onClick={onDismiss}>
        {t('manage:list.dismiss')}
      </button>
    </div>
  );
}
