import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataList, type DataListProps } from './data-list';
import { AddButton, ScreenHeader } from './list-controls';
import { FilterInput, ListFilter } from './list-filter';

/**
 * A back-office list screen as every content list draws it: the header with its lead and "Add", the
 * search form (the `q` box, then the list's own filters), and the list. Words come from one block of
 * the locale files (`<messages>.lead`, `.add`, `.search`, `.searchPlaceholder`, `.noMatch`, `.empty`)
 * and test ids from one name (`faq-add`, `-filter`, `-table`, `-row` for cms:faq).
 */
export function ListScreen<Row>(p: {
  /** e.g. 'cms:faq'; its last part names the test ids ('faq-row'). */
  messages: string;
  title: string;
  /** Where "Reset" goes: the screen's own path. */
  path: string;
  /** Shows "Add" when given. */
  onAdd?: () => void;
  /** Or "Add" as a link to the page that adds (a full-page editor). */
  addTo?: string;
  /** A list with a bin (useBinList): "Add" when the actor may edit, and the rows' actions. */
  bin?: { edit: (row: null) => void; actions: DataListProps<Row>['actions']; canAdd: boolean };
  /** More header buttons, after "Add". */
  headerActions?: ReactNode;
  /** The grid of the search form on wider screens, e.g. 'sm:grid-cols-[1fr_auto_auto] sm:items-end'. */
  filterGrid: string;
  /** The list's own filters, after the search box. */
  filters?: ReactNode;
  /** Query parameters the search form keeps (sort, order). */
  keep?: readonly string[];
  /** Above the list (a notice, a bulk bar). */
  children?: ReactNode;
  list: Omit<DataListProps<Row>, 'caption' | 'testId' | 'empty'> & { rowAttrs?: DataListProps<Row>['rowAttrs'] };
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const m = p.messages;
  const name = m.slice(m.indexOf(':') + 1);
  const onAdd = p.onAdd ?? (p.bin?.canAdd ? () => p.bin!.edit(null) : undefined);
  return (
    <>
      <ScreenHeader title={p.title} lead={t(`${m}.lead`)}>
        {p.addTo !== undefined ? <AddButton label={t(`${m}.add`)} testId={`${name}-add`} to={p.addTo} /> : onAdd && <AddButton label={t(`${m}.add`)} testId={`${name}-add`} onClick={onAdd} />}
        {p.headerActions}
      </ScreenHeader>
      <ListFilter testId={`${name}-filter`} className={`card p-4 ${p.filterGrid}`} keep={p.keep} resetTo={p.path}>
        <FilterInput name="q" label={t(`${m}.search`)} placeholder={t(`${m}.searchPlaceholder`)} maxLength={100} />
        {p.filters}
      </ListFilter>
      {p.children}
      <DataList
        caption={p.title}
        testId={`${name}-table`}
        empty={params.size ? t(`${m}.noMatch`) : t(`${m}.empty`)}
        actions={p.bin?.actions}
        {...p.list}
        rowAttrs={(r) => ({ 'data-testid': `${name}-row`, ...p.list.rowAttrs?.(r) })}
      />
    </>
  );
}
