import { useEffect, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation, useRevalidator } from 'react-router';
import { csvFileName, csvOf, downloadCsv, type CsvValue } from './csv';
import { Pager, SortHeader, type PaginationData, type SortSpec } from './list-controls';
import { selectionReducer, selectionState, type Key } from './selection';
import type { SortOrder } from './url-state';

/** One column, declared once for the table (desktop) and the cards (phones). */
export interface Column<Row> {
  id: string;
  /** The header text; on a card the label beside the value. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sorts by this field (or these fields under one header); the URL keeps sort and order. */
  sort?: SortSpec;
  /** Shown as the card's heading on phones, without a label. */
  cardTitle?: boolean;
  /** Left off the card on phones. */
  hideOnCard?: boolean;
  /** Classes of the cell (tabular-nums, font-mono, whitespace-nowrap…). */
  className?: string;
  /** Attributes of the cell such as a data-testid. */
  cellProps?: Record<string, string>;
  /** The cell's value in a CSV export; columns without one are not exported. */
  csv?: (row: Row) => CsvValue;
}

/** Columns, some only with a permission (`canEdit && {…}`). */
export type Columns<Row> = readonly (Column<Row> | false | null | undefined)[];

/** A many-at-once action on the selected rows. */
export interface BulkAction<Row> {
  label: string;
  danger?: boolean;
  run: (rows: Row[]) => void | Promise<void>;
}

/** Where a row is drawn: row content may need ids unique to the page. */
export interface DataListProps<Row> {
  caption: string;
  testId: string;
  rows: readonly Row[];
  /** The row's React key; by default its `id`. */
  rowKey?: (row: Row) => Key;
  columns: Columns<Row>;
  /** The row's name for screen readers (selection checkboxes). */
  rowLabel?: (row: Row) => string;
  /** Attributes of the row (data-testid, data-code…). */
  rowAttrs?: (row: Row) => Record<string, string | number | boolean | undefined>;
  rowClassName?: (row: Row) => string;
  /** The row's buttons (last column; the foot of the card). */
  actions?: (row: Row) => ReactNode;
  actionsHeader?: string;
  /** More about a row below it (opened by one of its actions), or null. */
  detail?: (row: Row) => ReactNode;
  /** Said when there are no rows. */
  empty?: string;
  /** The current sort (see readSort) when some column sorts. */
  sort?: { sort: string; order: SortOrder };
  pagination?: PaginationData;
  bulk?: readonly BulkAction<Row>[];
  /** Offers an export button; receives the rows and columns shown (see exportCsv). */
  onExport?: (rows: readonly Row[], columns: readonly Column<Row>[]) => void;
  /** The table's least width on wide screens in rem (by default from the number of columns); narrower, it scrolls. */
  minRem?: number;
  /** A message about the list (a refused delete) above it. */
  notice?: ReactNode;
}

/** An onExport that downloads the shown rows as `<base>-<date>.csv`. */
export function exportCsv<Row>(base: string) {
  return (rows: readonly Row[], columns: readonly Column<Row>[]) => downloadCsv(csvFileName(base), csvOf(columns, rows));
}

/** A row as a card on phones (the .card look, as utilities so the breakpoint applies). */
const CARD = 'max-md:rounded-2xl max-md:border max-md:border-stone-200 max-md:dark:border-stone-800';
const CARD_BG = 'max-md:bg-white max-md:dark:bg-stone-900';
/** On a card each value has its column's name before it, from data-label. */
const CARD_LABEL = 'max-md:before:w-28 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-medium max-md:before:text-stone-600 max-md:before:content-[attr(data-label)] max-md:dark:before:text-stone-400';
const TD = 'px-3 py-2 align-top max-md:flex max-md:min-w-0 max-md:items-baseline max-md:gap-3 max-md:px-0 max-md:py-1';

/**
 * The back office's list: a table on wide screens and, from the same markup, one card per row on
 * phones; sorting and paging in the URL; empty, loading and notice states; row, bulk and export actions.
 */
