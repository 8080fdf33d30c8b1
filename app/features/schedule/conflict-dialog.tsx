import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HARD_CONFLICTS } from '../../../common/booking-rules';
import { forceCloseOverlay, nextId, openOverlay } from '../overlays/overlay-store';
import { pickText, type Lng } from '../../../common/i18n-config';
import { useLocale } from '../i18n/use-locale';
import type { Clash, Refusal } from './schedule-api';
import { spanLabel } from './labels';
import { enumLabelKey } from '../../../common/enum-labels';

/**
 * What the dialog says first. A soft conflict asks for a decision; a refusal the schedule explains
 * says so (its bookings and reasons follow); only a refusal with nothing to show was a race lost to
 * another save a moment earlier, the one case where "just taken by someone else" is true.
 */
function leadKey(r: Refusal): string {
  if (r.code === 'BOOKING_CONFLICT') return 'error.booking.conflict';
  return r.reasons.length > 0 || r.clashes.length > 0 ? 'desk:conflict.takenLead' : 'error.booking.slotTaken';
}

/** "Dr Chan already has a booking at 14:00–15:00 (booking #123)." / "Room C is fully booked at 10:00–11:00 (bookings #4, #5, #6)." */
function clashText(t: TFunction, c: Clash, lng: Lng): string {
  const time = spanLabel(c.start, c.end);
  if (c.kind === 'room') {
    const ids = c.bookingIds.map((id) => t('desk:conflict.bookingRef', { id })).join(t('desk:listSeparator'));
    return t('desk:conflict.roomFull', { room: t('desk:column.room', { code: c.room }), time, ids });
  }
  const name = pickText(c.therapist, lng);
  return c.bookingId === null ? t('desk:conflict.therapistBusyNoId', { name, time }) : t('desk:conflict.therapistBusy', { name, time, id: c.bookingId });
}

/**
 * Spec §8: the reasons a booking conflicts with the schedule. A soft conflict may be saved anyway,
 * but only once the user has ticked that they accept the risk: the "save anyway" button does not
 * exist before that. Reasons that can never be overridden (double booking, full room, no room)
 * are marked, and when the server refused for them there is no force option at all.
 */
function ConflictBody({ refusal, onAnswer }: { refusal: Refusal; onAnswer: (force: boolean) => void }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const [agreed, setAgreed] = useState(false);
  const checkId = useId();
  const hard = (r: string) => refusal.blocking.includes(r as never) || (HARD_CONFLICTS as readonly string[]).includes(r);
  return (
    <div data-testid="conflict-dialog" data-code={refusal.code}>
      <p className="text-base" data-testid="conflict-lead">{t(leadKey(refusal))}</p>
      {refusal.clashes.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{t('desk:conflict.clashes')}</h3>
          <ul className="mt-2 space-y-1.5" data-testid="conflict-clashes">
            {refusal.clashes.map((c, i) => (
              <li key={i} className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-stone-900 dark:border-red-800 dark:bg-red-950 dark:text-stone-100" data-testid="conflict-clash">
                {clashText(t, c, lng)}
              </li>
            ))}
          </ul>
        </>
      )}
      {refusal.reasons.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{t('desk:conflict.reasons')}</h3>
          <ul className="mt-2 space-y-1.5" data-testid="conflict-reasons">
            {refusal.reasons.map((r) => (
              <li key={r} data-reason={r} className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-stone-900 dark:border-amber-700 dark:bg-amber-950 dark:text-stone-100">
                <span aria-hidden="true">⚠</span>
                <span className="font-medium">{t(enumLabelKey('conflictReason', r))}</span>
                {hard(r) && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-900 dark:text-red-100">{t('desk:conflict.hard')}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {refusal.canForce ? (
        <div className="mt-5 rounded-xl border border-stone-300 p-3 dark:border-stone-700">
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('desk:conflict.forceExplain')}</p>
          <div className="mt-3 flex items-start gap-2">
            <input id={checkId} type="checkbox" className="mt-1 h-4 w-4 shrink-0" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="conflict-agree" />
            <label htmlFor={checkId} className="text-sm font-medium">{t('desk:conflict.agree')}</label>
          </div>
        </div>
      ) : (
        <p className="mt-5 text-sm text-stone-700 dark:text-stone-300" data-testid="conflict-no-force">{t('desk:conflict.cannotForce')}</p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ghost" data-autofocus onClick={() => onAnswer(false)}>
          {t('desk:conflict.back')}
        </button>
        {refusal.canForce && agreed && (
          <button type="button" className="btn bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500" onClick={() => onAnswer(true)} data-testid="conflict-force">
            {t('desk:conflict.force')}
          </button>
        )}
      </div>
    </div>
  );
}

/** Shows why a save was refused; resolves true only when the user agreed to the risk and chose to save anyway. */
export function showRefusal(refusal: Refusal): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId('conflict');
    let answered = false;
    openOverlay({
      id,
      mode: 'modal',
      titleKey: refusal.canForce ? 'desk:conflict.title' : 'desk:conflict.takenTitle',
      Body: (
        <ConflictBody
          refusal={refusal}
          onAnswer={(force) => {
            answered = true;
            forceCloseOverlay(id);
            resolve(force);
          }}
        />
      ),
      onClose: () => {
        if (!answered) resolve(false);
      },
    });
  });
}
