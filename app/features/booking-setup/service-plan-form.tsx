import { useTranslation } from 'react-i18next';
import { servicePlanInput } from '../../../common/booking-setup.schema';
import { CASE_TYPES, PLAN_DURATION_MAX, PLAN_DURATION_MIN, PLAN_KINDS, type CaseType, type PlanKind } from '../../../common/booking-setup-rules';
import { pickText, type Lng } from '../../../common/i18n-config';
import { PACKAGE_SESSIONS_MAX, PACKAGE_SESSIONS_MIN, PACKAGE_VALID_DAYS_MAX, PACKAGE_VALID_DAYS_MIN, RENEWAL_LEAD_DAYS } from '../../../common/package-rules';
import type { SetupOptions } from '../../../server/domain/booking-setup/list-setup-options';
import type { SetupServicePlan } from '../../../server/presenters/booking-setup';
import { EMPTY_TEXT, Form, FormButtons, LocalizedField, MoneyField, MultiSelectField, NumberField, SelectField, ToggleField, dollarsFromCents, idFromText, rowValues, textFromId } from '../../components/form';
import { enumOptions, namedOptions } from './labels';
import { useRowForm } from '../../components/form/modal-form';

/** An empty number field is NaN in the form and "none" (null) in the body. */
const orNull = (n: number) => (Number.isNaN(n) ? null : n);
const PACKAGE_FIELDS = ['packageSessions', 'packagePrice', 'packageValidDays'];

/**
 * A service plan (spec §3: basic or addon, duration, HKD price, case type) and who and where
 * delivers it: therapists and rooms, at least one of each while it is enabled; and the package it
 * is also sold as (sessions, price, validity — all three or none; docs/packages.md).
 */
