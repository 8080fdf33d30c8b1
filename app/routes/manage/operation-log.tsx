import { pagePathOf } from '../../../common/i18n-config';
import { Fragment, useState } from 'react';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, RESOURCES } from '../../../common/permissions';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { INPUT_CLASS } from '../../features/manage/form-field';
import { formatDateTime } from '../../features/manage/format';
import { JsonDiffView } from '../../features/manage/json-diff-view';
import { Pager, ScreenHeader } from '../../features/manage/list-controls';
import { manageContext, queryOf } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { OPERATION_ACTIONS } from '../../features/manage/operation-actions';
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

export default function OperationLog({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const actionLabel = (a: string) => t(`manage:log.action.${a}`, { defaultValue: a });
  const resourceLabel = (r: string) => t(`manage:resources.${r}`, { defaultValue: r });

  return (
    <>
      <ScreenHeader title={d.title} lead={t('manage:log.lead')} />
      <Form method="get" className="card mb-4 grid gap-3 p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-3" role="search" data-testid="log-filter">
        <label className="text-sm font-medium">
          {t('manage:log.filter.resource')}
          <select name="resource" defaultValue={params.get('resource') ?? ''} className={INPUT_CLASS}>
            <option value="">{t('manage:common.all')}</option>
            {RESOURCES.map((r) => <option key={r} value={r}>{resourceLabel(r)}</option>)}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t('manage:log.filter.action')}
          <select name="action" defaultValue={params.get('action') ?? ''} className={INPUT_CLASS}>
            <option value="">{t('manage:common.all')}</option>
            {OPERATION_ACTIONS.map((a) => <option key={a} value={a}>{actionLabel(a)}</option>)}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t('manage:log.filter.actor')}
          <input type="search" name="actor" defaultValue={params.get('actor') ?? ''} placeholder={t('manage:log.filter.actorPlaceholder')} className={INPUT_CLASS} maxLength={100} />
        </label>
        <label className="text-sm font-medium">
          {t('manage:log.filter.from')}
          <input type="date" name="from" defaultValue={params.get('from') ?? ''} className={INPUT_CLASS} />
        </label>
        <label className="text-sm font-medium">
          {t('manage:log.filter.to')}
          <input type="date" name="to" defaultValue={params.get('to') ?? ''} className={INPUT_CLASS} />
        </label>
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary">{t('manage:common.search')}</button>
          <Link to="/manage/operation-log" className="btn btn-ghost">{t('manage:common.reset')}</Link>
        </div>
      </Form>

      <div className="card overflow-x-auto">
        <table className="w-full min-w-[48rem] text-sm" data-testid="log-table">
          <thead className="bg-stone-50 text-left dark:bg-stone-800/50">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">{t('manage:log.col.time')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('manage:log.col.actor')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('manage:log.col.action')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('manage:log.col.resource')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('manage:log.col.ip')}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{t('manage:log.col.changes')}</th>
            </tr>
          </thead>
          <tbody>
            {d.rows.length === 0 && (
              <tr><td colSpan={6} className="px-3 py-6 text-center text-stone-500">{t('manage:common.empty')}</td></tr>
            )}
            {d.rows.map((r) => (
              <Fragment key={r.id}>
                <tr className="border-t border-stone-100 dark:border-stone-800" data-log-action={r.action} data-log-resource={r.resource}>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDateTime(r.createdAt)}</td>
                  <td className="px-3 py-2">{r.actor ? (r.actor.account ?? r.actor.phone ?? r.actor.id) : t('manage:log.system')}</td>
                  <td className="px-3 py-2"><span className="badge">{actionLabel(r.action)}</span></td>
                  <td className="px-3 py-2">
                    {resourceLabel(r.resource)}
                    {r.resourceId && <span className="ml-1 font-mono text-xs text-stone-500">#{r.resourceId}</span>}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{r.ip ?? '—'}</td>
                  <td className="px-3 py-2 text-right">
                    <button type="button" className="nav-link text-sm" aria-expanded={open.has(r.id)} aria-controls={`log-diff-${r.id}`} onClick={() => toggle(r.id)}>
                      {open.has(r.id) ? t('manage:log.diff.hide') : t('manage:log.diff.show')}
                    </button>
                  </td>
                </tr>
                {open.has(r.id) && (
                  <tr id={`log-diff-${r.id}`} className="bg-stone-50/60 dark:bg-stone-900">
                    <td colSpan={6} className="px-3 py-3">
                      <JsonDiffView before={r.before} after={r.after} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pagination={d.pagination} rows={d.rows.length} />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
