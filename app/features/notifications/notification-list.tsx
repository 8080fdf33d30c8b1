import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../content/relative-time';
import { useLocale } from '../i18n/use-locale';
import { loadNotifications, type NotifyStoreState } from './notifications';

/**
 * The rows of the member's notifications with "load more" (spec §4: paging stops when out of
 * range or there is no next page). Items newer than `seenBefore` (the seen time before this
 * opening) are marked new. Used by the header bell's drawer and the member area's card.
 */
export function NotificationList({ state: s, seenBefore, onNavigate }: { state: NotifyStoreState; seenBefore: number | null; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  if (s.status === 'loaded' && s.rows.length === 0) {
    return <p className="mt-4 text-stone-700 dark:text-stone-300" data-testid="notify-empty">{t('booking:notify.empty')}</p>;
  }
  return (
    <>
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
              <RelativeTime at={n.createAt} className="mt-1 block text-xs text-stone-600 dark:text-stone-400" />
            </>
          );
          return (
            <li key={n.id} data-testid="notify-item">
              {n.link.startsWith('/') && !n.link.startsWith('//') ? (
                <Link to={to(n.link)} className="flex items-center gap-3 rounded-xl p-3 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:bg-stone-800" onClick={onNavigate} data-testid="notify-link">
                  <span className="min-w-0 flex-1">{inner}</span>
                  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="shrink-0 text-stone-500 dark:text-stone-400"><path d="m9 6 6 6-6 6" /></svg>
                </Link>
              ) : (
                <div className="p-3">{inner}</div>
              )}
            </li>
          );
        })}
      </ul>
      {s.hasMore && (
        <button type="button" className="btn btn-ghost mt-4 w-full sm:w-auto" onClick={() => void loadNotifications(s.page + 1, lng)} data-testid="notify-more">
          {t('booking:notify.more')}
        </button>
      )}
    </>
  );
}
