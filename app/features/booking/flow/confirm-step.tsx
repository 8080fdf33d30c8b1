import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { memberBookingInput } from '../../../../common/booking.schema';
import { formatMoney } from '../../../../common/constants';
import { HttpError } from '../../errors/http-error';
import { useLocale } from '../../i18n/use-locale';
import { alertBox } from '../../overlays/dialogs';
import { useUser, useUserReady } from '../../shell/user-store';
import { withFullLoading } from '../../shell/full-loading';
import { requestSignIn } from '../../shell/sign-in-request';
import { newIdempotencyKey } from '../../../../common/idempotency-key';
import { bookingApi, type BodyOptions, type OfferOption } from '../api';
import { FactList, namesOf, useRequestNames, type Fact } from '../booking-view';
import { flowToParams, type FlowChoice, type priceOf } from '../flow-state';
import { showBookingError } from './booking-error';
import { PriceLines } from './price-lines';

/** The summary and the confirm button (a visitor is asked to sign in first). */
export function ConfirmStep({ choice, price, offer, facts, body, onSlotLost, onOfferEnded }: {
  choice: FlowChoice;
  price: ReturnType<typeof priceOf>;
  offer?: OfferOption;
  facts: Fact[];
  body: BodyOptions | null;
  onSlotLost: () => void;
  onOfferEnded: () => void;
}) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUser();
  const ready = useUserReady();
  const requestNames = useRequestNames();
  const [busy, setBusy] = useState(false);
  // One key per confirm screen: a double click or a retry after a lost answer books once.
  const key = useRef<string | null>(null);

  const all: Fact[] = [
    ...facts,
    [t('booking:fact.parts'), namesOf(choice.parts, body?.parts, t('booking:listSeparator')), 'fact-parts'],
    [t('booking:fact.symptoms'), namesOf(choice.symptoms, body?.symptoms, t('booking:listSeparator')), 'fact-symptoms'],
    [t('booking:fact.requests'), requestNames(choice.requests), 'fact-requests'],
    ...(choice.requests.includes('OTHER') ? [[t('booking:fact.otherRequest'), <span className="whitespace-pre-line">{choice.other}</span>, 'fact-other'] as Fact] : []),
    [t('booking:fact.price'), price.lines.length > 1 || price.offerApplied ? <PriceLines price={price} offer={offer} /> : formatMoney(price.totalCents), 'fact-price'],
  ];

  const confirmPath = `${location.pathname}?${flowToParams({ ...choice, step: 'confirm' })}`;
  const signInHref = `${to('/sign')}?redirect=${encodeURIComponent(confirmPath)}`;

  const confirm = async () => {
    if (busy) return;
    if (!user) {
      // Sign in on top of the flow (spec §2 overlay); the choices travel in the URL either way.
      if (!requestSignIn({ view: 'signin', redirect: confirmPath })) navigate(signInHref);
      return;
    }
    const input = memberBookingInput.parse({
      planId: choice.plan,
      addonIds: choice.addons,
      promotionId: price.offerApplied ? choice.promo : null,
      placeId: choice.place,
      therapistId: choice.therapist === 'any' ? null : choice.therapist,
      date: choice.date,
      start: choice.time,
      parts: choice.parts,
      symptoms: choice.symptoms,
      specialRequests: choice.requests,
      otherRequest: choice.other,
    });
    key.current ??= newIdempotencyKey();
    setBusy(true);
    try {
      const idempotencyKey = key.current;
      const { booking } = await withFullLoading(() => bookingApi.create(input, idempotencyKey));
      navigate(`${location.pathname}?booked=${booking.id}`, { replace: true, state: { booking } });
    } catch (err) {
      setBusy(false);
      if (err instanceof HttpError && err.body?.code === 'PROMOTION_ENDED') {
        // The offer ended while the member was choosing: say so, show the usual price, let them confirm again.
        await alertBox({ messageKey: err.body.message ?? 'error.booking.offerEnded' }).catch(() => undefined);
        key.current = null;
        onOfferEnded();
        return;
      }
      await showBookingError(err, t, onSlotLost);
    }
  };

  return (
    <div>
      <FactList facts={all} />
      <p className="mt-5 text-sm text-stone-600 dark:text-stone-400">{t('booking:confirm.note')}</p>
      {ready && !user && <p className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100" data-testid="confirm-sign-in-note">{t('booking:confirm.signInNote')}</p>}
      <button type="button" className="btn btn-primary mt-5 w-full sm:w-auto" onClick={() => void confirm()} disabled={busy || !ready} aria-busy={busy || undefined} data-testid="booking-confirm">
        {busy ? t('ui.loading') : ready && !user ? t('booking:confirm.signIn') : t('booking:confirm.submit')}
      </button>
    </div>
  );
}
