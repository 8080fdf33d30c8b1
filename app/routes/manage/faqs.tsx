import { redirect, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { enumLabelKey } from '../../../common/enum-labels';
import { FAQ_LIST_STATES, FAQ_TYPES, faqListQuery, type FaqType } from '../../../common/faq.schema';
import { pagePathOf, pickText } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import type { ManagedFaq } from '../../../server/presenters/faq';
import { openFormModal } from '../../components/form/modal-form';
import { Flag, TitleCell } from '../../components/list/cells';
import { DataList, type Columns } from '../../components/list/data-list';
import { AddButton, ScreenHeader } from '../../components/list/list-controls';
import { FilterInput, FilterSelect, ListFilter } from '../../components/list/list-filter';
import { formCallbacks, listRights } from '../../components/list/list-helpers';
import { useBinActions, useRefresh } from '../../components/list/row-actions';
import { FaqForm } from '../../features/cms/faq-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime } from '../../features/manage/format';
import { manageContext, queryOf } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/faqs';

/** manage/faqs — the public FAQ page's questions and answers (spec §3 FAQ; types of §9), deleted ones restorable. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'FAQ', 'VIEW,EDIT'));
  const parsed = faqListQuery.safeParse(queryOf(url));
  // A hand-edited query string (type=X, pageSize=500): start over rather than fail.
  if (!parsed.success) throw redirect(pagePathOf(url));
  const list = await services.faqs.list(parsed.data);
  if (list.pagination.isOutOfRange) {
    url.searchParams.set('page', String(Math.max(1, Math.ceil(list.pagination.page.total / parsed.data.pageSize))));
    throw redirect(pagePathOf(url) + url.search);
  }
  return { title: t('cms:faq.title'), state: parsed.data.state, type: parsed.data.type ?? null, ...list, ...listRights(actor.permissions, 'FAQ') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Faqs({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  const [params] = useSearchParams();
  const refresh = useRefresh();
  const question = (f: ManagedFaq) => pickText(f.question, lng);
  const typeLabel = (x: FaqType) => t(enumLabelKey('faqType', x));

  const edit = (f: ManagedFaq | null) =>
    openFormModal(f ? t('cms:faq.editTitle') : t('cms:faq.addTitle'), (api) => <FaqForm faq={f} type={d.type ?? undefined} {...formCallbacks(api, refresh)} />);
  const actions = useBinActions<ManagedFaq>({ canEdit: d.canEdit, canDelete: d.canDelete, messages: 'cms:faq', path: '/api/manage/faqs', name: question, onEdit: edit, onDone: refresh });

  const columns: Columns<ManagedFaq> = [
    { id: 'question', header: t('cms:faq.field.question'), cardTitle: true, cell: (f) => <TitleCell title={question(f)} sub={excerpt(pickText(f.answer, lng), 120)} /> },
    { id: 'type', header: t('cms:faq.field.type'), className: 'whitespace-nowrap', cell: (f) => typeLabel(f.type) },
    { id: 'sort', header: t('cms:faq.field.sort'), className: 'tabular-nums', cell: (f) => f.sort },
    {
      id: 'isShow',
      header: t('cms:faq.col.state'),
      cellProps: { 'data-testid': 'faq-state' },
      cell: (f) => (f.deletedAt ? t('cms:faq.state.deleted') : <Flag on={f.isShow} onText={t('cms:faq.state.shown')} offText={t('cms:faq.state.hidden')} />),
    },
    { id: 'updatedAt', header: t('cms:faq.col.updatedAt'), className: 'whitespace-nowrap tabular-nums', cell: (f) => formatDateTime(new Date(f.deletedAt ?? f.updatedAt).toISOString()) },
  ];

  return (
    <>
      <ScreenHeader title={d.title} lead={t('cms:faq.lead')}>
        {d.canEdit && <AddButton label={t('cms:faq.add')} testId="faq-add" onClick={() => edit(null)} />}
      </ScreenHeader>
      <ListFilter testId="faq-filter" className="card p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end" resetTo="/manage/faqs">
        <FilterInput name="q" label={t('cms:faq.search')} placeholder={t('cms:faq.searchPlaceholder')} maxLength={100} />
        <FilterSelect name="type" label={t('cms:faq.field.type')} all={t('manage:common.all')} options={FAQ_TYPES.map((x) => ({ value: x, label: typeLabel(x) }))} />
        <FilterSelect name="state" label={t('cms:faq.col.state')} options={FAQ_LIST_STATES.map((x) => ({ value: x, label: t(`cms:faq.state.${x}`) }))} value={d.state} />
      </ListFilter>
      <DataList
        caption={d.title}
        testId="faq-table"
        rows={d.rows}
        columns={columns}
        actions={actions}
        pagination={d.pagination}
        rowAttrs={(f) => ({ 'data-testid': 'faq-row', 'data-id': f.id, 'data-deleted': f.deletedAt ? true : undefined })}
        empty={params.size ? t('cms:faq.noMatch') : t('cms:faq.empty')}
      />
    </>
  );
}

/** The start of a long text, cut at `max` characters with an ellipsis. */
function excerpt(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
