import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { memberWindow, toClinicTime } from '../../../../common/clinic-time';
import { formatClock12 } from '../../../../common/date-format';
import { enumLabelKey } from '../../../../common/enum-labels';
import { pickText } from '../../../../common/i18n-config';
import { showFailure } from '../../../components/form';
import { FactList } from '../../../components/member/fact-list';
import { LoadState } from '../../../components/member/load-state';
import { ToneBadge } from '../../../components/member/tone-badge';
import { useApiData } from '../../../components/member/use-api-data';
import { offerWhen, wishDates, wishTimes } from '../../../components/waitlist-text';
import { useLocale } from '../../i18n/use-locale';
import { confirmBox } from '../../overlays/dialogs';
import { toast } from '../../overlays/overlay-store';
import { bookingApi } from '../api';
import { waitlistApi, type WaitlistEntry, type WaitlistOffer } from './api';
import { JoinWaitlistForm, type JoinPrefill } from './join-form';

const idParam = (s: string | null) => {
  const n = Number(s);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * "My waiting lists": the member's entries with any slot offered to them (accept books it, decline
 * passes it on), leaving a list, and joining one (prefilled from the booking flow's `?planId=`,
 * `placeId`, `therapistId`). Loaded in the browser.
 */
export function MyWaitlist() {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const [params] = useSearchParams();
  const prefill: JoinPrefill = { planId: idParam(params.get('planId')), placeId: idParam(params.get('placeId')), therapistId: idParam(params.get('therapistId')) };
  const [joining, setJoining] = useState(prefill.planId !== undefined);
  const [win] = useState(() => memberWindow(new Date()));
  const list = useApiData(() => waitlistApi.mine(), []);
  const options = useApiData(joining ? () => bookingApi.options(lng) : null, [joining, lng]);
  const data = list.data;
  const waiting = data?.entries.filter((e) => e.state === 'WAITING') ?? [];
  const past = data?.entries.filter((e) => e.state !== 'WAITING') ?? [];
  return (
    <div className="space-y-6">
      {data?.needsApproval && (
        <p className="rounded-xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-100" role="status" data-testid="waitlist-no-show-note">
          {t('booking:waitlist.noShowNote', { n: data.noShows ?? 0 })}
        </p>
      )}
      {joining ? (
        options.data ? (
          <JoinWaitlistForm options={options.data} win={win} prefill={prefill} onJoined={() => { setJoining(false); list.reload(); }} />
        ) : (
          <LoadState failed={!!options.error} onRetry={options.reload} minHeight="min-h-[10rem]" />
        )
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => setJoining(true)} data-testid="waitlist-join-open">{t('booking:waitlist.joinOpen')}</button>
      )}
      <section aria-labelledby="waitlist-waiting" className="min-h-[8rem]" aria-busy={list.loading}>
        <h2 id="waitlist-waiting" className="text-lg font-semibold">{t('booking:waitlist.waitingTitle')}</h2>
        {!data ? (
          <LoadState failed={!!list.error} onRetry={list.reload} minHeight="min-h-[8rem]" />
        ) : waiting.length === 0 ? (
          <p className="card mt-3 p-5 text-stone-700 dark:text-stone-300" data-testid="waitlist-empty">{t('booking:waitlist.empty', { minutes: data.holdMinutes })}</p>
        ) : (
          <ul className="mt-3 space-y-3" data-testid="waitlist-list">
            {waiting.map((e) => <EntryCard key={e.id} entry={e} onChanged={list.reload} />)}
          </ul>
        )}
      </section>
      {past.length > 0 && (
        <details>
          <summary className="cursor-pointer font-medium text-emerald-800 dark:text-emerald-300">{t('booking:waitlist.pastTitle', { n: past.length })}</summary>
          <ul className="mt-3 space-y-3" data-testid="waitlist-past">
            {past.map((e) => <EntryCard key={e.id} entry={e} onChanged={list.reload} />)}
          </ul>
        </details>
      )}
    </div>
  );
}

function EntryCard({ entry: e, onChanged }: { entry: WaitlistEntry; onChanged: () => void }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const live = e.offers.find((o) => o.state === 'OFFERED' && new Date(o.expiresAt) > new Date());
  const leave = async () => {
    if (!(await confirmBox({ titleKey: 'booking:waitlist.leaveTitle', message: t('booking:waitlist.leaveMessage') }))) return;
    try {
      await waitlistApi.leave(e.id);
      toast(t('booking:waitlist.left'));
    } catch (err) {
      showFailure(err);
    }
    onChanged();
  };
  return (
    <li className="card p-4 sm:p-5" data-testid="waitlist-entry" data-entry-id={e.id} data-state={e.state}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-emerald-950 dark:text-emerald-100">{pickText(e.plan, lng)}</p>
        <ToneBadge tone={e.state === 'WAITING' ? 'sky' : e.state === 'BOOKED' ? 'emerald' : 'stone'} state={e.state} testId="waitlist-entry-state">{t(enumLabelKey('waitlistState', e.state))}</ToneBadge>
      </div>
      <div className="mt-3">
        <FactList
          facts={[
            [t('booking:waitlist.field.placeId'), pickText(e.place, lng)],
            [t('booking:waitlist.field.therapistId'), e.therapist ? pickText(e.therapist, lng) : t('booking:therapist.any')],
            [t('booking:waitlist.dates'), wishDates(e, lng)],
            [t('booking:waitlist.times'), wishTimes(t, e)],
          ]}
        />
      </div>
      {live && <OfferPanel offer={live} onChanged={onChanged} />}
      {e.state === 'WAITING' && (
        <div className="mt-4 flex justify-end">
          <button type="button" className="btn btn-ghost" onClick={() => void leave()} data-testid="waitlist-leave">{t('booking:waitlist.leave')}</button>
        </div>
      )}
    </li>
  );
}

/** A slot offered to the member: when, with whom, until when it is held; accept or decline. */
function OfferPanel({ offer: o, onChanged }: { offer: WaitlistOffer; onChanged: () => void }) {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const until = formatClock12(toClinicTime(new Date(o.expiresAt)), lng);
  const act = async (what: 'accept' | 'decline') => {
    setBusy(true);
    try {
      if (what === 'accept') {
        const r = await waitlistApi.accept(o.id);
        toast(r.needsApproval ? t('booking:waitlist.acceptedPending') : t('booking:waitlist.accepted'));
        navigate(to(`/user/bookings/${r.bookingId}`));
        return;
      }
      await waitlistApi.decline(o.id);
      toast(t('booking:waitlist.declined'));
    } catch (err) {
      showFailure(err);
    } finally {
      setBusy(false);
    }
    onChanged();
  };
  return (
    <div className="mt-4 rounded-xl bg-emerald-50 p-4 dark:bg-emerald-950" role="status" data-testid="waitlist-offer" data-offer-id={o.id}>
      <p className="font-semibold">{t('booking:waitlist.offerTitle')}</p>
      <p className="mt-1">{t('booking:waitlist.offerText', { when: offerWhen(o, lng), therapist: pickText(o.therapist, lng), until })}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void act('accept')} data-testid="waitlist-accept">{t('booking:waitlist.accept')}</button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void act('decline')} data-testid="waitlist-decline">{t('booking:waitlist.decline')}</button>
      </div>
    </div>
  );
}
