import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MANAGE_HOME, visibleSections } from './section-tree';

/** The back-office section tree (spec §2), only the screens this user's permissions open. */
export function Sidebar({ permissions, onNavigate }: { permissions: readonly string[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const sections = visibleSections(permissions);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `menu-item text-[15px] ${isActive ? 'bg-emerald-50 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' : ''}`;
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
                  {t(`manage:nav.item.${i.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
