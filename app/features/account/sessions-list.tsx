import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClinicDate } from '../content/format';
import { apiFetch } from '../errors/api-client';
import { useLocale } from '../i18n/use-locale';
import { confirmBox } from '../overlays/dialogs';
import { toast } from '../overlays/overlay-store';

interface SessionRow {
  id: string;
  site: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ip: string | null;
  current: boolean;
}

/** "Chrome on Windows" from a user-agent string, or null when unknown. */
export function describeAgent(ua: string | null): { browser: string; os: string } | null {
  if (!ua) return null;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /(Headless)?Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Version\/[\d.]+.*Safari\//.test(ua)
              ? 'Safari'
              : null;
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /CrOS/.test(ua)
        ? 'ChromeOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return browser && os ? { browser, os } : null;
}

export function SessionsList({ version }: { version: number }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const [rows, setRows] = useState<SessionRow[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const r = await apiFetch<{ sessions: SessionRow[] }>('/api/user/sessions', { silent: true });
      setRows(r.sessions);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load, version]);

  const deviceOf = (s: SessionRow) => {
    const d = describeAgent(s.userAgent);
    return d ? t('account:profile.device', d) : t('account:profile.unknownDevice');
  };

  async function revoke(s: SessionRow) {
    const device = deviceOf(s);
    const yes = await confirmBox({ titleKey: 'account:profile.revokeConfirm', message: t('account:profile.revokeMessage', { device }) });
    if (!yes) return;
    await apiFetch(`/api/user/sessions/${s.id}`, { method: 'DELETE' }).catch(() => undefined);
    toast(t('account:profile.revoked'));
    await load();
  }

  if (failed) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm">{t('account:profile.loadFailed')}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void load()}>{t('account:profile.reload')}</button>
      </div>
    );
  }
  if (!rows) return <p role="status" className="text-sm text-stone-600 dark:text-stone-400">{t('ui.loading')}</p>;
  const sorted = [...rows].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <>
      <ul className="divide-y divide-stone-200 dark:divide-stone-800" data-testid="sessions">
        {sorted.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0" data-current={s.current || undefined} data-testid="session">
            <div className="min-w-0">
              <p className="font-medium">
                {deviceOf(s)}
                {s.current && <span className="badge ml-2 align-middle">{t('account:profile.thisDevice')}</span>}
              </p>
              <p className="text-sm text-stone-600 dark:text-stone-400">
                {t(`account:profile.site.${s.site === 'cms' ? 'cms' : 'web'}`)}
                {s.ip ? ` · ${s.ip}` : ''}
              </p>
              <p className="text-sm text-stone-600 dark:text-stone-400">{t('account:profile.lastSeen', { time: formatClinicDate(s.lastSeenAt, lng, true) })}</p>
              <p className="text-sm text-stone-600 dark:text-stone-400">{t('account:profile.signedIn', { time: formatClinicDate(s.createdAt, lng, true) })}</p>
            </div>
            {!s.current && (
              <button type="button" className="btn btn-ghost min-h-10" onClick={() => void revoke(s)} aria-label={t('account:profile.revokeLabel', { device: deviceOf(s) })} data-testid="session-revoke">
                {t('account:profile.revoke')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {sorted.every((s) => s.current) && <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{t('account:profile.sessionsEmpty')}</p>}
    </>
  );
}
