import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import { REVIEW_LIST_STATES, REVIEW_SOURCES, reviewListQuery, type ReviewStatus } from '../../../common/review.schema';
import type { ManagedReview } from '../../../server/presenters/review';
import { sendJson, showFailure } from '../../components/form';
import { TitleCell } from '../../components/list/cells';
import { type Columns } from '../../components/list/data-list';
import { FilterSelect } from '../../components/list/list-filter';
import { ListScreen } from '../../components/list/list-screen';
import { listRights } from '../../components/list/list-helpers';
import { useBinList } from '../../components/list/row-editor';
import type { ModalFormProps } from '../../components/form/modal-form';
import { ReviewForm, reviewInputOf } from '../../features/cms/review-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime } from '../../features/manage/format';
import { listPage, manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { toast } from '../../features/overlays/overlay-store';
import type { Route } from './+types/reviews';

/** manage/reviews — client reviews on the home page: moderation (waiting first), rating, source, the clinic's reply, a bin. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'REVIEW', 'VIEW,EDIT'));
  const [{ query, list }, all] = await Promise.all([listPage(url, reviewListQuery, services.reviews.list), services.content.services()]);
  return { title: t('cms:review.title'), state: query.state, ...list, services: all.map((s) => ({ id: s.id, name: s.name })), ...listRights(actor.permissions, 'REVIEW') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

const STATUS_BADGE: Record<ReviewStatus, string> = {
  PENDING: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  SHOWN: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100',
  HIDDEN: 'bg-stone-200 text-stone-900 dark:bg-stone-800 dark:text-stone-100',
};

export default function Reviews({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  const author = (r: ManagedReview) => pickText(r.author, lng);
  const serviceName = (id: number | null) => (id === null ? t('cms:review.noService') : pickText(d.services.find((s) => s.id === id)?.name, lng));

  const form = (r: ManagedReview | null, callbacks: ModalFormProps) => <ReviewForm review={r} services={d.services} lng={lng} {...callbacks} />;
  const bin = useBinList({ messages: 'cms:review', path: '/api/manage/reviews', rights: d, name: author, form });
  const { refresh, actions: binActions } = bin;
  /** Show or hide in one click (the row as it is, in another state). */
  const moderate = async (r: ManagedReview, status: 'SHOWN' | 'HIDDEN') => {
    try {
      await sendJson(`/api/manage/reviews/${r.id}`, 'PUT', { ...reviewInputOf(r), status });
      toast(status === 'SHOWN' ? t('cms:review.nowShown') : t('cms:review.nowHidden'));
      refresh();
    } catch (err) {
      showFailure(err);
    }
  };
  const actions =
    binActions &&
    ((r: ManagedReview) => (
      <div className="flex flex-wrap items-center gap-1">
        {d.canEdit && r.deletedAt === null && r.status !== 'SHOWN' && (
          <button type="button" className="btn btn-ghost min-h-11 px-3" aria-label={t('cms:review.showLabel', { name: author(r) })} onClick={() => void moderate(r, 'SHOWN')}>
            {t('cms:review.show')}
          </button>
        )}
        {d.canEdit && r.deletedAt === null && r.status === 'PENDING' && (
          <button type="button" className="btn btn-ghost min-h-11 px-3" aria-label={t('cms:review.hideLabel', { name: author(r) })} onClick={() => void moderate(r, 'HIDDEN')}>
            {t('cms:review.hide')}
          </button>
        )}
        {binActions(r)}
      </div>
    ));

  const columns: Columns<ManagedReview> = [
    { id: 'author', header: t('cms:review.field.author'), cardTitle: true, cell: (r) => <TitleCell title={author(r)} sub={pickText(r.content, lng)} /> },
    { id: 'rating', header: t('cms:review.field.rating'), className: 'whitespace-nowrap', cell: (r) => <span aria-label={t('cms:review.stars', { count: r.rating })}>{'★'.repeat(r.rating)}</span> },
    { id: 'service', header: t('cms:review.field.service'), cell: (r) => serviceName(r.serviceId) },
    {
      id: 'source',
      header: t('cms:review.field.source'),
      cell: (r) => (
        <>
          {t(enumLabelKey('reviewSource', r.source))}
          {r.bookingId !== null && (
            <Link to={`/manage/schedule/booking/${r.bookingId}`} className="block text-sm text-emerald-800 underline dark:text-emerald-300" data-testid="review-booking-link">
              {t('cms:review.bookingLink', { id: r.bookingId })}
            </Link>
          )}
        </>
      ),
    },
    { id: 'reply', header: t('cms:review.field.reply'), cell: (r) => (pickText(r.reply, lng) ? t('cms:review.replied') : t('cms:review.notReplied')) },
    {
      id: 'status',
      header: t('cms:review.field.status'),
      cellProps: { 'data-testid': 'review-status' },
      cell: (r) =>
        r.deletedAt ? t('cms:review.state.deleted') : <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[r.status]}`}>{t(enumLabelKey('reviewStatus', r.status))}</span>,
    },
    { id: 'createdAt', header: t('cms:review.col.createdAt'), className: 'whitespace-nowrap tabular-nums', cell: (r) => formatDateTime(new Date(r.createdAt).toISOString()) },
  ];

  const stateLabel = (x: (typeof REVIEW_LIST_STATES)[number]) => (x === 'current' || x === 'deleted' ? t(`cms:review.state.${x}`) : t(enumLabelKey('reviewStatus', x)));
  return (
    <ListScreen messages="cms:review" title={d.title} path="/manage/reviews" bin={{ ...bin, actions }}
      filterGrid="sm:grid-cols-[1fr_auto_auto] sm:items-end"
      filters={
        <>
          <FilterSelect name="state" label={t('cms:review.field.status')} options={REVIEW_LIST_STATES.map((x) => ({ value: x, label: stateLabel(x) }))} value={d.state} />
          <FilterSelect name="source" label={t('cms:review.field.source')} all={t('manage:common.all')} options={REVIEW_SOURCES.map((x) => ({ value: x, label: t(enumLabelKey('reviewSource', x)) }))} />
        </>
      }
      list={{ rows: d.rows, columns, pagination: d.pagination, rowAttrs: (r) => ({ 'data-id': r.id, 'data-status': r.status, 'data-deleted': r.deletedAt ? true : undefined }) }}
    />
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
