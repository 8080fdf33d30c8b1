import { useTranslation } from 'react-i18next';
import { pickText, type Lng } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import { DataList, type Columns } from '../../components/list/data-list';
import { AddButton, ScreenHeader } from '../../components/list/list-controls';
import { listRights } from '../../components/list/list-helpers';
import { deleteAfterConfirm, RowActions, useRefresh } from '../../components/list/row-actions';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { openRoleEditor } from '../../features/manage/role-editor';
import type { Route } from './+types/roles';

export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t } = await manageContext(args, (p) => canAny(p, 'ROLE', 'VIEW,EDIT'));
  return { title: t('manage:roles.title'), roles: await services.manage.roles(), ...listRights(actor.permissions, 'ROLE') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

type RoleRow = Route.ComponentProps['loaderData']['roles'][number];

export default function Roles({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const refresh = useRefresh();
  const edit = (r?: RoleRow) =>
    openRoleEditor({
      role: r && { id: r.id, code: r.code, name: r.name as Record<Lng, string>, permissions: r.permissions, isSystem: r.isSystem },
      onSaved: refresh,
    });
  const remove = (r: RoleRow) =>
    deleteAfterConfirm({ titleKey: 'manage:roles.deleteTitle', message: t('manage:roles.deleteMessage', { name: pickText(r.name, lng) }), path: `/api/manage/roles/${r.id}`, doneMessage: t('manage:roles.deleted'), onDone: refresh });

  const columns: Columns<RoleRow> = [
    { id: 'code', header: t('manage:roles.code'), cell: (r) => r.code, className: 'font-mono' },
    {
      id: 'name',
      header: t('manage:roles.name'),
      cardTitle: true,
      cell: (r) => (
        <>
          {pickText(r.name, lng)}
          {r.isSystem && <span className="badge ml-2">{t('manage:roles.system')}</span>}
        </>
      ),
    },
    { id: 'permissionCount', header: t('manage:roles.permissionCount'), cell: (r) => (r.isAdmin ? t('manage:roles.allPermissions') : r.permissionCount), className: 'tabular-nums', cellProps: { 'data-testid': 'permission-count' } },
    { id: 'userCount', header: t('manage:roles.userCount'), cell: (r) => r.userCount, className: 'tabular-nums', cellProps: { 'data-testid': 'user-count' } },
  ];
  return (
    <>
      <ScreenHeader title={d.title} lead={t('manage:roles.lead')}>
        {d.canEdit && <AddButton label={t('manage:roles.create')} testId="role-create" onClick={() => edit()} />}
      </ScreenHeader>
      <DataList
        caption={d.title}
        testId="roles-table"
        rows={d.roles}
        rowAttrs={(r) => ({ 'data-role': r.code })}
        columns={columns}
        actions={(r) => (
          <RowActions
            actions={[
              d.canEdit && { label: t('manage:list.edit'), ariaLabel: t('manage:list.editLabel', { name: r.code }), onClick: () => edit(r) },
              d.canDelete &&
                !r.isSystem && {
                  label: t('manage:list.delete'),
                  ariaLabel: t('manage:list.deleteLabel', { name: r.code }),
                  onClick: () => void remove(r),
                  danger: true,
                  disabled: r.userCount > 0,
                  title: r.userCount > 0 ? t('manage:roles.inUse') : undefined,
                },
            ]}
          />
        )}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
