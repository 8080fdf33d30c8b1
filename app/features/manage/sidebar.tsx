import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeskBadges } from '../../../server/domain/manage/desk-dashboard';
import { useDeskBadges } from './desk-badges';
import { MANAGE_HOME, visibleSections } from './section-tree';

/** The back-office section tree (spec §2), only the screens this user's permissions open. */
export function Sidebar({ permissions, onNavigate }: { permissions: readonly string[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const sections = visibleSections(permissions);
  const badges = useDeskBadges();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `menu-item flex items-center text-[15px] ${isActive ? 'bg-emerald-50 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' : ''}`;
  return (
    <nav aria-label={t('manage:nav.sections')} data-testid="manage-sidebar" className="flex flex-col gap-4 p-3">
      <ul>
        <li>
          <NavLink to={MANAGE_HOME} end className={linkClass} onClick={onNavigate}>
            {t('manage:nav.home')}
          </NavLink>
        </li>
      </ul>
      {sections.map((s) => (
        <section key={s.key} aria-labelledby={`manage-section-${s.key}`} data-section={s.key}>
          <h2 id={`manage-section-${s.key}`} className="px-3 pb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
            {t(`manage:nav.section.${s.key}`)}
          </h2>
          <ul>
            {s.items.map((i) => (
              <li key={i.key}>
                <NavLink to={i.path} className={linkClass} onClick={onNavigate} data-item={i.key}>
                  <span className="min-w-0 flex-1">{t(`manage:nav.item.${i.key}`)}</span>
                  {i.key in badges && <MenuBadge item={i.key as keyof DeskBadges} count={badges[i.key as keyof DeskBadges]} />}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** How many things wait behind a menu item (hidden at 0); the number is read with its meaning. */
function MenuBadge({ item, count }: { item: keyof DeskBadges; count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <span className="ml-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white tabular-nums" data-testid="menu-badge" data-badge={item} aria-label={t(`manage:nav.badge.${item}`, { count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
