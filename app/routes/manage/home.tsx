import { useCallback } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, canAny } from '../../../common/permissions';
import { useDeskChanges } from '../../features/manage/desk-badges';
import { DeskView } from '../../features/manage/desk/desk-dashboard';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { ScreenHeader } from '../../components/list/list-controls';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { visibleSections } from '../../features/manage/section-tree';
import type { Route } from './+types/home';

type CountKey = 'members' | 'staff' | 'locked' | 'roles' | 'operationsToday';

export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t } = await manageContext(args);
  const p = actor.permissions;
  const showUsers = canAny(p, 'USER', 'VIEW,EDIT');
  const showRoles = canAny(p, 'ROLE', 'VIEW,EDIT');
  const showLog = can(p, 'OPERATION_LOG_VIEW');
  const [counts, desk] = await Promise.all([showUsers || showRoles || showLog ? services.manage.dashboard() : null, services.manage.desk(actor)]);
  const cards: { key: CountKey; value: number; to: string }[] = [];
  if (counts && showUsers) {
    cards.push({ key: 'members', value: counts.members, to: '/manage/users?kind=member' });
    cards.push({ key: 'staff', value: counts.staff, to: '/manage/users?kind=staff' });
    cards.push({ key: 'locked', value: counts.locked, to: '/manage/users?status=locked' });
  }
  if (counts && showRoles) cards.push({ key: 'roles', value: counts.roles, to: '/manage/roles' });
  if (counts && showLog) cards.push({ key: 'operationsToday', value: counts.operationsToday, to: '/manage/operation-log' });
  return {
    title: t('manage:home.title'),
    name: actor.member?.nickname ?? actor.account ?? '',
    cards,
    desk,
    permissions: p,
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function ManageHome({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const sections = visibleSections(d.permissions);
  const revalidator = useRevalidator();
  // A booking, payment or registration changed somewhere (or a chat message came): what needs doing is read again.
  useDeskChanges(useCallback(() => void revalidator.revalidate(), [revalidator]));
  return (
    <>
      <ScreenHeader title={t('manage:home.welcome', { name: d.name })} lead={t('manage:home.lead')} />
      <DeskView desk={d.desk} />
      {d.cards.length > 0 && (
        <ul className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" data-testid="manage-counts">
          {d.cards.map((c) => (
            <li key={c.key}>
              <Link to={c.to} className="card block p-4 hover:border-emerald-600" data-count={c.key}>
                <span className="block text-sm text-stone-600 dark:text-stone-400">{t(`manage:home.counts.${c.key}`)}</span>
                <span className="mt-1 block text-3xl font-semibold tabular-nums">{c.value}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {sections.length > 0 ? (
        <section className="mt-8" aria-labelledby="manage-shortcuts">
          <h2 id="manage-shortcuts" className="text-lg font-semibold">{t('manage:home.shortcuts')}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {sections.flatMap((s) => s.items).map((i) => (
              <li key={i.key}><Link className="btn btn-ghost" to={i.path}>{t(`manage:nav.item.${i.key}`)}</Link></li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="mt-6 card p-5 text-stone-600 dark:text-stone-400" data-testid="manage-nothing-yet">{t('manage:home.nothingYet')}</p>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
