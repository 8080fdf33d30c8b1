import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showHttpError } from '../errors/api-client';
import { HttpError } from '../errors/http-error';
import { useLocale } from '../i18n/use-locale';
import { confirmBox } from '../overlays/dialogs';
import { toast } from '../overlays/overlay-store';
import { bookingApi } from './api';
import { formatInstant } from './format';
import { useApiData } from '../../components/member/use-api-data';

interface FeedState {
  active: boolean;
  createdAt: string | null;
  /** Known only right after it was issued: the server keeps a hash of the token, never the URL. */
  url: string | null;
}

/**
 * The member's private iCal link: create it, copy it, open it in a calendar app, make a new one
 * (which stops the old one) or turn it off.
 */
export function CalendarFeed() {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const uid = useId();
  const loaded = useApiData(() => bookingApi.calendarFeed(), []);
  const [changed, setChanged] = useState<FeedState | null>(null);
  const [busy, setBusy] = useState(false);
  const feed: FeedState | null = changed ?? (loaded.data ? { ...loaded.data, url: null } : null);

  const run = async (fn: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      if (err instanceof HttpError) void showHttpError(err);
    } finally {
      setBusy(false);
    }
  };
  const create = () =>
    run(async () => {
      const renew = !!feed?.active;
      if (renew && !(await confirmBox({ titleKey: 'booking:feed.renewTitle', messageKey: 'booking:feed.renewMessage' }))) return;
      const r = await bookingApi.createCalendarFeed();
      setChanged({ active: true, createdAt: new Date().toISOString(), url: r.url });
      toast(renew ? t('booking:feed.renewed') : t('booking:feed.created'));
    });
  const revoke = () =>
    run(async () => {
      if (!(await confirmBox({ titleKey: 'booking:feed.revokeTitle', messageKey: 'booking:feed.revokeMessage' }))) return;
      await bookingApi.revokeCalendarFeed();
      setChanged({ active: false, createdAt: null, url: null });
      toast(t('booking:feed.revoked'));
    });
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast(t('booking:feed.copied'));
    } catch {
      // No clipboard permission (or not a secure context): select the text for a manual copy.
      const input = document.getElementById(`${uid}-url`) as HTMLInputElement | null;
      input?.focus();
      input?.select();
      toast(t('booking:feed.copyManually'));
    }
  };

  return (
    <section aria-labelledby="calendar-feed-title" className="card p-5 sm:p-6" data-testid="calendar-feed">
      <h2 id="calendar-feed-title" className="text-lg font-semibold text-emerald-950 dark:text-emerald-100">{t('booking:feed.title')}</h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('booking:feed.lead')}</p>
      <div className="mt-4 min-h-24">
        {!feed ? (
          <p role="status" className="text-sm text-stone-600 dark:text-stone-400">{loaded.error ? t('booking:loadFailed') : t('ui.loading')}</p>
        ) : !feed.active ? (
          <button type="button" className="btn btn-primary" onClick={() => void create()} disabled={busy} aria-busy={busy || undefined} data-testid="feed-create">
            {t('booking:feed.create')}
          </button>
        ) : (
          <>
            {feed.url ? (
              <>
                <label htmlFor={`${uid}-url`} className="mb-1.5 block text-sm font-medium">{t('booking:feed.url')}</label>
                <input
                  id={`${uid}-url`}
                  readOnly
                  value={feed.url}
                  onFocus={(e) => e.target.select()}
                  className="block min-h-11 w-full rounded-xl border border-stone-300 bg-stone-50 px-3.5 py-2 font-mono text-sm text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100"
                  data-testid="feed-url"
                />
                <p className="mt-2 text-sm text-amber-900 dark:text-amber-200">{t('booking:feed.private')}</p>
              </>
            ) : (
              <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="feed-active">
                {feed.createdAt ? t('booking:feed.activeSince', { date: formatInstant(feed.createdAt, lng) }) : t('booking:feed.active')}
              </p>
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              {feed.url && (
                <>
                  <button type="button" className="btn btn-primary" onClick={() => void copy(feed.url!)} data-testid="feed-copy">{t('booking:feed.copy')}</button>
                  <a className="btn btn-ghost" href={feed.url.replace(/^https?:/, 'webcal:')}>{t('booking:feed.open')}</a>
                </>
              )}
              <button type="button" className="btn btn-ghost" onClick={() => void create()} disabled={busy} data-testid="feed-renew">{t('booking:feed.renew')}</button>
              <button type="button" className="btn btn-ghost" onClick={() => void revoke()} disabled={busy} data-testid="feed-revoke">{t('booking:feed.revoke')}</button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
