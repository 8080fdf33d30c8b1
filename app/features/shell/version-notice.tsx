import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/store';
import { openOverlay, forceCloseOverlay } from '../overlays/overlay-store';
import { CLIENT_VERSION, siteStore } from './site-store';

const NOTICE_KEY = 'aloha.versionNoticeFor';

/**
 * Spec §4 "Version": when a response reports another server build, show the 立即升級 button and,
 * once per server version, a notice with both versions: upgrade now (reload) or later (dismiss).
 */
export function VersionNotice() {
  const { t } = useTranslation();
  const serverVersion = useStore(siteStore, (s) => s.serverVersion);
  const outdated = !!serverVersion && CLIENT_VERSION !== 'dev' && serverVersion !== CLIENT_VERSION;
  const shown = useRef(false);

  useEffect(() => {
    if (!outdated || shown.current || sessionStorage.getItem(NOTICE_KEY) === serverVersion) return;
    shown.current = true;
    sessionStorage.setItem(NOTICE_KEY, serverVersion);
    const id = openOverlay({
      mode: 'box',
      titleKey: 'version.title',
      Body: (
        <div>
          <p>{t('version.message')}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-stone-600 dark:text-stone-400">
            <dt>{t('version.current')}</dt>
            <dd className="font-mono break-all">{CLIENT_VERSION}</dd>
            <dt>{t('version.latest')}</dt>
            <dd className="font-mono break-all">{serverVersion}</dd>
          </dl>
          <div className="mt-5 flex justify-end gap-2">
            <button type="button" className="btn btn-ghost" onClick={() => forceCloseOverlay(id)}>{t('version.later')}</button>
            <button type="button" className="btn btn-primary" data-autofocus onClick={() => window.location.reload()}>{t('version.upgrade')}</button>
          </div>
        </div>
      ),
    });
  }, [outdated, serverVersion, t]);

  if (!outdated) return null;
  return (
    <button type="button" className="fixed left-1/2 top-[calc(var(--nav-h)+0.5rem)] z-40 -translate-x-1/2 rounded-full bg-amber-500 px-4 py-1.5 text-sm font-semibold text-black shadow" onClick={() => window.location.reload()} data-testid="version-update">
      {t('version.upgrade')}
    </button>
  );
}
