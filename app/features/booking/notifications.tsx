import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showHttpError } from '../errors/api-client';
import { HttpError } from '../errors/http-error';
import { useLocale } from '../i18n/use-locale';
import { bookingApi } from './api';
import { formatInstant } from './format';
import { EMPTY_NOTIFICATIONS, pageLoaded, updateSaw, type NotificationState } from './notification-state';

const IconBell = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </svg>
);

/**
 * The member's notifications (spec §3, §4): a bell with an unread dot; opening the list marks
 * everything seen (PATCH lastSawNotifyAt) and clears the dot; "load more" fetches the next page
 * until the server says there is none.
 */
export function Notifications() {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  const [s, setS] = useState<NotificationState>(EMPTY_NOTIFICATIONS);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  // What was seen before this opening: newer items are marked "new" while the list is open.
  const [seenBefore, setSeenBefore] = useState<number | null>(null);
  const busy = useRef(false);

  const load = useCallback(
    async (page: number) => {
      if (busy.current) return;
      busy.current = true;
      setFailed(false);
      setS((x) => ({ ...x, status: x.status === 'loaded' ? 'loaded' : 'loading' }));
      try {
        const res = await bookingApi.notifications(page, lng);
        setS((x) => pageLoaded(x, page, res));
      } catch (err) {
        setFailed(true);
        setS((x) => ({ ...x, status: x.page ? 'loaded' : 'idle' }));
        if (err instanceof HttpError) void showHttpError(err);
      } finally {
        busy.current = false;
      }
    },
    [lng],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  const markSeen = async (state: NotificationState) => {
    if (!state.unread || state.lastNotifyAt === null) return;
    const at = state.lastNotifyAt;
    setS((x) => updateSaw(x, at));
    try {
      const r = await bookingApi.sawNotifications(at);
      setS((x) => updateSaw(x, r.lastSawNotifyAt));
    } catch (err) {
      if (err instanceof HttpError) void showHttpError(err);
    }
  };

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next) {
      setSeenBefore(s.lastSawNotifyAt);
      void markSeen(s);
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
        {open && (
          <>
            {s.status === 'loaded' && s.rows.length === 0 ? (
              <p className="mt-4 text-stone-700 dark:text-stone-300" data-testid="notify-empty">{t('booking:notify.empty')}</p>
            ) : (
              <ul className="mt-4 divide-y divide-stone-200 dark:divide-stone-800" data-testid="notify-list">
                {s.rows.map((n) => {
                  const isNew = seenBefore === null || n.createAt > seenBefore;
                  const inner = (
                    <>
                      <span className="flex items-baseline justify-between gap-3">
                        <span className="font-semibold">{n.title}</span>
                        {isNew && <span className="badge shrink-0">{t('booking:notify.new')}</span>}
                      </span>
                      <span className="mt-0.5 block text-sm break-words text-stone-700 dark:text-stone-300">{n.message}</span>
                      <span className="mt-1 block text-xs text-stone-600 dark:text-stone-400">{formatInstant(n.createAt, lng)}</span>
                    </>
                  );
                  return (
                    <li key={n.id} data-testid="notify-item">
                      {n.link.startsWith('/') && !n.link.startsWith('//') ? (
                        <Link to={to(n.link)} className="block rounded-xl p-3 hover:bg-stone-100 dark:hover:bg-stone-800">{inner}</Link>
                      ) : (
                        <div className="p-3">{inner}</div>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {s.hasMore && (
              <button type="button" className="btn btn-ghost mt-4 w-full sm:w-auto" onClick={() => void load(s.page + 1)} data-testid="notify-more">
                {t('booking:notify.more')}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
