import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatMoney } from '../../../common/constants';
import { enumLabelKey } from '../../../common/enum-labels';
import { EVENT_CANCEL_HOURS } from '../../../common/event-registration-rules';
import { formatInstant } from '../../../common/date-format';
import { useLocale } from '../i18n/use-locale';
import { toast } from '../overlays/overlay-store';
import { SignInLink } from '../shell/sign-in-request';
import { useUser } from '../shell/user-store';
import { eventsApi, type RegistrationStatus } from './api';
import { cancelWithConfirm } from './cancel-registration';

/**
 * Registration on an event's page. The page may come from the anonymous page cache, so
 * nothing here is rendered on the server: after hydration the browser asks for the seats left
 * and, for a member, their own registration (ADR 0016: no time- or person-dependent text in a
 * cached page). A visitor's "Register" opens the sign-in overlay and comes back here. For a paid
 * event, registering holds a seat (PENDING) and opens the payment page (docs/deals.md).
 */
export function RegistrationPanel({ eventId, feeCents }: { eventId: number; feeCents: number }) {
  const { t } = useTranslation('site');
  const { lng, to } = useLocale();
  const navigate = useNavigate();
  const user = useUser();
  const [status, setStatus] = useState<RegistrationStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = !!user;

  useEffect(() => {
    let live = true;
    eventsApi.status(eventId).then((s) => live && setStatus(s), () => undefined);
    return () => {
      live = false;
    };
  }, [eventId, signedIn]);

  const run = async (work: () => Promise<RegistrationStatus | null>) => {
    setBusy(true);
    try {
      const next = await work();
      if (next) setStatus(next);
    } catch {
      // The popup said why; show the seats as they now are.
      eventsApi.status(eventId).then(setStatus, () => undefined);
    } finally {
      setBusy(false);
    }
  };
  const register = () =>
    run(async () => {
      const s = await eventsApi.register(eventId);
      const dealId = s.registration?.state === 'PENDING' ? s.registration.dealId : null;
      if (dealId) {
        toast(t('eventRegistration.heldDone'));
        void navigate(to(`/user/deals/${dealId}`));
        return s;
      }
      toast(t(s.registration?.state === 'WAITING' ? 'eventRegistration.waitingDone' : 'eventRegistration.registeredDone'));
      return s;
    });

  // Same height before and after loading: the button row does not push the text below it.
  if (!status) return <div className="mt-8 min-h-24" aria-busy="true" data-testid="event-reg-panel" />;
  const mine = status.registration;
  const full = status.seatsLeft === 0;
  const registerLabel = full ? t('eventRegistration.joinWaitingList') : feeCents > 0 ? t('eventRegistration.registerPay', { amount: formatMoney(feeCents) }) : t('eventRegistration.register');
  return (
    <section className="card mt-8 min-h-24 p-5" aria-labelledby="event-registration-title" data-testid="event-reg-panel" data-state={mine?.state ?? 'NONE'}>
      <h2 id="event-registration-title" className="text-lg font-semibold text-emerald-950 dark:text-emerald-100">{t('eventRegistration.title')}</h2>
      {status.seatsLeft !== null && (
        <p className="mt-1 flex flex-wrap items-center gap-2" data-testid="event-seats-left">
          {full ? <span className="badge">{t('eventRegistration.full')}</span> : t('eventRegistration.seatsLeft', { n: status.seatsLeft, max: status.seatMax })}
        </p>
      )}
      {mine ? (
        <div className="mt-3 space-y-3">
          <p className="font-medium" data-testid="event-my-state">
            {mine.state === 'WAITING' ? t('eventRegistration.youWait', { n: mine.waitingPosition }) : mine.state === 'PENDING' ? t(enumLabelKey('eventRegistrationState', 'PENDING')) : t('eventRegistration.youRegistered')}
          </p>
          {mine.state === 'PENDING' && <p className="text-stone-700 dark:text-stone-300">{t('eventRegistration.pendingLead')}</p>}
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {mine.canCancel ? t('eventRegistration.cancelUntil', { when: formatInstant(mine.cancelDeadline, lng) }) : t('eventRegistration.cancelClosed', { hours: EVENT_CANCEL_HOURS })}
          </p>
          <div className="flex flex-wrap gap-3">
            {mine.state === 'PENDING' && mine.dealId && (
              <Link className="btn btn-primary" to={to(`/user/deals/${mine.dealId}`)} data-testid="event-pay-now">{t('eventRegistration.payNow')}</Link>
            )}
            {mine.canCancel && (
              <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void run(() => cancelWithConfirm(mine.id, t))} data-testid="event-cancel">
                {t('eventRegistration.cancel')}
              </button>
            )}
            <Link className="btn btn-ghost" to={to('/user/events')} data-testid="event-my-events">{t('myEvents.title')}</Link>
          </div>
        </div>
      ) : status.status === 'OPEN' ? (
        <div className="mt-3 space-y-2">
          {full && <p className="text-sm text-stone-600 dark:text-stone-400">{t('eventRegistration.fullLead')}</p>}
          {signedIn ? (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void register()} data-testid="event-register">
              {registerLabel}
            </button>
          ) : (
            <SignInLink view="signin" className="btn btn-primary" testId="event-register">
              {registerLabel}
            </SignInLink>
          )}
        </div>
      ) : (
        <p className="mt-3 text-stone-700 dark:text-stone-300">{t(enumLabelKey('eventStatus', status.status))}</p>
      )}
    </section>
  );
}
