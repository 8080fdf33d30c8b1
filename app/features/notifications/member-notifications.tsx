import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { NotificationList } from './notification-list';
import { IconBell } from './notify-bell';
import { loadNotifications, markNotificationsSeen, useNotifications } from './notifications';

/**
 * The member's notifications (spec §3, §4): a bell with an unread dot; opening the list marks
 * everything seen (PATCH lastSawNotifyAt) and clears the dot; "load more" fetches the next page
 * until the server says there is none.
 */
export function Notifications() {
  const { t } = useTranslation();
  const { lng } = useLocale();
  // One store for the tab (features/notifications/notifications.ts): the header bell shows the same dot.
  const s = useNotifications(lng, false);
  // The member area always shows a fresh first page; the bell keeps the store live afterwards.
  useEffect(() => {
    void loadNotifications(1, lng);
  }, [lng]);
  const failed = s.failed;
  const [open, setOpen] = useState(false);
  // What was seen before this opening: newer items are marked "new" while the list is open.
  const [seenBefore, setSeenBefore] = useState<number | null>(null);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next) {
      setSeenBefore(s.lastSawNotifyAt);
      void markNotificationsSeen();
    }
  };

  return (
    <section aria-labelledby="notifications-title" className="card p-5 sm:p-6" data-testid="notifications">
      <div className="flex items-center justify-between gap-3">
        <h2 id="notifications-title" className="text-lg font-semibold text-emerald-950 dark:text-emerald-100">{t('booking:notify.title')}</h2>
        <button
          type="button"
          className="relative inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-medium text-emerald-900 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-emerald-200 dark:hover:bg-emerald-950"
          aria-expanded={open}
          aria-controls="notifications-list"
          onClick={toggle}
          data-testid="notify-bell"
        >
          <span className="relative">
            <IconBell />
            {s.unread && <span className="absolute -top-0.5 -right-0.5 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white dark:ring-stone-900" data-testid="notify-dot" aria-hidden="true" />}
          </span>
          <span>{open ? t('booking:notify.hide') : t('booking:notify.show')}</span>
          {s.unread && <span className="sr-only">{t('booking:notify.unread')}</span>}
        </button>
      </div>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400" aria-live="polite">
        {s.status !== 'loaded' ? (failed ? t('booking:loadFailed') : t('ui.loading')) : s.unread ? t('booking:notify.hasUnread') : t('booking:notify.allSeen')}
      </p>

      <div id="notifications-list" hidden={!open}>
        {open && <NotificationList state={s} seenBefore={seenBefore} />}
      </div>
    </section>
  );
}