export function ServicePlanForm(p: { plan: SetupServicePlan | null; options: SetupOptions; lng: Lng; onDone: () => void; onCancel: () => void; onDirty: () => void }) {
  const { t } = useTranslation('schedule');
  const plan = p.plan;
  const initial = {
    ...rowValues(plan, {
      kind: 'basic' as PlanKind, caseType: 'PHYSIO' as CaseType, name: EMPTY_TEXT, desc: EMPTY_TEXT, durationMin: 60, priceCents: Number.NaN, sort: 0, isEnabled: true, staffIds: [] as number[], roomIds: [] as number[],
      packageSessions: Number.NaN, packagePriceCents: Number.NaN, packageValidDays: Number.NaN, packageRenews: false,
    }),
    serviceId: textFromId(plan?.serviceId),
  };
  const check = ({ priceCents, serviceId, packageSessions, packagePriceCents, packageValidDays, ...v }: typeof initial) =>
    servicePlanInput.safeParse({
      ...v, price: dollarsFromCents(priceCents), serviceId: idFromText(serviceId),
      packageSessions: orNull(packageSessions), packagePrice: orNull(dollarsFromCents(packagePriceCents)), packageValidDays: orNull(packageValidDays),
    });
  const { form, v, set, field, label } = useRowForm(p, { messages: 'schedule:plans', path: '/api/manage/booking-setup/service-plans', id: plan?.id, initial, check });
  const placeName = (id: number) => pickText(p.options.places.find((x) => x.id === id)?.name, p.lng);
  // Therapists can be chosen; someone linked earlier who no longer is one stays visible to be removed.
  const therapists = p.options.staff.filter((s) => s.isTherapist || v.staffIds.includes(s.id));
  return (
    <Form form={form} testId="plan-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="kind" label={label('kind')} value={v.kind} data-autofocus options={enumOptions(t, 'planKind', PLAN_KINDS)} onChange={(x) => set('kind', x as typeof v.kind)} />
        <SelectField name="caseType" label={label('caseType')} value={v.caseType} options={enumOptions(t, 'caseType', CASE_TYPES)} onChange={(x) => set('caseType', x as typeof v.caseType)} />
      </div>
      <LocalizedField {...field('name')} label={label('name')} maxLength={100} />
      <LocalizedField {...field('desc')} label={label('desc')} maxLength={1000} multiline />
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField {...field('durationMin')} label={label('durationMin')} hint={t('schedule:plans.hint.durationMin', { min: PLAN_DURATION_MIN, max: PLAN_DURATION_MAX })} min={PLAN_DURATION_MIN} max={PLAN_DURATION_MAX} />
        <MoneyField name="price" label={label('price')} hint={t('schedule:plans.hint.price')} value={v.priceCents} onChange={(x) => set('priceCents', x, 'price')} />
        <NumberField {...field('sort')} label={label('sort')} empty={0} />
      </div>
      <fieldset className="rounded-xl border border-stone-200 p-4 dark:border-stone-700" data-testid="plan-package">
        <legend className="px-1 text-sm font-semibold">{t('schedule:plans.package')}</legend>
        <p className="mb-3 text-xs text-stone-600 dark:text-stone-400">{t('schedule:plans.hint.package')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField name="packageSessions" label={label('packageSessions')} hint={t('schedule:plans.hint.packageSessions', { min: PACKAGE_SESSIONS_MIN, max: PACKAGE_SESSIONS_MAX })} min={PACKAGE_SESSIONS_MIN} max={PACKAGE_SESSIONS_MAX}
            value={v.packageSessions} onChange={(x) => set('packageSessions', x, ...PACKAGE_FIELDS)} />
          <MoneyField name="packagePrice" label={label('packagePrice')} hint={t('schedule:plans.hint.packagePrice')} value={v.packagePriceCents} onChange={(x) => set('packagePriceCents', x, ...PACKAGE_FIELDS)} />
          <NumberField name="packageValidDays" label={label('packageValidDays')} hint={t('schedule:plans.hint.packageValidDays', { min: PACKAGE_VALID_DAYS_MIN, max: PACKAGE_VALID_DAYS_MAX })} min={PACKAGE_VALID_DAYS_MIN} max={PACKAGE_VALID_DAYS_MAX}
            value={v.packageValidDays} onChange={(x) => set('packageValidDays', x, ...PACKAGE_FIELDS)} />
        </div>
        <div className="mt-3">
          <ToggleField name="packageRenews" label={label('packageRenews')} hint={t('schedule:plans.hint.packageRenews', { days: RENEWAL_LEAD_DAYS })} checked={v.packageRenews} onChange={(x) => set('packageRenews', x)} />
        </div>
      </fieldset>
      <SelectField {...field('serviceId')} label={label('service')} hint={t('schedule:plans.hint.service')} placeholder={t('schedule:plans.noService')} options={namedOptions(p.options.services, p.lng)} />
      <ToggleField name="isEnabled" label={label('isEnabled')} hint={t('schedule:plans.hint.isEnabled')} checked={v.isEnabled} onChange={(x) => set('isEnabled', x, 'staffIds', 'roomIds')} />
      <MultiSelectField
        legend={label('staffIds')}
        name="staffIds"
        values={v.staffIds}
        emptyText={t('schedule:plans.noTherapists')}
        options={therapists.map((s) => ({
          value: s.id,
          label: pickText(s.name, p.lng),
          hint: s.isTherapist ? (s.placeId ? placeName(s.placeId) : undefined) : t('schedule:plans.notTherapistAnyMore'),
        }))}
        onChange={(x) => set('staffIds', x)}
      />
      <MultiSelectField
        legend={label('roomIds')}
        name="roomIds"
        values={v.roomIds}
        emptyText={t('schedule:plans.noRooms')}
        options={p.options.rooms.map((r) => ({
          value: r.id,
          label: `${r.code} · ${pickText(r.name, p.lng)}`,
          hint: r.isEnabled ? undefined : t('schedule:common.off'),
          group: placeName(r.placeId),
        }))}
        onChange={(x) => set('roomIds', x)}
      />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}
