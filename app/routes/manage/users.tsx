import { redirect, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagePathOf, pickText } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import { formatMemberCode } from '../../../common/validators/member-code';
import { DataList, exportCsv, type Columns } from '../../components/list/data-list';
import { AddButton, ScreenHeader } from '../../components/list/list-controls';
import { FilterInput, FilterSelect, ListFilter } from '../../components/list/list-filter';
import { listRights } from '../../components/list/list-helpers';
import { RowActions, runRowAction, useRefresh } from '../../components/list/row-actions';
import { readSort } from '../../components/list/url-state';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime, splitDateTime } from '../../features/manage/format';
import { manageContext, queryOf } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { openStaffCreator, openUserRoles } from '../../features/manage/user-editors';
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
  return { title: t('manage:users.title'), ...list, roles: roles.map((r) => ({ id: r.id, code: r.code, name: r.name })), me: actor.id, ...listRights(actor.permissions, 'USER') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

type UserRow = Route.ComponentProps['loaderData']['rows'][number];
type Act = 'lock' | 'unlock' | 'delete' | 'recover';

export default function Users({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const [params] = useSearchParams();
  const refresh = useRefresh();
  const gone = (u: UserRow) => (u.deletedAt ? 'line-through decoration-2' : '');
  const label = (u: UserRow) => u.account ?? u.name ?? u.phone ?? u.email ?? formatMemberCode(u.memberCode);
  const status = (u: UserRow) => (u.deletedAt ? t('manage:users.status.deleted') : u.isLocked ? t('manage:users.status.locked') : t('manage:users.status.active'));
  const option = (group: string) => (v: string) => ({ value: v, label: t(`manage:users.${group}.${v}`) });

  const act = (u: UserRow, kind: Act) =>
    runRowAction({
      confirm: kind === 'lock' || kind === 'delete' ? { titleKey: `manage:users.${kind}Title`, message: t(`manage:users.${kind}Message`, { name: label(u) }) } : undefined,
      path: kind === 'delete' ? `/api/manage/users/${u.id}` : `/api/manage/users/${u.id}/${kind}`,
      method: kind === 'delete' ? 'DELETE' : 'POST',
      doneMessage: t(`manage:users.done.${kind}`),
      onDone: refresh,
    });
  const actions = (u: UserRow) =>
    u.id !== d.me && (
      <RowActions
        actions={[
          d.canEdit && !u.deletedAt && { label: t('manage:users.rolesButton'), onClick: () => openUserRoles({ user: { id: u.id, label: label(u), isMember: u.isMember, roleIds: u.roles.map((r) => r.id) }, roles: d.roles, lng, onSaved: refresh }) },
          d.canEdit && !u.deletedAt && { label: u.isLocked ? t('manage:users.unlock') : t('manage:users.lock'), onClick: () => void act(u, u.isLocked ? 'unlock' : 'lock') },
          d.canDelete && { label: u.deletedAt ? t('manage:users.recover') : t('manage:common.delete'), danger: !u.deletedAt, onClick: () => void act(u, u.deletedAt ? 'recover' : 'delete') },
        ]}
      />
    );

  const columns: Columns<UserRow> = [
    {
      id: 'account',
      header: t('manage:users.col.account'),
      sort: 'account',
      cardTitle: true,
      className: 'font-medium',
      csv: (u) => u.account,
      cell: (u) => (
        <>
          {u.account ? <span className={gone(u)}>{u.account}</span> : '—'}
          {u.id === d.me && <span className="badge ml-2">{t('manage:users.you')}</span>}
        </>
      ),
    },
    {
      id: 'name',
      header: t('manage:users.col.name'),
      sort: 'name',
      csv: (u) => [u.name && `${u.name}${u.nickname ? ` (${u.nickname})` : ''}`, formatMemberCode(u.memberCode)].filter(Boolean).join(' '),
      cell: (u) => (
        <>
          {u.name ? <span className={gone(u)}>{`${u.name}${u.nickname ? ` (${u.nickname})` : ''}`}</span> : '—'}
          {u.memberCode && (
            <span className="block font-mono text-xs tracking-wider whitespace-nowrap text-stone-600 dark:text-stone-400" data-testid="user-member-code">
              <span className="sr-only">{t('manage:users.col.memberCode')} </span>
              {formatMemberCode(u.memberCode)}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'contact',
      header: `${t('manage:users.col.phone')} / ${t('manage:users.col.email')}`,
      sort: [
        { field: 'phone', label: t('manage:users.col.phone') },
        { field: 'email', label: t('manage:users.col.email') },
      ],
      csv: (u) => [u.phone, u.email].filter(Boolean).join(' / '),
      cell: (u) => (
        <>
          <span className="block whitespace-nowrap">{u.phone ?? '—'}</span>
          {u.email && <span className="block text-xs break-all text-stone-600 dark:text-stone-400">{u.email}</span>}
        </>
      ),
    },
    {
      id: 'roles',
      header: t('manage:users.col.roles'),
      csv: (u) => u.roles.map((r) => pickText(r.name, lng)).join(', '),
      cell: (u) => (
        <span className="flex flex-wrap gap-1">
          {u.roles.map((r) => (
            <span key={r.id} className="badge" title={r.code}>
              {pickText(r.name, lng)}
            </span>
          ))}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('manage:users.col.status'),
      className: 'whitespace-nowrap',
      cellProps: { 'data-testid': 'user-status' },
      csv: status,
      cell: (u) => (u.deletedAt ? <span className="inline-block rounded-full bg-stone-700 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-stone-200 dark:text-stone-900">{status(u)}</span> : status(u)),
    },
    { id: 'lastLoginAt', header: t('manage:users.col.lastLoginAt'), sort: 'lastLoginAt', className: 'whitespace-nowrap tabular-nums', csv: (u) => formatDateTime(u.lastLoginAt), cell: (u) => <Stamp iso={u.lastLoginAt} empty={t('manage:users.never')} /> },
    { id: 'createdAt', header: t('manage:users.col.createdAt'), sort: 'createdAt', className: 'whitespace-nowrap tabular-nums', csv: (u) => formatDateTime(u.createdAt), cell: (u) => <Stamp iso={u.createdAt} /> },
  ];

  return (
    <>
      <ScreenHeader title={d.title} lead={t('manage:users.lead')}>
        {d.canEdit && <AddButton label={t('manage:users.create')} testId="staff-create" onClick={() => openStaffCreator({ roles: d.roles, lng, onSaved: refresh })} />}
      </ScreenHeader>
      <ListFilter testId="users-filter" className="card p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" keep={['sort', 'order']} resetTo="/manage/users">
        <FilterInput name="q" label={t('manage:users.search')} placeholder={t('manage:users.searchPlaceholder')} maxLength={100} />
        <FilterSelect name="kind" label={t('manage:users.kind.label')} all={t('manage:common.all')} options={['staff', 'member', 'admin'].map(option('kind'))} />
        <FilterSelect name="status" label={t('manage:users.status.label')} all={t('manage:common.all')} options={['active', 'locked', 'deleted'].map(option('status'))} />
      </ListFilter>
      <DataList
        caption={d.title}
        testId="users-table"
        rows={d.rows}
        // A deleted account keeps full-contrast text (WCAG AA) and reads as deleted by its
        // struck-through names, the shaded row and the "Deleted" badge.
        rowClassName={(u) => (u.deletedAt ? 'bg-stone-100 dark:bg-stone-950' : '')}
        rowAttrs={(u) => ({ 'data-user': u.account ?? u.phone ?? u.id, 'data-deleted': u.deletedAt ? true : undefined })}
        columns={columns}
        sort={readSort(params, 'createdAt', 'desc')}
        pagination={d.pagination}
        actions={actions}
        onExport={exportCsv('users')}
      />
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
