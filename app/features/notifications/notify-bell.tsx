import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { forceCloseOverlay, openOverlay } from '../overlays/overlay-store';
import { NotificationList } from './notification-list';
import { markNotificationsSeen, notifyStore, useNotifications } from './notifications';
import { useUser } from '../shell/user-store';

export const IconBell = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </svg>
);

const PANEL_ID = 'notify-panel';

function Panel({ seenBefore }: { seenBefore: number | null }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const s = useNotifications(lng);
  if (s.status !== 'loaded') return <p className="text-sm text-stone-600 dark:text-stone-400">{s.failed ? t('booking:loadFailed') : t('ui.loading')}</p>;
  return (
    <div data-testid="header-notify-panel">
      <NotificationList state={s} seenBefore={seenBefore} onNavigate={() => forceCloseOverlay(PANEL_ID)} />
    </div>
  );
}

/**
 * The header's notifications bell for signed-in members (spec §4): a red dot while something is
 * unread; opening the drawer lists them and records the seen time. New ones arrive live
 * (NEW_NOTIFY through features/realtime) into the same store as the member area's list.
 */
export function NotifyBell() {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const user = useUser();
  const enabled = !!user?.member;
  const s = useNotifications(lng, enabled);
  const [open, setOpen] = useState(false);
  if (!enabled) return null;

  const show = () => {
    const seenBefore = notifyStore.get().lastSawNotifyAt;
    setOpen(true);
    openOverlay({ id: PANEL_ID, mode: 'drawer', titleKey: 'booking:notify.title', Body: <Panel seenBefore={seenBefore} />, onClose: () => setOpen(false) });
    void markNotificationsSeen();
  };

  return (
    <button
      type="button"
      className="icon-btn relative"
      aria-label={s.unread ? `${t('booking:notify.title')} ${t('booking:notify.unread')}` : t('booking:notify.title')}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={show}
      data-testid="header-bell"
    >
      <IconBell />
      {s.unread && <span className="absolute top-2 right-2 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white dark:ring-stone-900" data-testid="header-bell-dot" aria-hidden="true" />}
    </button>
  );
}
