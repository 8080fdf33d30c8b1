import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root';
import { reportError } from '../errors/report-error';
import { useLocale } from '../i18n/use-locale';
import { loadNotifications, notificationArrived, notificationsSeenElsewhere, notifyStore, resetNotificationStore } from '../notifications/notifications';
import { noteServerVersion } from '../shell/site-store';
import { useUser, useUserReady } from '../shell/user-store';
import { onConnect, onRealtime, startRealtime, stopRealtime } from './realtime-client';
import { refreshTranslations } from './refresh-translations';

/**
 * Mounted once in the root: opens the real-time connection once the page has hydrated and the
 * user store says someone is signed in, closes it on sign-out, and applies the app-wide events:
 * APP_BUILD → the version notice (the same path as the x-app-version header), SYS_I18N_UPDATE →
 * refetch and apply translations, NEW_NOTIFY / SAW_NOTIFY → the notifications store (fetched
 * again on every connection, since events missed while disconnected are not replayed).
 */
export function RealtimeConnector() {
  const user = useUser();
  const ready = useUserReady();
  const { i18n } = useTranslation();
  const { lng } = useLocale();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const lngRef = useRef(lng);
  lngRef.current = lng;
  const versionRef = useRef(root?.localesVersion ?? '');
  versionRef.current = root?.localesVersion ?? versionRef.current;
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!ready) return;
    if (userId) void startRealtime(userId).catch((err: unknown) => void reportError('unhandled', err));
    else {
      stopRealtime();
      resetNotificationStore();
    }
  }, [ready, userId]);

  useEffect(() => {
    const offs = [
      onRealtime('APP_BUILD', (p) => noteServerVersion(p.version)),
      onRealtime('SYS_I18N_UPDATE', (p) => {
        if (!p.serverVersion || p.serverVersion === versionRef.current) return;
        void refreshTranslations(i18n, p.serverVersion).then(
          (v) => (versionRef.current = v),
          () => undefined, // the next page load brings them anyway
        );
      }),
      onRealtime('NEW_NOTIFY', (p) => notificationArrived(p, lngRef.current)),
      onRealtime('SAW_NOTIFY', (p) => notificationsSeenElsewhere(p)),
      // Events are not replayed: on every connection, a list already shown is fetched again.
      onConnect(() => {
        const n = notifyStore.get();
        if (n.status === 'loaded' && n.lng) void loadNotifications(1, n.lng, { quiet: true });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [i18n]);

  return null;
}
