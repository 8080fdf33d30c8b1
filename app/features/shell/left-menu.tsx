import { useEffect, useRef, type TouchEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SWIPE_THRESHOLD_PX } from '../../../common/constants';
import { servicePath } from '../../../common/site-paths';
import { useStore } from '../../lib/store';
import { useLocale } from '../i18n/use-locale';
import { IconClose, IconRefresh } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { AccountNav } from './account-nav';
import { BOOKING_PATH, LEFT_MENU_ID, MAIN_PAGES } from './nav-data';
import type { ShellData } from './shell-data';
import { siteStore } from './site-store';

const close = () => siteStore.set({ isLeftMenuShow: false });

/**
 * Slide-in menu (hamburger): pages, services, sign-in, register, languages. Closes on a left swipe
 * of SWIPE_THRESHOLD_PX, backdrop click, Escape and any route change; locks page scroll while open.
 */
export function LeftMenu({ data }: { data: ShellData }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const open = useStore(siteStore, (s) => s.isLeftMenuShow);
  const isDebug = useStore(siteStore, (s) => s.isDebug);
  const location = useLocation();
  const startX = useRef<number | null>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(close, [location.pathname, location.search, location.hash]);
  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', open);
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const onTouchStart = (e: TouchEvent) => (startX.current = e.touches[0]!.clientX);
  const onTouchEnd = (e: TouchEvent) => {
    if (startX.current === null) return;
    const dx = e.changedTouches[0]!.clientX - startX.current;
    startX.current = null;
    if (dx <= -SWIPE_THRESHOLD_PX) close();
  };

  return (
    <div className={`fixed inset-0 z-50 ${open ? '' : 'pointer-events-none'}`} aria-hidden={!open} data-testid="left-menu" data-open={open}>
      {/* A pointer shortcut: Escape and the close button do the same by keyboard. */}
      <div role="presentation" className={`absolute inset-0 bg-black/40 transition-opacity duration-300 ${open ? 'opacity-100' : 'opacity-0'}`} onClick={close} data-testid="left-menu-backdrop" />
      <aside
        ref={panel}
        id={LEFT_MENU_ID}
        tabIndex={-1}
        inert={!open}
        aria-label={t('nav.menu')}
        className={`absolute inset-y-0 left-0 flex w-[min(82vw,20rem)] flex-col overflow-y-auto bg-white p-5 outline-none transition-[translate,box-shadow,visibility] duration-300 dark:bg-stone-900 ${open ? 'visible translate-x-0 shadow-2xl' : 'invisible -translate-x-full shadow-none'}`}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div className="mb-4 flex items-center justify-between">
          <span className="font-semibold">{t('nav.menu')}</span>
          <button type="button" className="icon-btn" onClick={close} aria-label={t('btn.close')}>
            <IconClose />
          </button>
        </div>
        <Link className="btn btn-primary mb-4 w-full" to={to(BOOKING_PATH)} data-testid="menu-book">{t('booking:bookNow')}</Link>
        <nav aria-label={t('nav.menu')}>
          <ul className="space-y-1">
            <li><Link className="menu-item" to={to('/')}>{t('nav.home')}</Link></li>
            {MAIN_PAGES.map((p) => (
              <li key={p.path}><Link className="menu-item" to={to(p.path)}>{t(p.key)}</Link></li>
            ))}
            <li><Link className="menu-item" to={to('/events')}>{t('nav.events')}</Link></li>
          </ul>
          <h2 className="mt-5 mb-1 px-3 text-xs font-semibold uppercase tracking-wider text-stone-500 dark:text-stone-400">{t('nav.services')}</h2>
          <ul className="space-y-1">
            {data.services.map((s) => (
              <li key={s.slug}><Link className="menu-item" to={to(servicePath(s.slug))}>{s.name}</Link></li>
            ))}
          </ul>
          <div className="mt-5">
            <AccountNav variant="menu" onOpen={close} />
          </div>
        </nav>
        <div className="mt-5">
          <LanguageSwitcher />
        </div>
        {isDebug && (
          <button type="button" className="menu-item mt-4 inline-flex items-center gap-2" onClick={() => window.location.reload()} data-testid="hard-refresh">
            <IconRefresh /> {t('nav.hardRefresh')}
          </button>
        )}
      </aside>
    </div>
  );
}