export function DataList<Row>(p: DataListProps<Row>) {
  const { t } = useTranslation();
  const columns = p.columns.filter((c): c is Column<Row> => !!c);
  const rowKey = p.rowKey ?? ((r: Row) => (r as { id: Key }).id);
  const keys = p.rows.map(rowKey);
  const [selected, dispatch] = useReducer(selectionReducer, new Set<Key>() as ReadonlySet<Key>);
  // Paged, filtered or a row gone: forget selected rows no longer shown.
  const keyList = keys.join('\u0000');
  useEffect(() => dispatch({ type: 'keep', keys }), [keyList]); // eslint-disable-line react-hooks/exhaustive-deps
  const busy = useBusy();
  const bulk = p.bulk?.length ? p.bulk : null;
  const all = bulk ? selectionState(selected, keys) : 'none';
  const width = columns.length + (bulk ? 1 : 0) + (p.actions ? 1 : 0);
  const sort = p.sort ?? { sort: '', order: 'asc' as const };
  const chosen = p.rows.filter((r) => selected.has(rowKey(r)));
  const label = (r: Row) => p.rowLabel?.(r) ?? String(rowKey(r));
  const minRem = p.minRem ?? Math.round(6.5 * columns.length + (p.actions ? 6 : 0) + (bulk ? 2 : 0));

  return (
    <div aria-busy={busy} className={`transition-opacity ${busy ? 'opacity-60' : ''}`}>
      <p role="status" className="sr-only">
        {busy ? t('manage:list.loading') : ''}
      </p>
      {p.notice}
      {(bulk || p.onExport) && (
        <div className="mb-3 flex flex-wrap items-center justify-end gap-2">
          {bulk && chosen.length > 0 && (
            <>
              <span className="mr-auto text-sm" aria-live="polite" data-testid={`${p.testId}-selected`}>
                {t('manage:list.selected', { count: chosen.length })}
              </span>
              {bulk.map((a) => (
                <button
                  key={a.label}
                  type="button"
                  className={`btn btn-ghost min-h-9 px-4 ${a.danger ? 'text-red-700 dark:text-red-400' : ''}`}
                  onClick={() => void Promise.resolve(a.run(chosen)).then(() => dispatch({ type: 'clear' }))}
                >
                  {a.label}
                </button>
              ))}
              <button type="button" className="btn btn-ghost min-h-9 px-4" onClick={() => dispatch({ type: 'clear' })}>
                {t('manage:list.clearSelection')}
              </button>
            </>
          )}
          {p.onExport && (
            <button type="button" className="btn btn-ghost min-h-9 px-4" onClick={() => p.onExport!(p.rows, columns)} data-testid={`${p.testId}-export`}>
              {t('manage:list.exportCsv')}
            </button>
          )}
        </div>
      )}
      <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-stone-200 md:bg-white md:dark:border-stone-800 md:dark:bg-stone-900">
        <table className="w-full text-sm max-md:block md:min-w-(--list-min)" style={{ ['--list-min' as string]: `${minRem}rem` }} data-testid={p.testId}>
          <caption className="sr-only">{p.caption}</caption>
          <thead className="bg-stone-50 text-left max-md:mb-2 max-md:flex max-md:bg-transparent dark:bg-stone-800/50 max-md:dark:bg-transparent">
            <tr className="max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-4 max-md:gap-y-1 max-md:text-xs">
              {bulk && (
                <th scope="col" className="w-8 px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-emerald-700"
                    checked={all === 'all'}
                    ref={(el) => {
                      if (el) el.indeterminate = all === 'some';
                    }}
                    onChange={() => dispatch({ type: 'all', keys })}
                    aria-label={t('manage:list.selectAll')}
                  />
                </th>
              )}
              {columns.map((c) => (
                <SortHeader key={c.id} label={c.header} by={c.sort} sort={sort.sort} order={sort.order} className={c.sort ? 'max-md:px-0 max-md:py-1' : 'max-md:sr-only'} />
              ))}
              {p.actions && (
                <th scope="col" className="px-3 py-2 text-right font-semibold max-md:sr-only">
                  {p.actionsHeader ?? t('manage:common.actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="max-md:block max-md:space-y-3">
            {p.rows.length === 0 && (
              <tr className="max-md:block">
                <td colSpan={width} className={`px-3 py-6 text-center text-stone-600 max-md:block ${CARD} ${CARD_BG} dark:text-stone-400`}>
                  {p.empty ?? t('manage:common.empty')}
                </td>
              </tr>
            )}
            {p.rows.map((row) => {
              const key = rowKey(row);
              const detail = p.detail?.(row);
              // A row's own background (a deleted account's shade) stays on its card too.
              const look = p.rowClassName?.(row) || CARD_BG;
              return [
                <tr
                  key={key}
                  {...p.rowAttrs?.(row)}
                  className={`border-t border-stone-100 max-md:flex max-md:flex-col max-md:p-4 ${CARD} dark:border-stone-800 ${look}`}
                >
                  {bulk && (
                    <td className={`${TD} w-8`}>
                      <input type="checkbox" className="size-4 accent-emerald-700" checked={selected.has(key)} onChange={() => dispatch({ type: 'toggle', key })} aria-label={t('manage:list.selectRow', { name: label(row) })} />
                    </td>
                  )}
                  {columns.map((c) => (
                    <td
                      key={c.id}
                      {...c.cellProps}
                      data-label={c.cardTitle ? undefined : c.header}
                      className={`${TD} ${c.className ?? ''} ${c.cardTitle ? 'max-md:order-first max-md:text-base' : CARD_LABEL} ${c.hideOnCard ? 'max-md:hidden' : ''}`}
                    >
                      <div className="min-w-0 break-words max-md:flex-1">{c.cell(row)}</div>
                    </td>
                  ))}
                  {p.actions && <td className={`${TD} max-md:mt-2 max-md:justify-end max-md:border-t max-md:border-stone-100 max-md:pt-2 max-md:dark:border-stone-800`}>{p.actions(row)}</td>}
                </tr>,
                detail ? (
                  <tr key={`${key}-detail`} className="bg-stone-50/60 max-md:block dark:bg-stone-900">
                    <td colSpan={width} className="px-3 py-3 max-md:block max-md:px-0">
                      {detail}
                    </td>
                  </tr>
                ) : null,
              ];
            })}
          </tbody>
        </table>
      </div>
      {p.pagination && <Pager pagination={p.pagination} rows={p.rows.length} />}
    </div>
  );
}

/** True while this screen's data reloads (a new sort, page or filter, or a refresh after a change). */
function useBusy(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  return (navigation.state === 'loading' && navigation.location.pathname === pathname) || revalidator.state === 'loading';
}
