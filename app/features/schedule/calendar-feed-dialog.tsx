import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toClinicDate, toClinicTime } from '../../../common/clinic-time';
import { confirmBox } from '../overlays/dialogs';
import { openOverlay, toast } from '../overlays/overlay-store';
import { scheduleFetch, showFailure } from './schedule-api';
import { clockText, isoOf } from './schedule-model';

interface FeedStatus {
  active: boolean;
  createdAt: string | null;
}

/** "2026-11-22 10:31" in clinic time, the same on server and browser. */
function stampText(iso: string): string {
  const d = new Date(iso);
  return `${isoOf(toClinicDate(d))} ${clockText(toClinicTime(d))}`;
}

/**
 * A therapist's private calendar (iCal) link: whether one is active, issuing a new one (the URL
 * is shown once, the old link stops working) and revoking it. Issuing and revoking need STAFF_EDIT.
 */
function CalendarFeedPanel({ staffId, name, canEdit }: { staffId: number; name: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<FeedStatus | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const urlId = useId();
  const path = `/api/manage/staff/${staffId}/calendar-feed`;

  useEffect(() => {
    let live = true;
    scheduleFetch<FeedStatus>(path).then((s) => live && setStatus(s), showFailure);
    return () => {
      live = false;
    };
  }, [path]);

  /** One change to the link after the user agreed: the new state shown and said, a failure as the usual popup. */
  const change = async (confirm: { titleKey: string; message: string } | null, send: () => Promise<string | null>, doneKey: string) => {
    if (confirm && !(await confirmBox(confirm))) return;
    setBusy(true);
    try {
      const next = await send();
      setUrl(next);
      setStatus(next ? { active: true, createdAt: new Date().toISOString() } : { active: false, createdAt: null });
      toast(t(doneKey));
    } catch (err) {
      showFailure(err);
    } finally {
      setBusy(false);
    }
  };
  const issue = () =>
    change(
      status?.active ? { titleKey: 'desk:feed.replaceTitle', message: t('desk:feed.replaceMessage', { name }) } : null,
      async () => (await scheduleFetch<{ url: string; active: boolean }>(path, { method: 'POST' })).url,
      'desk:feed.issued',
    );
  const revoke = () =>
    change(
      { titleKey: 'desk:feed.revokeTitle', message: t('desk:feed.revokeMessage', { name }) },
      async () => {
        await scheduleFetch(path, { method: 'DELETE' });
        return null;
      },
      'desk:feed.revoked',
    );
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast(t('desk:feed.copied'));
    } catch {
      // No clipboard permission: the field is selected so the user can copy it by hand.
      (document.getElementById(urlId) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <div data-testid="calendar-feed" className="space-y-4">
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('desk:feed.lead')}</p>
      <p className="text-sm font-medium" role="status" data-testid="calendar-feed-status">
        {status === null ? t('ui.loading') : status.active ? t('desk:feed.active', { date: status.createdAt ? stampText(status.createdAt) : '' }) : t('desk:feed.none')}
      </p>
      {url && (
        <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-3 dark:border-emerald-800 dark:bg-emerald-950">
          <label htmlFor={urlId} className="block text-sm font-medium">{t('desk:feed.url')}</label>
          <div className="mt-1 flex gap-2">
            <input id={urlId} readOnly value={url} className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-xs dark:border-stone-700 dark:bg-stone-950" data-testid="calendar-feed-url" onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="btn btn-ghost min-h-10 px-4" onClick={() => void copy()}>{t('desk:feed.copy')}</button>
          </div>
          <p className="mt-2 text-xs text-stone-700 dark:text-stone-300">{t('desk:feed.once')}</p>
        </div>
      )}
      {canEdit ? (
        <div className="flex flex-wrap justify-end gap-2">
          {status?.active && (
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void revoke()} data-testid="calendar-feed-revoke">{t('desk:feed.revoke')}</button>
          )}
          <button type="button" className="btn btn-primary" disabled={busy || status === null} onClick={() => void issue()} data-testid="calendar-feed-issue">
            {status?.active ? t('desk:feed.replace') : t('desk:feed.issue')}
          </button>
        </div>
      ) : (
        <p className="text-xs text-stone-600 dark:text-stone-400" role="note">{t('desk:feed.needsStaffEdit')}</p>
      )}
    </div>
  );
}

/** Opens the calendar-link panel of one therapist. */
export function openCalendarFeed(opts: { staffId: number; name: string; canEdit: boolean }) {
  openOverlay({ mode: 'modal', Title: <FeedTitle name={opts.name} />, Body: <CalendarFeedPanel {...opts} /> });
}

function FeedTitle({ name }: { name: string }) {
  const { t } = useTranslation();
  return <>{t('desk:feed.title', { name })}</>;
}
