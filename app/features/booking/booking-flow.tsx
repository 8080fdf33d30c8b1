import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DAY_MINUTES, hhmmOf, memberWindow, minutesOf } from '../../../common/clinic-time';
import { useLocale } from '../i18n/use-locale';
import { bookingApi, type Availability, type BookingOptions } from './api';
import { formatDay, formatTimeRange } from './format';
import { currentStep, FLOW_STEPS, flowToParams, offerOf, parseFlow, priceOf, therapistsFor, validChoice, type FlowChoice, type FlowStep } from './flow-state';
import { BookingDone } from './flow/booking-done';
import { ChoiceList } from './flow/choice-list';
import { ConfirmStep } from './flow/confirm-step';
import { DateStep } from './flow/date-step';
import { WaitlistLink } from './flow/waitlist-link';
import { DetailsStep } from './flow/details-step';
import { LoadState } from '../../components/member/load-state';
import { FlowFrame } from './flow/load-state';
import { PlanStep } from './flow/plan-step';
import { PriceLines } from './flow/price-lines';
import { TimePicker } from './time-picker';
import { useApiData } from '../../components/member/use-api-data';

type ChoiceField = 'plan' | 'place' | 'therapist' | 'date' | 'time';
const CHOICE_FIELDS: readonly ChoiceField[] = ['plan', 'place', 'therapist', 'date', 'time'];

/**
 * The member's booking flow (issue 4 item 3): plan → place → therapist or any → date → time →
 * body parts, symptoms and special requests → summary and confirm, then a success screen
 * (`?booked=<id>`). Every choice is in the URL (see flow-state.ts). Visitors can browse up to the
 * summary; confirming sends them to /sign?redirect=… with their choices kept.
 */
export function BookingFlow() {
  const { lng } = useLocale();
  const [params, setParams] = useSearchParams();
  const bookedId = Number(params.get('booked')) || null;
  const options = useApiData(() => bookingApi.options(lng), [lng]);

  if (bookedId) return <BookingDone id={bookedId} />;
  if (!options.data) {
    return (
      <FlowFrame>
        <LoadState failed={!!options.error} onRetry={options.reload} />
      </FlowFrame>
    );
  }
  return <FlowSteps options={options.data} onOptionsStale={options.reload} params={params} setParams={setParams} />;
}

