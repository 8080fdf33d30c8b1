import { redirect, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagePathOf, pickText } from '../../../common/i18n-config';
import type { PermissionRow } from '../../../common/permission-groups';
import { canAny } from '../../../common/permissions';
import { DataList, type Columns } from '../../components/list/data-list';
import { ScreenHeader } from '../../components/list/list-controls';
import { FilterInput, FilterSelect, ListFilter } from '../../components/list/list-filter';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext, queryOf } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/permissions';

export async function loader(args: Route.LoaderArgs) {
  const { services, t, url } = await manageContext(args, (p) => canAny(p, 'PERMISSION', 'VIEW,EDIT'));
  // The search finds a permission by its code and by the names the screen shows.
  const labels = (r: PermissionRow) => [t(`manage:resources.${r.resource}`), t(`manage:actions.${r.action}`)];
  try {
    return { title: t('manage:permissions.title'), ...(await services.manage.permissions(queryOf(url), labels)) };
  } catch (err) {
    if ((err as { code?: string }).code === 'VALIDATION') throw redirect(pagePathOf(url));
    throw err;
  }
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

type RoleRow = Route.ComponentProps['loaderData']['roles'][number];

const FULL_ACCESS_BADGE = 'badge bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50';

export default function Permissions({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const roleName = new Map(d.roles.map((r) => [r.code, pickText(r.name, lng)]));
  const nameOf = (code: string) => roleName.get(code) ?? code;
  const fullAccess = d.fullAccess.map(nameOf);

  const roleColumns: Columns<RoleRow> = [
    {
      id: 'name',
      header: t('manage:roles.name'),
      cardTitle: true,
      cell: (r) => (
        <>
          <Link to="/manage/roles" className="link">
            {pickText(r.name, lng)}
          </Link>
          {r.isAdmin && <span className={`${FULL_ACCESS_BADGE} ml-2`}>{t('manage:permissions.fullAccess')}</span>}
        </>
      ),
    },
    { id: 'code', header: t('manage:roles.code'), cell: (r) => r.code, className: 'font-mono' },
    { id: 'permissionCount', header: t('manage:roles.permissionCount'), cell: (r) => (r.isAdmin ? t('manage:roles.allPermissions') : r.permissionCount), className: 'tabular-nums', cellProps: { 'data-testid': 'permission-count' } },
    { id: 'userCount', header: t('manage:roles.userCount'), cell: (r) => r.userCount, className: 'tabular-nums', cellProps: { 'data-testid': 'user-count' } },
  ];

  const columns: Columns<PermissionRow> = [
    {
      id: 'resource',
      header: t('manage:permissions.col.resource'),
      cardTitle: true,
      // A phone's card is headed "Bookings · Edit": the action column is left off the card.
      cell: (r) => (
        <>
          {t(`manage:resources.${r.resource}`)}
          <span className="md:hidden"> · {t(`manage:actions.${r.action}`)}</span>
        </>
      ),
    },
    { id: 'action', header: t('manage:permissions.col.action'), cell: (r) => t(`manage:actions.${r.action}`), hideOnCard: true },
    { id: 'code', header: t('manage:permissions.col.code'), cell: (r) => r.permission, className: 'font-mono text-xs' },
    {
      id: 'roles',
      header: t('manage:permissions.col.roles'),
      cellProps: { 'data-testid': 'permission-roles' },
      cell: (r) => (
        <span className="flex flex-wrap gap-1">
          {r.roles.map((code) => (
            <span key={code} className="badge" data-role={code}>
              {nameOf(code)}
            </span>
          ))}
          {fullAccess.length > 0 && (
            <span className={`${FULL_ACCESS_BADGE} max-md:rounded-lg`} data-full-access>
              {t('manage:permissions.byFullAccess')}: {fullAccess.join(', ')}
            </span>
          )}
          {r.roles.length === 0 && fullAccess.length === 0 && <span className="text-stone-600 dark:text-stone-400">{t('manage:permissions.noRole')}</span>}
        </span>
      ),
    },
  ];

  return (
    <>
      <ScreenHeader title={d.title} lead={t('manage:permissions.lead')} />

      <section aria-labelledby="permission-summary" className="mb-8">
        <h2 id="permission-summary" className="mb-3 text-lg font-semibold">
          {t('manage:permissions.summary')}
        </h2>
        <DataList caption={t('manage:permissions.summary')} testId="permission-role-summary" rows={d.roles} rowAttrs={(r) => ({ 'data-role': r.code })} columns={roleColumns} />
      </section>

      <section aria-labelledby="permission-full-access" className="mb-8 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50" data-testid="permission-full-access">
        <h2 id="permission-full-access" className="font-semibold">
          {t('manage:roles.webAdmin')} <span className="font-mono text-xs">WEB_ADMIN</span>
        </h2>
        <p className="mt-1 text-sm">{fullAccess.length > 0 ? `${t('manage:permissions.fullAccessLead')} ${fullAccess.join(', ')}` : t('manage:permissions.fullAccessNone')}</p>
      </section>

      <ListFilter testId="permission-filter" className="card p-4 sm:grid-cols-2 sm:items-end" resetTo="/manage/permissions" keep={['lng']}>
        <FilterSelect name="role" label={t('manage:permissions.filter.role')} all={t('manage:common.all')} options={d.roles.map((r) => ({ value: r.code, label: pickText(r.name, lng) }))} />
        <FilterInput name="q" label={t('manage:permissions.filter.q')} placeholder={t('manage:permissions.filter.qPlaceholder')} maxLength={100} />
      </ListFilter>

      {d.groups.length === 0 && <DataList caption={d.title} testId="permission-table-empty" rows={[]} rowKey={(r) => r.permission} columns={columns} empty={t('manage:permissions.empty')} />}
      {d.groups.map((g) => (
        <section key={g.key} aria-labelledby={`permission-group-${g.key}`} className="mb-8" data-group={g.key}>
          <h2 id={`permission-group-${g.key}`} className="mb-3 text-lg font-semibold">
            {t(`manage:permissionGroups.${g.key}`)}
          </h2>
          <DataList
            caption={`${d.title} – ${t(`manage:permissionGroups.${g.key}`)}`}
            testId={`permission-table-${g.key}`}
            rows={g.rows}
            rowKey={(r) => r.permission}
            rowAttrs={(r) => ({ 'data-permission': r.permission })}
            columns={columns}
          />
        </section>
      ))}
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
