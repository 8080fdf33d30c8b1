import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText, type Lng } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { ScreenHeader } from '../../features/manage/list-controls';
import { manageContext } from '../../features/manage/manage-loader';
import { manageFetch } from '../../features/manage/manage-fetch';
import { manageMeta } from '../../features/manage/meta';
import { openRoleEditor } from '../../features/manage/role-editor';
import { confirmBox } from '../../features/overlays/dialogs';
import { toast } from '../../features/overlays/overlay-store';
import type { Route } from './+types/roles';

export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t } = await manageContext(args, (p) => canAny(p, 'ROLE', 'VIEW,EDIT'));
  return {
    title: t('manage:roles.title'),
    roles: await services.manage.roles(),
    canEdit: can(actor.permissions, 'ROLE_EDIT'),
    canDelete: can(actor.permissions, 'ROLE_DELETE'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

type RoleRow = Route.ComponentProps['loaderData']['roles'][number];

export default function Roles({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const edit = (r?: RoleRow) =>
    openRoleEditor({
      role: r && { id: r.id, code: r.code, name: r.name as Record<Lng, string>, permissions: r.permissions, isSystem: r.isSystem },
      onSaved: refresh,
    });
  const remove = async (r: RoleRow) => {
    const yes = await confirmBox({ titleKey: 'manage:roles.deleteTitle', message: t('manage:roles.deleteMessage', { name: pickText(r.name, lng) }) });
    if (!yes) return;
    await manageFetch(`/api/manage/roles/${r.id}`, { method: 'DELETE' }).then(() => {
      toast(t('manage:roles.deleted'));
      refresh();
    }, () => undefined);
  };

  return (
    <>
      <ScreenHeader title={d.title} lead={t('manage:roles.lead')}>
        {d.canEdit && <button type="button" className="btn btn-primary" onClick={() => edit()} data-testid="role-create">{t('manage:roles.create')}</button>}
      </ScreenHeader>
      <div className="card overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm" data-testid="roles-table">
          <thead className="bg-stone-50 text-left dark:bg-stone-800/50">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">{t('manage:roles.code')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('manage:roles.name')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('manage:roles.permissionCount')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('manage:roles.userCount')}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{t('manage:common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {d.roles.map((r) => (
              <tr key={r.id} className="border-t border-stone-100 dark:border-stone-800" data-role={r.code}>
                <td className="px-3 py-2 font-mono">{r.code}</td>
                <td className="px-3 py-2">
                  {pickText(r.name, lng)}
                  {r.isSystem && <span className="badge ml-2">{t('manage:roles.system')}</span>}
                </td>
                <td className="px-3 py-2 tabular-nums" data-testid="permission-count">{r.isAdmin ? t('manage:roles.allPermissions') : r.permissionCount}</td>
                <td className="px-3 py-2 tabular-nums" data-testid="user-count">{r.userCount}</td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-1">
                    {d.canEdit && (
                      <button type="button" className="nav-link text-sm" onClick={() => edit(r)} aria-label={`${t('manage:common.edit')} ${r.code}`}>
                        {t('manage:common.edit')}
                      </button>
                    )}
                    {d.canDelete && !r.isSystem && (
                      <button
                        type="button"
                        className="nav-link text-sm text-red-700 disabled:opacity-40 dark:text-red-400"
                        onClick={() => void remove(r)}
                        disabled={r.userCount > 0}
                        title={r.userCount > 0 ? t('manage:roles.inUse') : undefined}
                        aria-label={`${t('manage:common.delete')} ${r.code}`}
                      >
                        {t('manage:common.delete')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