function FlowSteps({ options, onOptionsStale, params, setParams }: { options: BookingOptions; onOptionsStale: () => void; params: URLSearchParams; setParams: ReturnType<typeof useSearchParams>[1] }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const raw = useMemo(() => parseFlow(params), [params]);
  const pre = validChoice(raw, options, null);
  const plan = options.plans.find((p) => p.id === pre.plan);
  const place = options.places.find((p) => p.id === pre.place);
  const offer = offerOf(options, pre);
  const addons = options.plans.filter((a) => pre.addons.includes(a.id));
  const price = plan ? priceOf(plan, addons, offer) : null;
  // Computed in the browser only (the flow renders after the options arrived).
  const [win] = useState(() => memberWindow(new Date()));

  const availKey = plan && place && pre.therapist !== undefined ? `${plan.id}+${pre.addons.join(',')}:${place.id}:${pre.therapist}` : null;
  const availability = useApiData<Availability & { key: string }>(
    availKey
      ? () =>
          bookingApi
            .availability({ planId: plan!.id, addonIds: pre.addons, placeId: place!.id, therapistId: pre.therapist === 'any' ? undefined : (pre.therapist as number), from: win.from, to: win.to })
            .then((a) => ({ ...a, key: availKey }))
      : null,
    [availKey],
  );
  const avail = availability.data?.key === availKey ? availability.data : null;
  const choice = validChoice(raw, options, avail);
  const step = currentStep(choice);
  const stepIndex = FLOW_STEPS.indexOf(step);
  const needsBody = step === 'details' || step === 'confirm';
  const body = useApiData(needsBody ? () => bookingApi.bodyOptions(lng) : null, [needsBody, lng]);

  const push = (c: FlowChoice, replace = false) => setParams(flowToParams(c), { preventScrollReset: true, replace });
  /** Chooses a value and moves to the next step; a different value clears the later choices. */
  const choose = <K extends ChoiceField>(field: K, value: NonNullable<FlowChoice[K]>) => {
    const i = CHOICE_FIELDS.indexOf(field);
    const next: FlowChoice = { ...choice, [field]: value, step: FLOW_STEPS[i + 1] };
    if (choice[field] !== value) for (const later of CHOICE_FIELDS.slice(i + 1)) delete next[later];
    if (field === 'plan') {
      const picked = options.plans.find((p) => p.id === value)!;
      // An add-on offer's add-on comes with the plan; a plan that takes add-ons stays here to offer them.
      const offered = offer?.kind === 'addon' ? offer.planIds.filter((a) => picked.addonIds.includes(a)) : [];
      next.addons = choice.plan === value ? choice.addons : offered;
      if (picked.addonIds.length > 0) next.step = 'plan';
    }
    if (field === 'place' && choice.prefer && plan && therapistsFor(options, plan, value as number, choice.addons).some((x) => x.id === choice.prefer)) {
      // The therapist asked for from their card works here: chosen for the member, on to the date.
      next.therapist = choice.prefer;
      next.step = 'date';
    }
    push(next);
  };
  const goTo = (s: FlowStep) => push({ ...choice, step: s });

  // Moving between steps puts focus on the new step's heading (and scrolls it into view).
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const h = heading.current;
    if (!h) return;
    const top = h.getBoundingClientRect().top;
    if (top < 72 || top > window.innerHeight * 0.6) h.scrollIntoView({ block: 'start' });
    h.focus({ preventScroll: true });
  }, [step]);

  const titleOf: Record<FlowStep, string> = {
    plan: t('booking:step.plan'),
    place: t('booking:step.place'),
    therapist: t('booking:step.therapist'),
    date: t('booking:step.date'),
    time: t('booking:step.time'),
    details: t('booking:step.details'),
    confirm: t('booking:step.confirm'),
  };
  const therapistName = choice.therapist === 'any' ? t('booking:therapist.any') : options.therapists.find((x) => x.id === choice.therapist)?.name;
  // Capped at midnight: a hand-edited link may name a late time before the free times arrive.
  const timeRange = price && choice.time !== undefined ? formatTimeRange(choice.time, hhmmOf(Math.min(minutesOf(choice.time) + price.durationMin, DAY_MINUTES))) : undefined;
  const planLabel = plan ? [plan.name, ...addons.map((a) => a.name)].join(t('booking:plan.with')) : undefined;

  const chosen: { step: FlowStep; label: string; value?: string }[] = [
    { step: 'plan', label: t('booking:fact.plan'), value: planLabel },
    { step: 'place', label: t('booking:fact.place'), value: place?.name },
    { step: 'therapist', label: t('booking:fact.therapist'), value: therapistName },
    { step: 'date', label: t('booking:fact.date'), value: choice.date ? formatDay(choice.date, lng) : undefined },
    { step: 'time', label: t('booking:fact.time'), value: timeRange },
  ];

  const aside = (
    <aside aria-labelledby="booking-aside-title" className="card hidden h-fit p-5 lg:sticky lg:top-24 lg:block">
      <h2 id="booking-aside-title" className="font-semibold text-emerald-950 dark:text-emerald-100">{t('booking:aside.title')}</h2>
      <dl className="mt-3 space-y-3">
        {chosen.map((c) => (
          <div key={c.step} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3">
            <dt className="text-xs text-stone-600 dark:text-stone-400">{c.label}</dt>
            <dd className="col-start-1 text-sm font-medium break-words">{c.value ?? '—'}</dd>
            {c.value && c.step !== step && (
              <dd className="col-start-2 row-span-2 row-start-1 self-center">
                <button type="button" className="link text-sm" onClick={() => goTo(c.step)} aria-label={t('booking:aside.changeLabel', { what: c.label })}>
                  {t('booking:aside.change')}
                </button>
              </dd>
            )}
          </div>
        ))}
      </dl>
      {price && (
        <div className="mt-4 border-t border-stone-200 pt-3 text-sm dark:border-stone-800">
          <PriceLines price={price} offer={offer} />
        </div>
      )}
    </aside>
  );

  const needAvailability = step === 'date' || step === 'time' || ((step === 'details' || step === 'confirm') && !avail);
  return (
    <FlowFrame aside={aside}>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300" data-testid="booking-step-count">
          {t('booking:stepOf', { n: stepIndex + 1, total: FLOW_STEPS.length })}
        </p>
        {stepIndex > 0 && (
          <button type="button" className="btn btn-ghost min-h-10 px-4 py-1.5" onClick={() => goTo(FLOW_STEPS[stepIndex - 1]!)} data-testid="booking-back">
            {t('booking:back')}
          </button>
        )}
      </div>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800" aria-hidden="true">
        <div className="h-full rounded-full bg-emerald-700 transition-[width] dark:bg-emerald-500" style={{ width: `${((stepIndex + 1) / FLOW_STEPS.length) * 100}%` }} />
      </div>
      <h2 ref={heading} tabIndex={-1} className="mt-5 scroll-mt-24 text-xl font-semibold text-emerald-950 outline-none sm:text-2xl dark:text-emerald-100" data-testid="booking-step" data-step={step}>
        {titleOf[step]}
      </h2>
      {step !== 'plan' && step !== 'confirm' && (
        <p className="mt-1 text-sm break-words text-stone-600 dark:text-stone-400">
          {chosen.filter((c) => c.value && FLOW_STEPS.indexOf(c.step) < stepIndex).map((c) => c.value).join(' · ')}
        </p>
      )}
      <div className="mt-5">
        {step === 'plan' && (
          <PlanStep
            options={options}
            choice={choice}
            onPick={(id) => choose('plan', id)}
            onAddons={(ids) => push({ ...choice, addons: ids, place: undefined, therapist: undefined, date: undefined, time: undefined, step: 'plan' }, true)}
            onContinue={() => push({ ...choice, step: 'place' })}
            onClear={(what) => push({ ...choice, [what]: undefined, step: 'plan' })}
          />
        )}
        {step === 'place' && plan && (
          <ChoiceList
            testId="place-options"
            items={options.places.filter((p) => plan.placeIds.includes(p.id) && therapistsFor(options, plan, p.id, choice.addons).some((x) => !choice.prefer || x.id === choice.prefer)).map((p) => ({ id: p.id, title: p.name, lines: [p.address], testId: `place-${p.code}` }))}
            value={choice.place}
            onPick={(id) => choose('place', id)}
          />
        )}
        {step === 'therapist' && plan && place && (
          <ChoiceList<number | 'any'>
            testId="therapist-options"
            items={[
              { id: 'any', title: t('booking:therapist.any'), lines: [t('booking:therapist.anyDesc')], testId: 'therapist-any' },
              ...therapistsFor(options, plan, place.id, choice.addons).map((x) => ({ id: x.id, title: x.name, lines: [x.title], photo: x.photo, testId: `therapist-${x.slug}` })),
            ]}
            value={choice.therapist}
            onPick={(id) => choose('therapist', id)}
          />
        )}
        {needAvailability && !avail && <LoadState failed={!!availability.error} onRetry={availability.reload} />}
        {step === 'date' && avail && <DateStep availability={avail} win={win} value={choice.date} onPick={(d) => choose('date', d)} onChangeTherapist={() => goTo('therapist')} />}
        {step === 'time' && avail && choice.date !== undefined && (
          <TimePicker times={avail.dates.find((d) => d.date === choice.date)?.times ?? []} value={choice.time} onChange={(x) => choose('time', x)} testId="time-options" />
        )}
        {(step === 'date' || step === 'time') && avail && plan && place && (
          <WaitlistLink planId={plan.id} placeId={place.id} therapistId={typeof pre.therapist === 'number' ? pre.therapist : null} />
        )}
        {step === 'details' && avail && <DetailsStep choice={choice} body={body.data} bodyFailed={!!body.error} onRetry={body.reload} onDone={(c) => push({ ...c, step: 'confirm' })} />}
        {step === 'confirm' && avail && plan && place && (
          <ConfirmStep
            choice={choice}
            price={price!}
            offer={offer}
            facts={[
              [t('booking:fact.plan'), t('booking:fact.planValue', { name: planLabel, minutes: price!.durationMin }), 'fact-plan'],
              [t('booking:fact.place'), <><span className="block">{place.name}</span><span className="block text-sm font-normal text-stone-600 dark:text-stone-400">{place.address}</span></>, 'fact-place'],
              [t('booking:fact.therapist'), therapistName ?? '—', 'fact-therapist'],
              [t('booking:fact.date'), formatDay(choice.date!, lng, { weekday: 'long' }), 'fact-date'],
              [t('booking:fact.time'), <span className="tabular-nums">{timeRange}</span>, 'fact-time'],
            ]}
            body={body.data}
            onSlotLost={() => {
              availability.reload();
              push({ ...choice, time: undefined, step: 'time' });
            }}
            onOfferEnded={() => {
              onOptionsStale();
              push({ ...choice, promo: undefined, step: 'confirm' }, true);
            }}
          />
        )}
      </div>
    </FlowFrame>
  );
}
