import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/store';
import { siteStore } from './site-store';

/** Full-screen loading overlay (site store isFullLoading): loading text and a bar, 0.2 s fade. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const show = useStore(siteStore, (s) => s.isFullLoading);
  return (
    <div
      className={`fixed inset-0 z-[95] grid place-items-center bg-white/85 transition-opacity duration-200 dark:bg-black/75 ${show ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      aria-hidden={!show}
      data-testid="loading-overlay"
    >
      <div className="w-48 text-center" role={show ? 'status' : undefined}>
        <p className="mb-3 text-sm">{t('ui.loading')}</p>
        <div className="h-1 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700">
          <div className="loading-bar h-full w-1/3 rounded-full bg-emerald-600" />
        </div>
      </div>
    </div>
  );
}
