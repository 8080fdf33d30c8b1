import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { memberBookingInput } from '../../../common/booking.schema';
import { BOOKING_TEXT_MAX, SPECIAL_REQUESTS, type SpecialRequest } from '../../../common/booking-rules';
import { DAY_MINUTES, hhmmOf, memberWindow, minutesOf } from '../../../common/clinic-time';
import { formatMoney } from '../../../common/constants';
import { showHttpError } from '../errors/api-client';
import { HttpError } from '../errors/http-error';
import { reportError } from '../errors/report-error';
import { useLocale } from '../i18n/use-locale';
import { alertBox } from '../overlays/dialogs';
import { useUser, useUserReady } from '../shell/user-store';
import { withFullLoading } from '../shell/full-loading';
import { requestSignIn } from '../shell/sign-in-request';
import { bookingApi, newIdempotencyKey, type Availability, type BodyOptions, type Booking, type BookingOptions, type OfferOption, type PlanOption } from './api';
import { FactList, namesOf, useBookingFacts, useRequestNames, type Fact } from './booking-view';
import { DatePicker } from './date-picker';
import { formatDay, formatTimeRange } from './format';
import { addonsFor, currentStep, FLOW_STEPS, flowToParams, offerOf, parseFlow, plansFor, priceOf, therapistsFor, validChoice, type FlowChoice, type FlowStep } from './flow-state';
import { TimePicker } from './time-picker';
import { useApiData } from './use-api-data';
import { enumLabelKey, isEnumValue } from '../../../common/enum-labels';

type ChoiceField = 'plan' | 'place' | 'therapist' | 'date' | 'time';
const CHOICE_FIELDS: readonly ChoiceField[] = ['plan', 'place', 'therapist', 'date', 'time'];

/** The card look of a choice button; the chosen one is marked with aria-pressed. */
const choiceClass =
  'flex w-full items-start gap-3 rounded-2xl border p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 ' +
  'border-stone-200 bg-white hover:border-emerald-700 hover:bg-emerald-50 aria-pressed:border-emerald-700 aria-pressed:bg-emerald-50 aria-pressed:ring-1 aria-pressed:ring-emerald-700 ' +
  'dark:border-stone-700 dark:bg-stone-900 dark:hover:border-emerald-400 dark:hover:bg-emerald-950 dark:aria-pressed:border-emerald-400 dark:aria-pressed:bg-emerald-950 dark:aria-pressed:ring-emerald-400';

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

function FlowFrame({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 pb-12 lg:grid-cols-[1fr_20rem]">
      <div className="card min-h-[28rem] min-w-0 p-4 sm:p-6">{children}</div>
      {aside}
    </div>
  );
}

/** A reserved-height placeholder while data loads, or the failure with a retry button. */
export function LoadState({ failed, onRetry, minHeight = 'min-h-[20rem]' }: { failed: boolean; onRetry: () => void; minHeight?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`grid place-items-center ${minHeight}`} aria-busy={!failed}>
      {failed ? (
        <div className="text-center" role="alert">
          <p className="text-stone-700 dark:text-stone-300">{t('booking:loadFailed')}</p>
          <button type="button" className="btn btn-ghost mt-4" onClick={onRetry}>{t('booking:retry')}</button>
        </div>
      ) : (
        <p role="status" className="text-stone-600 dark:text-stone-400">{t('ui.loading')}</p>
      )}
    </div>
  );
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

/** What the visit costs, line by line: the offer's price struck against the plan's own. */
function PriceLines({ price, offer }: { price: ReturnType<typeof priceOf>; offer?: OfferOption }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-1" data-testid="price-lines">
      {price.lines.map((l) => (
        <div key={l.plan.id} className="flex justify-between gap-3">
          <dt className="min-w-0 break-words">{l.plan.name}</dt>
          <dd className="shrink-0 tabular-nums">
            {l.priceCents < l.plan.priceCents && <s className="mr-1.5 text-stone-500 dark:text-stone-400">{formatMoney(l.plan.priceCents)}</s>}
            {formatMoney(l.priceCents)}
          </dd>
        </div>
      ))}
      {price.offerApplied && offer && <p className="text-xs font-medium text-emerald-800 dark:text-emerald-300" data-testid="price-offer">{t('booking:offer.applied', { title: offer.title })}</p>}
      <div className="flex justify-between gap-3 border-t border-stone-200 pt-1 font-semibold dark:border-stone-800">
        <dt>{t('booking:price.total')}</dt>
        <dd className="tabular-nums" data-testid="price-total">{formatMoney(price.totalCents)}</dd>
      </div>
    </dl>
  );
}

