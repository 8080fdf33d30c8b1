import { useTranslation } from 'react-i18next';
import { enumLabelKey } from '../../../common/enum-labels';
import { FAQ_LIST_STATES, FAQ_TYPES, faqListQuery, type FaqType } from '../../../common/faq.schema';
import { pickText } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import type { ManagedFaq } from '../../../server/presenters/faq';
import { Flag, TitleCell } from '../../components/list/cells';
import { type Columns } from '../../components/list/data-list';
import { FilterSelect } from '../../components/list/list-filter';
import { ListScreen } from '../../components/list/list-screen';
import { listRights } from '../../components/list/list-helpers';
import { useBinList } from '../../components/list/row-editor';
import type { ModalFormProps } from '../../components/form/modal-form';
import { FaqForm } from '../../features/cms/faq-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime } from '../../features/manage/format';
import { listPage, manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/faqs';

/** manage/faqs — the public FAQ page's questions and answers (spec §3 FAQ; types of §9), deleted ones restorable. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'FAQ', 'VIEW,EDIT'));
  const { query, list } = await listPage(url, faqListQuery, services.faqs.list);
  return { title: t('cms:faq.title'), state: query.state, type: query.type ?? null, ...list, ...listRights(actor.permissions, 'FAQ') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Faqs({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  const question = (f: ManagedFaq) => pickText(f.question, lng);
  const typeLabel = (x: FaqType) => t(enumLabelKey('faqType', x));

  const form = (f: ManagedFaq | null, callbacks: ModalFormProps) => <FaqForm faq={f} type={d.type ?? undefined} {...callbacks} />;
  const bin = useBinList({ messages: 'cms:faq', path: '/api/manage/faqs', rights: d, name: question, form });

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
    <ListScreen messages="cms:faq" title={d.title} path="/manage/faqs" bin={bin}
      filterGrid="sm:grid-cols-[1fr_auto_auto] sm:items-end"
      filters={
        <>
          <FilterSelect name="type" label={t('cms:faq.field.type')} all={t('manage:common.all')} options={FAQ_TYPES.map((x) => ({ value: x, label: typeLabel(x) }))} />
          <FilterSelect name="state" label={t('cms:faq.col.state')} options={FAQ_LIST_STATES.map((x) => ({ value: x, label: t(`cms:faq.state.${x}`) }))} value={d.state} />
        </>
      }
      list={{ rows: d.rows, columns, pagination: d.pagination, rowAttrs: (f) => ({ 'data-id': f.id, 'data-deleted': f.deletedAt ? true : undefined }) }}
    />
  );
}

/** The start of a long text, cut at `max` characters with an ellipsis. */
function excerpt(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
