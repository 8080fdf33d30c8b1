import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SWIPE_THRESHOLD_PX } from '../../../common/constants';
import { IconClose } from '../shell/icons';
import { ProgressBar } from '../shell/progress-bar';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/**
 * The back-office frame: the section tree on the left (a slide-in drawer below 992 px), the top
 * bar, and the screen. Without `permissions` (a user who may not use the back office) there is no tree.
 */
export function ManageShell({ name, permissions, children }: { name: string; permissions?: readonly string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [touchX, setTouchX] = useState<number | null>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.documentElement.classList.add('scroll-locked');
    window.addEventListener('keydown', onKey);
    return () => {
      document.documentElement.classList.remove('scroll-locked');
      window.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="min-h-dvh bg-stone-50 lg:flex dark:bg-[#121212]">
      <a href="#main" className="skip-link">{t('nav.skip')}</a>
      <ProgressBar />
      {permissions && (
        <aside className="hidden w-64 shrink-0 border-r border-stone-200 bg-white lg:block dark:border-stone-800 dark:bg-stone-900">
          <div className="sticky top-0 max-h-dvh overflow-y-auto">
            <Sidebar permissions={permissions} />
          </div>
        </aside>
      )}
      {permissions && open && (
        <div className="fixed inset-0 z-50 lg:hidden" data-testid="manage-drawer">
          <div className="absolute inset-0 bg-black/40" onClick={() => setOpen(false)} aria-hidden="true" />
          <div
            role="dialog"
            aria-modal="true"
            aria-label={t('manage:nav.sections')}
            className="absolute inset-y-0 left-0 w-[min(20rem,85vw)] overflow-y-auto bg-white shadow-2xl dark:bg-stone-900"
            onTouchStart={(e) => setTouchX(e.touches[0]!.clientX)}
            onTouchEnd={(e) => {
              if (touchX !== null && touchX - e.changedTouches[0]!.clientX >= SWIPE_THRESHOLD_PX) setOpen(false);
              setTouchX(null);
            }}
          >
            <div className="flex justify-end p-2">
              <button type="button" className="icon-btn" onClick={() => setOpen(false)} aria-label={t('manage:nav.closeMenu')}>
                <IconClose />
              </button>
            </div>
            <Sidebar permissions={permissions} onNavigate={() => setOpen(false)} />
          </div>
        </div>
      )}
      <div className="min-w-0 flex-1">
        <TopBar name={name} onMenu={permissions ? () => setOpen(true) : undefined} canScan={permissions !== undefined} />
        <main id="main" className="mx-auto max-w-6xl px-3 py-5 sm:px-6 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