/**
 * The first step: basic plans grouped by the service they belong to (named as on the site),
 * narrowed by where the visitor came from (a service page, a therapist's card, an offer), then
 * the add-ons that go with the chosen plan. An add-on is never offered alone.
 */
function PlanStep({ options, choice, onPick, onAddons, onContinue, onClear }: {
  options: BookingOptions;
  choice: FlowChoice;
  onPick: (id: number) => void;
  onAddons: (ids: number[]) => void;
  onContinue: () => void;
  onClear: (what: 'service' | 'prefer' | 'promo') => void;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const offer = offerOf(options, choice);
  const plans = plansFor(options, choice);
  const service = options.services.find((s) => s.slug === choice.service);
  const therapist = options.therapists.find((x) => x.id === choice.prefer);
  const chosen = options.plans.find((p) => p.id === choice.plan);
  const extras = chosen ? addonsFor(options, chosen) : [];
  const groups = [...options.services, { id: null, slug: '', name: t('booking:plan.otherGroup') }]
    .map((s) => ({ key: s.slug || 'other', title: s.name, list: plans.filter((p) => (p.serviceId ?? null) === s.id || (s.id === null && !options.services.some((x) => x.id === p.serviceId))) }))
    .filter((g) => g.list.length);
  const notices: { key: 'service' | 'prefer' | 'promo'; text: string }[] = [
    ...(service ? [{ key: 'service' as const, text: t('booking:plan.forService', { name: service.name }) }] : []),
    ...(therapist ? [{ key: 'prefer' as const, text: t('booking:plan.withTherapist', { name: therapist.name }) }] : []),
    ...(offer ? [{ key: 'promo' as const, text: t(offer.kind === 'addon' ? 'booking:plan.forAddonOffer' : 'booking:plan.forOffer', { title: offer.title, price: formatMoney(offer.priceCents) }) }] : []),
  ];
  const offerPriceOf = (p: PlanOption) => (offer?.kind === 'basic' && offer.planIds.includes(p.id) ? Math.min(p.priceCents, offer.priceCents) : null);
  return (
    <div className="space-y-6" data-testid="plan-options">
      {notices.map((n) => (
        <p key={n.key} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100" data-testid={`plan-notice-${n.key}`}>
          <span>{n.text}</span>
          <button type="button" className="link" onClick={() => onClear(n.key)}>{t(`booking:plan.clear.${n.key}`)}</button>
        </p>
      ))}
      {!groups.length && <p>{t('booking:plan.none')}</p>}
      {groups.map((g) => (
        <section key={g.key} aria-label={g.title}>
          <h3 className="mb-2 text-sm font-semibold text-stone-700 dark:text-stone-300">{g.title}</h3>
          <ChoiceList
            items={g.list.map((p) => {
              const offered = offerPriceOf(p);
              return {
                id: p.id,
                title: p.name,
                lines: [p.desc],
                meta: t('booking:plan.meta', { minutes: p.durationMin, price: formatMoney(offered ?? p.priceCents) }),
                was: offered !== null && offered < p.priceCents ? formatMoney(p.priceCents) : undefined,
                testId: `plan-${p.id}`,
              };
            })}
            value={choice.plan}
            onPick={onPick}
          />
        </section>
      ))}
      {chosen && extras.length > 0 && (
        <fieldset className="rounded-2xl border border-stone-200 p-4 dark:border-stone-700" data-testid="addon-options">
          <legend className="px-1 font-semibold">{t('booking:addon.title')} <span className="font-normal text-stone-600 dark:text-stone-400">({t('booking:optional')})</span></legend>
          <p id={`${uid}-addon-hint`} className="text-sm text-stone-600 dark:text-stone-400">{t('booking:addon.hint', { plan: chosen.name })}</p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {extras.map((a) => {
              const offered = offer?.kind === 'addon' && offer.planIds.includes(a.id) ? Math.min(a.priceCents, offer.priceCents) : null;
              return (
                <li key={a.id}>
                  <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-200 p-3 has-checked:border-emerald-700 has-checked:bg-emerald-50 dark:border-stone-700 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950">
                    <input
                      type="checkbox"
                      className="mt-1 h-4 w-4 accent-emerald-700"
                      checked={choice.addons.includes(a.id)}
                      onChange={(e) => onAddons(e.target.checked ? [...choice.addons, a.id] : choice.addons.filter((x) => x !== a.id))}
                      aria-describedby={`${uid}-addon-hint`}
                      data-testid={`addon-${a.id}`}
                    />
                    <span className="min-w-0">
                      <span className="block font-medium">{a.name}</span>
                      <span className="block text-sm text-emerald-800 dark:text-emerald-300">
                        {offered !== null && offered < a.priceCents && <s className="mr-1.5 text-stone-500 dark:text-stone-400">{formatMoney(a.priceCents)}</s>}
                        {t('booking:addon.meta', { minutes: a.durationMin, price: formatMoney(offered ?? a.priceCents) })}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <button type="button" className="btn btn-primary mt-4 w-full sm:w-auto" onClick={onContinue} data-testid="plan-continue">{t('booking:plan.continue')}</button>
        </fieldset>
      )}
    </div>
  );
}

interface ChoiceItem<V> {
  id: V;
  title: string;
  lines: string[];
  meta?: string;
  /** The usual price, struck through beside an offer's. */
  was?: string;
  photo?: string | null;
  testId: string;
}

function ChoiceList<V extends number | 'any'>({ items, value, onPick, testId }: { items: ChoiceItem<V>[]; value?: V | number; onPick: (id: V) => void; testId?: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid={testId}>
      {items.map((it) => (
        <li key={String(it.id)} className="min-w-0">
          <button type="button" className={choiceClass} aria-pressed={it.id === value} onClick={() => onPick(it.id)} data-testid={it.testId}>
            {it.photo !== undefined && (
              it.photo ? (
                <img src={it.photo} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 shrink-0 rounded-full object-cover" />
              ) : (
                <span aria-hidden="true" className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-emerald-100 font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">{it.title.slice(0, 1)}</span>
              )
            )}
            <span className="min-w-0">
              <span className="block font-semibold text-stone-900 dark:text-stone-100">{it.title}</span>
              {it.lines.filter(Boolean).map((l) => (
                <span key={l} className="mt-0.5 block text-sm text-stone-600 dark:text-stone-400">{l}</span>
              ))}
              {it.meta && (
                <span className="mt-1.5 block text-sm font-medium text-emerald-800 dark:text-emerald-300">
                  {it.was && <s className="mr-1.5 font-normal text-stone-500 dark:text-stone-400">{it.was}</s>}
                  {it.meta}
                </span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function DateStep({ availability, win, value, onPick, onChangeTherapist }: { availability: Availability; win: { from: number; to: number }; value?: number; onPick: (d: number) => void; onChangeTherapist: () => void }) {
  const { t } = useTranslation();
  const open = useMemo(() => new Set(availability.dates.filter((d) => d.times.length > 0).map((d) => d.date)), [availability]);
  if (open.size === 0) {
    return (
      <div className="rounded-xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-100" role="status">
        <p>{t('booking:date.none')}</p>
        <button type="button" className="btn btn-ghost mt-3" onClick={onChangeTherapist}>{t('booking:date.tryOther')}</button>
      </div>
    );
  }
  return <DatePicker window={win} available={open} value={value} onChange={onPick} testId="date-picker" />;
}

function DetailsStep({ choice, body, bodyFailed, onRetry, onDone }: { choice: FlowChoice; body: BodyOptions | null; bodyFailed: boolean; onRetry: () => void; onDone: (c: FlowChoice) => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const [parts, setParts] = useState(choice.parts);
  const [symptoms, setSymptoms] = useState(choice.symptoms);
  const [requests, setRequests] = useState<SpecialRequest[]>(choice.requests);
  const [other, setOther] = useState(choice.other);
  const [otherError, setOtherError] = useState<string | null>(null);
  const otherRef = useRef<HTMLTextAreaElement>(null);

  const toggle = <T,>(list: T[], x: T, on: boolean) => (on ? [...list, x] : list.filter((y) => y !== x));
  const shownSymptoms = body?.symptoms.filter((s) => s.bodyPartId === null || parts.includes(s.bodyPartId)) ?? [];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const keptSymptoms = symptoms.filter((id) => shownSymptoms.some((s) => s.id === id));
    const parsed = memberBookingInput.safeParse({
      planId: choice.plan,
      addonIds: choice.addons,
      placeId: choice.place,
      therapistId: choice.therapist === 'any' ? null : choice.therapist,
      date: choice.date,
      start: choice.time,
      parts,
      symptoms: keptSymptoms,
      specialRequests: requests,
      otherRequest: requests.includes('OTHER') ? other : '',
    });
    const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'otherRequest');
    if (issue) {
      setOtherError(issue.message);
      requestAnimationFrame(() => otherRef.current?.focus());
      return;
    }
    onDone({ ...choice, parts, symptoms: keptSymptoms, requests, other: requests.includes('OTHER') ? other.trim() : '' });
  };

  const box = 'mt-0.5 h-5 w-5 shrink-0 accent-emerald-700 dark:accent-emerald-500';
  const pill =
    'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 px-3 py-2.5 text-sm has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 ' +
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600 dark:border-stone-600 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-7" data-testid="details-form">
      <fieldset>
        <legend className="font-semibold">{t('booking:details.parts')} <span className="font-normal text-stone-600 dark:text-stone-400">({t('booking:optional')})</span></legend>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('booking:details.partsHint')}</p>
        {!body ? (
          <LoadState failed={bodyFailed} onRetry={onRetry} minHeight="min-h-32" />
        ) : (
          <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-3">
            {body.parts.map((p) => (
              <li key={p.id}>
                <label className={pill}>
                  <input type="checkbox" className={box} checked={parts.includes(p.id)} onChange={(e) => setParts((l) => toggle(l, p.id, e.target.checked))} data-testid={`part-${p.id}`} />
                  <span>{p.name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      {body && (
        <fieldset>
          <legend className="font-semibold">{t('booking:details.symptoms')} <span className="font-normal text-stone-600 dark:text-stone-400">({t('booking:optional')})</span></legend>
          {shownSymptoms.length === 0 ? (
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('booking:details.symptomsHint')}</p>
          ) : (
            <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-3">
              {shownSymptoms.map((s) => (
                <li key={s.id}>
                  <label className={pill}>
                    <input type="checkbox" className={box} checked={symptoms.includes(s.id)} onChange={(e) => setSymptoms((l) => toggle(l, s.id, e.target.checked))} data-testid={`symptom-${s.id}`} />
                    <span>{s.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}

      <fieldset>
        <legend className="font-semibold">{t('booking:details.requests')} <span className="font-normal text-stone-600 dark:text-stone-400">({t('booking:optional')})</span></legend>
        <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {SPECIAL_REQUESTS.map((r) => (
            <li key={r}>
              <label className={pill}>
                <input
                  type="checkbox"
                  className={box}
                  checked={requests.includes(r)}
                  onChange={(e) => {
                    setRequests((l) => SPECIAL_REQUESTS.filter((x) => (x === r ? e.target.checked : l.includes(x))));
                    if (r === 'OTHER') setOtherError(null);
                  }}
                  data-testid={`request-${r}`}
                />
                <span>{t(enumLabelKey('specialRequest', r))}</span>
              </label>
            </li>
          ))}
        </ul>
        {requests.includes('OTHER') && (
          <div className="mt-4">
            <label htmlFor={`${uid}-other`} className="mb-1.5 block text-sm font-medium">{t('booking:details.other')}</label>
            <textarea
              id={`${uid}-other`}
              ref={otherRef}
              rows={3}
              maxLength={BOOKING_TEXT_MAX}
              value={other}
              onChange={(e) => {
                setOther(e.target.value);
                setOtherError(null);
              }}
              aria-invalid={otherError ? true : undefined}
              aria-describedby={otherError ? `${uid}-other-error` : undefined}
              required
              className="block min-h-11 w-full resize-y rounded-xl border border-stone-300 bg-white px-3.5 py-2 text-base text-stone-900 focus:border-emerald-700 focus:outline-2 focus:outline-emerald-600/40 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100"
              data-testid="request-other-text"
            />
            {otherError && (
              <p id={`${uid}-other-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300" data-field-error="otherRequest">{t(otherError)}</p>
            )}
          </div>
        )}
      </fieldset>

      <button type="submit" className="btn btn-primary w-full sm:w-auto" data-testid="details-next">{t('booking:details.next')}</button>
    </form>
  );
}

function ConfirmStep({ choice, price, offer, facts, body, onSlotLost, onOfferEnded }: {
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

/**
 * A refused booking: a slot someone else just took, or one that is no longer possible, is
 * explained and the member goes back to pick another time with fresh availability; anything
 * else is the spec §8 popup.
 */
export async function showBookingError(err: unknown, t: (key: string, opts?: Record<string, unknown>) => string, onSlotLost: () => void) {
  if (!(err instanceof HttpError)) {
    void reportError('unhandled', err);
    await alertBox({ messageKey: 'error.unknown' }).catch(() => undefined);
    return;
  }
  const code = err.body?.code;
  if (code === 'BOOKING_SLOT_TAKEN' || code === 'BOOKING_SLOT_UNAVAILABLE') {
    const reasons = Array.isArray(err.body?.data?.reasons) ? (err.body!.data!.reasons as unknown[]).map(String) : [];
    await alertBox({
      message: (
        <>
          <p>{t(err.body?.message ?? 'error.status.409')}</p>
          {reasons.length > 0 && (
            <ul className="mt-2 list-disc pl-5" data-testid="conflict-reasons">
              {reasons.map((r) => <li key={r}>{isEnumValue('conflictReason', r) ? t(enumLabelKey('conflictReason', r)) : r}</li>)}
            </ul>
          )}
        </>
      ),
    }).catch(() => undefined);
    onSlotLost();
    return;
  }
  await showHttpError(err);
}

/** The success screen: the booking as saved, with links to it and to the list. */
function BookingDone({ id }: { id: number }) {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  const location = useLocation();
  const given = (location.state as { booking?: Booking } | null)?.booking;
  const fetched = useApiData(given?.id === id ? null : () => bookingApi.get(id, lng).then((r) => r.booking), [id, lng]);
  const booking = given?.id === id ? given : fetched.data;
  const body = useApiData(() => bookingApi.bodyOptions(lng), [lng]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: false }), []);
  return (
    <div className="mx-auto max-w-3xl px-4 pb-12">
      <div className="card min-h-[28rem] p-4 sm:p-6" data-testid="booking-done">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-emerald-100 text-xl text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">✓</span>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-emerald-950 outline-none sm:text-2xl dark:text-emerald-100">{t('booking:done.title')}</h2>
        </div>
        <p className="mt-2 text-stone-600 dark:text-stone-400">{booking?.status === 'ACCEPT' ? t('booking:done.leadAccepted') : t('booking:done.lead')}</p>
        <div className="mt-6">{booking ? <DoneFacts booking={booking} body={body.data} /> : <LoadState failed={!!fetched.error} onRetry={fetched.reload} />}</div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={to(`/user/bookings/${id}`)} className="btn btn-primary" data-testid="done-view">{t('booking:done.view')}</Link>
          <Link to={to('/user/bookings')} className="btn btn-ghost" data-testid="done-list">{t('booking:done.list')}</Link>
          <Link to={to('/booking')} className="btn btn-ghost">{t('booking:done.again')}</Link>
        </div>
      </div>
    </div>
  );
}

function DoneFacts({ booking, body }: { booking: Booking; body: BodyOptions | null }) {
  const facts = useBookingFacts(booking, body);
  return <FactList facts={facts} />;
}
