import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../common/constants';
import type { BookingOptions, PlanOption } from '../api';
import { addonsFor, offerOf, plansFor, type FlowChoice } from '../flow-state';
import { ChoiceList } from './choice-list';

/**
 * The first step: basic plans grouped by the service they belong to (named as on the site),
 * narrowed by where the visitor came from (a service page, a therapist's card, an offer), then
 * the add-ons that go with the chosen plan. An add-on is never offered alone.
 */
export function PlanStep({ options, choice, onPick, onAddons, onContinue, onClear }: {
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
                lines: [p.desc, p.package ? t('booking:plan.package', { name: t('package.name', { name: p.name, n: p.package.sessions }), price: formatMoney(p.package.priceCents) }) : ''],
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
                  { }
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
