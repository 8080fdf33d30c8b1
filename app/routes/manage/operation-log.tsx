import { enumLabelKey } from '../../../common/enum-labels';
import { useState } from 'react';
import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagePathOf } from '../../../common/i18n-config';
import { can, RESOURCES } from '../../../common/permissions';
import { DataList, exportCsv, type Columns } from '../../components/list/data-list';
import { ScreenHeader } from '../../components/list/list-controls';
import { FilterInput, FilterSelect, ListFilter } from '../../components/list/list-filter';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime } from '../../features/manage/format';
import { JsonDiffView } from '../../features/manage/json-diff-view';
import { manageContext, queryOf } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { OPERATION_ACTIONS, statusOfAction } from '../../features/manage/operation-actions';
import type { Route } from './+types/operation-log';

export async function loader(args: Route.LoaderArgs) {
  const { services, t, url } = await manageContext(args, (p) => can(p, 'OPERATION_LOG_VIEW'));
  try {
    return { title: t('manage:log.title'), ...(await services.manage.operationLog(queryOf(url))) };
  } catch (err) {
    if ((err as { code?: string }).code === 'VALIDATION') throw redirect(pagePathOf(url));
    throw err;
  }
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

type LogRow = Route.ComponentProps['loaderData']['rows'][number];

export default function OperationLog({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) => setOpen((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const actionLabel = (a: string) => {
    const status = statusOfAction(a);
    return status ? t('manage:log.action.STATUS', { status: t(enumLabelKey('bookingStatus', status)) }) : t(`manage:log.action.${a}`, { defaultValue: a });
  };
  const resourceLabel = (r: string) => t(`manage:resources.${r}`, { defaultValue: r });
  const actorText = (r: LogRow) => (r.actor ? (r.actor.account ?? r.actor.phone ?? r.actor.id) : t('manage:log.system'));

  const columns: Columns<LogRow> = [
    { id: 'time', header: t('manage:log.col.time'), cell: (r) => formatDateTime(r.createdAt), csv: (r) => formatDateTime(r.createdAt), className: 'whitespace-nowrap tabular-nums', cardTitle: true },
    { id: 'actor', header: t('manage:log.col.actor'), cell: actorText, csv: actorText },
    { id: 'action', header: t('manage:log.col.action'), cell: (r) => <span className="badge">{actionLabel(r.action)}</span>, csv: (r) => actionLabel(r.action) },
    {
      id: 'resource',
      header: t('manage:log.col.resource'),
      csv: (r) => `${resourceLabel(r.resource)}${r.resourceId ? ` #${r.resourceId}` : ''}`,
      cell: (r) => (
        <>
          {resourceLabel(r.resource)}
          {r.resourceId && <span className="ml-1 font-mono text-xs text-stone-500">#{r.resourceId}</span>}
        </>
      ),
    },
    { id: 'ip', header: t('manage:log.col.ip'), cell: (r) => r.ip ?? '—', csv: (r) => r.ip, className: 'font-mono text-xs' },
  ];

  return (
    <>
      <ScreenHeader title={d.title} lead={t('manage:log.lead')} />
      <ListFilter testId="log-filter" className="card p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-3" resetTo="/manage/operation-log">
        <FilterSelect name="resource" label={t('manage:log.filter.resource')} all={t('manage:common.all')} options={RESOURCES.map((r) => ({ value: r, label: resourceLabel(r) }))} />
        <FilterSelect name="action" label={t('manage:log.filter.action')} all={t('manage:common.all')} options={OPERATION_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))} />
        <FilterInput name="actor" label={t('manage:log.filter.actor')} placeholder={t('manage:log.filter.actorPlaceholder')} maxLength={100} />
        <FilterInput type="date" name="from" label={t('manage:log.filter.from')} />
        <FilterInput type="date" name="to" label={t('manage:log.filter.to')} />
      </ListFilter>
      <DataList
        caption={d.title}
        testId="log-table"
        rows={d.rows}
        rowAttrs={(r) => ({ 'data-log-action': r.action, 'data-log-resource': r.resource })}
        columns={columns}
        actionsHeader={t('manage:log.col.changes')}
        actions={(r) => (
          <div className="text-right">
            <button type="button" className="nav-link text-sm" aria-expanded={open.has(r.id)} aria-controls={`log-diff-${r.id}`} onClick={() => toggle(r.id)}>
              {open.has(r.id) ? t('manage:log.diff.hide') : t('manage:log.diff.show')}
            </button>
          </div>
        )}
        detail={(r) =>
          open.has(r.id) && (
            <div id={`log-diff-${r.id}`}>
              <JsonDiffView before={r.before} after={r.after} />
            </div>
          )
        }
        pagination={d.pagination}
        onExport={exportCsv('operation-log')}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
