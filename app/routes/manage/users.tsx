import { pagePathOf } from '../../../common/i18n-config';
import { Form, Link, redirect, useRevalidator, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { formatMemberCode } from '../../../common/validators/member-code';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { INPUT_CLASS } from '../../features/manage/form-field';
import { splitDateTime } from '../../features/manage/format';
import { Pager, ScreenHeader, SortHeader, SortLink } from '../../features/manage/list-controls';
import { manageContext, queryOf } from '../../features/manage/manage-loader';
import { manageFetch } from '../../features/manage/manage-fetch';
import { manageMeta } from '../../features/manage/meta';
import { openStaffCreator, openUserRoles } from '../../features/manage/user-editors';
import { confirmBox } from '../../features/overlays/dialogs';
import { toast } from '../../features/overlays/overlay-store';
import type { Route } from './+types/users';

export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'USER', 'VIEW,EDIT'));
  let list;
  try {
    list = await services.manage.users(queryOf(url));
  } catch (err) {
    // A hand-edited query string (pageSize=500, sort=x): start over rather than fail.
    if ((err as { code?: string }).code === 'VALIDATION') throw redirect(pagePathOf(url));
    throw err;
  }
  const roles = await services.manage.roles();
  return {
    title: t('manage:users.title'),
    ...list,
    roles: roles.map((r) => ({ id: r.id, code: r.code, name: r.name })),
    me: actor.id,
    canEdit: can(actor.permissions, 'USER_EDIT'),
    canDelete: can(actor.permissions, 'USER_DELETE'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

type UserRow = Route.ComponentProps['loaderData']['rows'][number];

export default function Users({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const sort = params.get('sort') ?? 'createdAt';
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const gone = (u: UserRow) => (u.deletedAt ? 'line-through decoration-2' : '');
  const label = (u: UserRow) => u.account ?? u.name ?? u.phone ?? u.email ?? formatMemberCode(u.memberCode);

  const act = async (u: UserRow, kind: 'lock' | 'unlock' | 'delete' | 'recover') => {
    if (kind === 'lock' || kind === 'delete') {
      const yes = await confirmBox({ titleKey: kind === 'lock' ? 'manage:users.lockTitle' : 'manage:users.deleteTitle', message: t(kind === 'lock' ? 'manage:users.lockMessage' : 'manage:users.deleteMessage', { name: label(u) }) });
      if (!yes) return;
    }
    const call = kind === 'delete' ? manageFetch(`/api/manage/users/${u.id}`, { method: 'DELETE' }) : manageFetch(`/api/manage/users/${u.id}/${kind}`, { method: 'POST' });
    await call.then(() => {
      toast(t(`manage:users.done.${kind}`));
      refresh();
    }, () => undefined);
  };

  return (
    <>
      <ScreenHeader title={d.title} lead={t('manage:users.lead')}>
        {d.canEdit && (
          <button type="button" className="btn btn-primary" onClick={() => openStaffCreator({ roles: d.roles, lng, onSaved: refresh })} data-testid="staff-create">
            {t('manage:users.create')}
          </button>
        )}
      </ScreenHeader>

      <Form method="get" className="card mb-4 grid gap-3 p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" role="search" data-testid="users-filter">
        {params.get('sort') && <input type="hidden" name="sort" value={params.get('sort')!} />}
        {params.get('order') && <input type="hidden" name="order" value={params.get('order')!} />}
        <label className="text-sm font-medium">
          {t('manage:users.search')}
          <input type="search" name="q" defaultValue={params.get('q') ?? ''} placeholder={t('manage:users.searchPlaceholder')} className={INPUT_CLASS} maxLength={100} />
        </label>
        <label className="text-sm font-medium">
          {t('manage:users.kind.label')}
          <select name="kind" defaultValue={params.get('kind') ?? ''} className={INPUT_CLASS}>
            <option value="">{t('manage:common.all')}</option>
            <option value="staff">{t('manage:users.kind.staff')}</option>
            <option value="member">{t('manage:users.kind.member')}</option>
            <option value="admin">{t('manage:users.kind.admin')}</option>
          </select>
        </label>
        <label className="text-sm font-medium">
          {t('manage:users.status.label')}
          <select name="status" defaultValue={params.get('status') ?? ''} className={INPUT_CLASS}>
            <option value="">{t('manage:common.all')}</option>
            <option value="active">{t('manage:users.status.active')}</option>
            <option value="locked">{t('manage:users.status.locked')}</option>
            <option value="deleted">{t('manage:users.status.deleted')}</option>
          </select>
        </label>
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary">{t('manage:common.search')}</button>
          <Link to="/manage/users" className="btn btn-ghost">{t('manage:common.reset')}</Link>
        </div>
      </Form>

      <div className="card overflow-x-auto">
        <table className="w-full min-w-[48rem] text-sm" data-testid="users-table">
          <thead className="bg-stone-50 dark:bg-stone-800/50">
            <tr>
              <SortHeader field="account" label={t('manage:users.col.account')} sort={sort} order={order} />
              <SortHeader field="name" label={t('manage:users.col.name')} sort={sort} order={order} />
              <th scope="col" aria-sort={sort === 'phone' || sort === 'email' ? (order === 'asc' ? 'ascending' : 'descending') : 'none'} className="px-2 py-2 text-left font-semibold whitespace-nowrap">
                <SortLink field="phone" label={t('manage:users.col.phone')} sort={sort} order={order} />
                <span className="mx-1 text-stone-400" aria-hidden="true">/</span>
                <SortLink field="email" label={t('manage:users.col.email')} sort={sort} order={order} />
              </th>
              <th scope="col" className="px-2 py-2 text-left font-semibold">{t('manage:users.col.roles')}</th>
              <th scope="col" className="px-2 py-2 text-left font-semibold">{t('manage:users.col.status')}</th>
              <SortHeader field="lastLoginAt" label={t('manage:users.col.lastLoginAt')} sort={sort} order={order} />
              <SortHeader field="createdAt" label={t('manage:users.col.createdAt')} sort={sort} order={order} />
              <th scope="col" className="px-2 py-2 text-right font-semibold">{t('manage:common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {d.rows.length === 0 && (
              <tr><td colSpan={8} className="px-3 py-6 text-center text-stone-600 dark:text-stone-400">{t('manage:common.empty')}</td></tr>
            )}
            {d.rows.map((u) => {
              const self = u.id === d.me;
              return (
                <tr
                  key={u.id}
                  // A deleted account keeps full-contrast text (WCAG AA) and reads as deleted by its
                  // struck-through names, the shaded row and the "Deleted" badge.
                  className={`border-t border-stone-100 dark:border-stone-800 ${u.deletedAt ? 'bg-stone-100 dark:bg-stone-950' : ''}`}
                  data-user={u.account ?? u.phone ?? u.id}
                  data-deleted={u.deletedAt ? true : undefined}
                >
                  <td className="px-2 py-2 font-medium">{u.account ? <span className={gone(u)}>{u.account}</span> : '—'}{self && <span className="badge ml-2">{t('manage:users.you')}</span>}</td>
                  <td className="px-2 py-2">
                    {u.name ? <span className={gone(u)}>{`${u.name}${u.nickname ? ` (${u.nickname})` : ''}`}</span> : '—'}
                    {u.memberCode && (
                      <span className="block font-mono text-xs tracking-wider whitespace-nowrap text-stone-600 dark:text-stone-400" data-testid="user-member-code">
                        <span className="sr-only">{t('manage:users.col.memberCode')} </span>
                        {formatMemberCode(u.memberCode)}
                      </span>
                    )}
                  </td>
                  <td className="px-2 py-2">
                    <span className="block whitespace-nowrap">{u.phone ?? '—'}</span>
                    {u.email && <span className="block text-xs break-all text-stone-600 dark:text-stone-400">{u.email}</span>}
                  </td>
                  <td className="px-2 py-2">
                    <span className="flex flex-wrap gap-1">
                      {u.roles.map((r) => <span key={r.id} className="badge" title={r.code}>{pickText(r.name, lng)}</span>)}
                    </span>
                  </td>
                  <td className="px-2 py-2 whitespace-nowrap" data-testid="user-status">
                    {u.deletedAt ? (
                      <span className="inline-block rounded-full bg-stone-700 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-stone-200 dark:text-stone-900">{t('manage:users.status.deleted')}</span>
                    ) : u.isLocked ? t('manage:users.status.locked') : t('manage:users.status.active')}
                  </td>
                  <td className="px-2 py-2 whitespace-nowrap tabular-nums"><Stamp iso={u.lastLoginAt} empty={t('manage:users.never')} /></td>
                  <td className="px-2 py-2 whitespace-nowrap tabular-nums"><Stamp iso={u.createdAt} /></td>
                  <td className="px-2 py-2">
                    {!self && (
                      <div className="flex justify-end whitespace-nowrap [&_.nav-link]:px-2">
                        {d.canEdit && !u.deletedAt && (
                          <>
                            <button type="button" className="nav-link text-sm"
                              onClick={() => openUserRoles({ user: { id: u.id, label: label(u), isMember: u.isMember, roleIds: u.roles.map((r) => r.id) }, roles: d.roles, lng, onSaved: refresh })}>
                              {t('manage:users.rolesButton')}
                            </button>
                            <button type="button" className="nav-link text-sm" onClick={() => void act(u, u.isLocked ? 'unlock' : 'lock')}>
                              {u.isLocked ? t('manage:users.unlock') : t('manage:users.lock')}
                            </button>
                          </>
                        )}
                        {d.canDelete && (
                          <button type="button" className={`nav-link text-sm ${u.deletedAt ? '' : 'text-red-700 dark:text-red-400'}`} onClick={() => void act(u, u.deletedAt ? 'recover' : 'delete')}>
                            {u.deletedAt ? t('manage:users.recover') : t('manage:common.delete')}
                          </button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager pagination={d.pagination} rows={d.rows.length} />
    </>
  );
}

/** A date with its time below, in clinic time. */
function Stamp({ iso, empty = '—' }: { iso: string | null; empty?: string }) {
  const v = splitDateTime(iso);
  if (!v || !iso) return <>{empty}</>;
  return (
    <time dateTime={iso} className="block leading-tight">
      {v.date}
      <span className="block text-xs text-stone-600 dark:text-stone-400">{v.time}</span>
    </time>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
