import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { servicePath } from '../../../common/site-paths';
import { useStore } from '../../lib/store';
import { useLocale } from '../i18n/use-locale';
import { AnchorLink } from './anchor-link';
import { IconMenu } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { NavDropdown } from './nav-dropdown';
import { NotifyBell } from '../notifications/notify-bell';
import { AccountNav } from './account-nav';
import { BOOKING_PATH, HOME_MENU, LEFT_MENU_ID, MAIN_PAGES } from './nav-data';
import type { ShellData } from './shell-data';
import { siteStore } from './site-store';
import { ThemeToggle } from './theme-toggle';

/** Desktop top nav (lg and up) and the phone header with the hamburger. */
export function Header({ data, transparent }: { data: ShellData; transparent: boolean }) {
  const { t } = useTranslation();
  const { to, lng } = useLocale();
  const menuOpen = useStore(siteStore, (st) => st.isLeftMenuShow);
  const siteName = pickText(data.siteName, lng);
  const linkClass = ({ isActive }: { isActive: boolean }) => `nav-link ${isActive ? 'nav-link-active' : ''}`;
  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 h-[var(--nav-h)] border-b backdrop-blur ${transparent ? 'border-transparent bg-white/60 dark:bg-[#121212]/60' : 'border-stone-200 bg-white/95 dark:border-stone-800 dark:bg-[#121212]/95'}`}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4">
        <button
          type="button"
          className="icon-btn shrink-0 lg:hidden"
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={LEFT_MENU_ID}
          data-testid="hamburger"
          onClick={() => siteStore.set({ isLeftMenuShow: true })}
        >
          <IconMenu />
        </button>
        {/* One line at any width: the name gives way (ellipsis) to the bell and theme buttons. */}
        <Link to={to('/')} className="flex min-w-0 items-center gap-2 font-semibold tracking-wide text-emerald-900 dark:text-emerald-300" data-testid="brand">
          <img src="/logo.svg" alt="" width="32" height="32" className="shrink-0" />
          <span className="truncate text-[15px] sm:text-base lg:hidden xl:inline">{siteName}</span>
          <span className="sr-only hidden lg:inline xl:hidden">{siteName}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="ml-auto hidden items-center gap-0.5 lg:flex" data-testid="desktop-nav">
          <NavDropdown label={t('nav.home')} testId="nav-home-dropdown">
            {(close) => (
              <ul>
                <li>
                  <Link className="menu-item" to={to('/')} onClick={close}>{t('nav.home')}</Link>
                </li>
                {HOME_MENU.map((s) => (
                  <li key={s.id}>
                    <AnchorLink section={s.id} className="menu-item" onClick={close}>{t(s.key)}</AnchorLink>
                  </li>
                ))}
              </ul>
            )}
          </NavDropdown>
          <NavLink to={to('/team')} className={linkClass}>{t('nav.team')}</NavLink>
          <NavDropdown label={t('nav.services')} testId="nav-services-dropdown">
            {(close) => (
              <ul>
                <li>
                  <Link className="menu-item" to={to('/services')} onClick={close}>{t('nav.allServices')}</Link>
                </li>
                {data.services.map((s) => (
                  <li key={s.slug}>
                    <Link className="menu-item" to={to(servicePath(s.slug))} onClick={close}>{s.name}</Link>
                  </li>
                ))}
              </ul>
            )}
          </NavDropdown>
          {MAIN_PAGES.filter((p) => p.path !== '/team' && p.path !== '/services').map((p) => (
            <NavLink key={p.path} to={to(p.path)} className={linkClass}>{t(p.key)}</NavLink>
          ))}
          <AccountNav variant="nav" />
          <Link to={to(BOOKING_PATH)} className="btn btn-primary ml-1 min-h-10 px-4 whitespace-nowrap" data-testid="header-book">{t('booking:bookNow')}</Link>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 lg:ml-1">
          <LanguageSwitcher className="hidden sm:flex" />
          <NotifyBell />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
