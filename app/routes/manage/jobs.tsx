import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagePathOf } from '../../../common/i18n-config';
import { JOB_VIEWS, jobListQuery } from '../../../common/jobs';
import { can, canAny } from '../../../common/permissions';
import { DataList, type Columns } from '../../components/list/data-list';
import { PillNav, ScreenHeader } from '../../components/list/list-controls';
import { RowActions, runRowAction, useRefresh } from '../../components/list/row-actions';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime } from '../../features/manage/format';
import { manageContext, queryOf } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/jobs';

/** manage/jobs — the background job queue (reminders): what waits, what failed (retry), what ran lately. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'ADMIN', 'VIEW,EDIT'));
  const query = jobListQuery.safeParse(queryOf(url));
  if (!query.success) throw redirect(pagePathOf(url));
  return { title: t('manage:jobs.title'), canRetry: can(actor.permissions, 'ADMIN_EDIT'), ...(await services.jobs.list(query.data)) };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

type JobRow = Route.ComponentProps['loaderData']['rows'][number];

/** What a job is about, in words: "booking #12, 24 h before". */
function aboutOf(r: JobRow, t: (k: string, o?: Record<string, unknown>) => string): string {
  const d = (r.data ?? {}) as { bookingId?: number; hoursBefore?: number };
  if (r.queue === 'booking-reminder' && d.bookingId) return t('manage:jobs.about.reminder', { id: d.bookingId, hours: d.hoursBefore });
  return '';
}

export default function Jobs({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const queueLabel = (q: string) => t(`manage:jobs.queue.${q}`, { defaultValue: q });
  const stateLabel = (s: string) => t(`manage:jobs.state.${s}`, { defaultValue: s });
  const columns: Columns<JobRow> = [
    { id: 'queue', header: t('manage:jobs.col.queue'), cell: (r) => queueLabel(r.queue), cardTitle: true },
    { id: 'about', header: t('manage:jobs.col.about'), cell: (r) => aboutOf(r, t) || '—' },
    { id: 'state', header: t('manage:jobs.col.state'), cell: (r) => <span className="badge" data-job-state={r.state}>{stateLabel(r.state)}</span> },
    { id: 'due', header: t('manage:jobs.col.due'), cell: (r) => formatDateTime(r.startAfter), className: 'whitespace-nowrap tabular-nums' },
    { id: 'attempts', header: t('manage:jobs.col.attempts'), cell: (r) => t('manage:jobs.attempts', { count: r.retryCount + (r.startedOn ? 1 : 0), limit: r.retryLimit + 1 }), className: 'tabular-nums' },
    { id: 'finished', header: t('manage:jobs.col.finished'), cell: (r) => formatDateTime(r.completedOn) || '—', className: 'whitespace-nowrap tabular-nums' },
    d.view !== 'completed' && { id: 'error', header: t('manage:jobs.col.error'), cell: (r) => (r.error ? <span className="text-red-700 dark:text-red-400">{r.error}</span> : '—'), className: 'max-w-xs break-words text-xs' },
  ];
  return (
    <>
      <ScreenHeader title={d.title} lead={t('manage:jobs.lead')} />
      <PillNav
        label={t('manage:jobs.viewsLabel')}
        items={JOB_VIEWS.map((v) => ({ key: v, to: `/manage/jobs?view=${v}`, label: t('manage:jobs.view', { view: t(`manage:jobs.views.${v}`), count: d.counts[v] }), current: d.view === v }))}
      />
      <DataList
        caption={d.title}
        testId="jobs-table"
        rows={d.rows}
        rowAttrs={(r) => ({ 'data-job-id': r.id, 'data-job-queue': r.queue })}
        columns={columns}
        empty={t(`manage:jobs.empty.${d.view}`)}
        actions={
          d.canRetry && d.view === 'failed'
            ? (r) => (
                <RowActions
                  actions={[
                    {
                      label: t('manage:jobs.retry'),
                      ariaLabel: t('manage:jobs.retryLabel', { about: aboutOf(r, t) || queueLabel(r.queue) }),
                      onClick: () => void runRowAction({ path: `/api/manage/jobs/${r.queue}/${r.id}/retry`, method: 'POST', doneMessage: t('manage:jobs.retried'), onDone: refresh }),
                    },
                  ]}
                />
              )
            : undefined
        }
        pagination={d.pagination}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
