import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { servicePlanInput } from '../../../common/booking-setup.schema';
import { CASE_TYPES, PLAN_DURATION_MAX, PLAN_DURATION_MIN, PLAN_KINDS, dollarsText } from '../../../common/booking-setup-rules';
import { pickText, type LocalizedText, type Lng } from '../../../common/i18n-config';
import type { SetupOptions } from '../../../server/domain/booking-setup/list-setup-options';
import type { SetupServicePlan } from '../../../server/presenters/booking-setup';
import { toast } from '../overlays/overlay-store';
import { CheckboxGroup, CheckboxInput, EMPTY_TEXT, FormButtons, LocalizedInputs, SelectInput, TextInput, sendJson, useErrorText, useSetupForm } from './form-kit';
import { numberOf } from './place-form';
import { enumLabelKey } from '../../../common/enum-labels';

/**
 * A service plan (spec §3: basic or addon, duration, HKD price, case type) and who and where
 * delivers it: therapists and rooms, at least one of each while it is enabled.
 */
export function ServicePlanForm(p: { plan: SetupServicePlan | null; options: SetupOptions; lng: Lng; onDone: () => void; onCancel: () => void; onDirty: () => void }) {
  const { t } = useTranslation('schedule');
  const errorText = useErrorText();
  const form = useSetupForm();
  const [kind, setKind] = useState<string>(p.plan?.kind ?? 'basic');
  const [caseType, setCaseType] = useState<string>(p.plan?.caseType ?? 'PHYSIO');
  const [name, setName] = useState<LocalizedText>(p.plan?.name ?? EMPTY_TEXT);
  const [desc, setDesc] = useState<LocalizedText>(p.plan?.desc ?? EMPTY_TEXT);
  const [duration, setDuration] = useState(String(p.plan?.durationMin ?? 60));
  const [price, setPrice] = useState(p.plan ? dollarsText(p.plan.priceCents) : '');
  const [serviceId, setServiceId] = useState(p.plan?.serviceId ? String(p.plan.serviceId) : '');
  const [sort, setSort] = useState(String(p.plan?.sort ?? 0));
  const [isEnabled, setEnabled] = useState(p.plan?.isEnabled ?? true);
  const [staffIds, setStaffIds] = useState<number[]>(p.plan?.staffIds ?? []);
  const [roomIds, setRoomIds] = useState<number[]>(p.plan?.roomIds ?? []);
  const label = (f: string) => t(`schedule:plans.field.${f}`);
  const touched = (field: string) => {
    form.clear(field);
    p.onDirty();
  };
  const placeName = (id: number) => pickText(p.options.places.find((x) => x.id === id)?.name, p.lng);
  // Therapists can be chosen; someone linked earlier who no longer is one stays visible to be removed.
  const therapists = p.options.staff.filter((s) => s.isTherapist || staffIds.includes(s.id));

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      kind,
      caseType,
      name,
      desc,
      durationMin: numberOf(duration),
      price: numberOf(price),
      serviceId: serviceId === '' ? null : Number(serviceId),
      sort: sort.trim() === '' ? 0 : Number(sort),
      isEnabled,
      staffIds,
      roomIds,
    };
    void form.submit(servicePlanInput.safeParse(body), async (data) => {
      await sendJson(p.plan ? `/api/manage/booking-setup/service-plans/${p.plan.id}` : '/api/manage/booking-setup/service-plans', p.plan ? 'PUT' : 'POST', data);
      toast(t('schedule:plans.saved'));
      p.onDone();
    });
  }
  const err = form.errors;
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-4" data-testid="plan-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          name="kind"
          label={label('kind')}
          value={kind}
          error={errorText(err.kind, label('kind'))}
          data-autofocus
          onChange={(v) => {
            setKind(v);
            touched('kind');
          }}
        >
          {PLAN_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(enumLabelKey('planKind', k))}
            </option>
          ))}
        </SelectInput>
        <SelectInput
          name="caseType"
          label={label('caseType')}
          value={caseType}
          error={errorText(err.caseType, label('caseType'))}
          onChange={(v) => {
            setCaseType(v);
            touched('caseType');
          }}
        >
          {CASE_TYPES.map((c) => (
            <option key={c} value={c}>
              {t(enumLabelKey('caseType', c))}
            </option>
          ))}
        </SelectInput>
      </div>
      <LocalizedInputs
        name="name"
        label={label('name')}
        value={name}
        errors={err}
        maxLength={100}
        onChange={(v) => {
          setName(v);
          touched('name');
        }}
      />
      <LocalizedInputs
        name="desc"
        label={label('desc')}
        value={desc}
        errors={err}
        maxLength={1000}
        multiline
        onChange={(v) => {
          setDesc(v);
          touched('desc');
        }}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextInput
          name="durationMin"
          label={label('durationMin')}
          hint={t('schedule:plans.hint.durationMin', { min: PLAN_DURATION_MIN, max: PLAN_DURATION_MAX })}
          type="number"
          inputMode="numeric"
          min={PLAN_DURATION_MIN}
          max={PLAN_DURATION_MAX}
          value={duration}
          error={errorText(err.durationMin, label('durationMin'))}
          onChange={(v) => {
            setDuration(v);
            touched('durationMin');
          }}
        />
        <TextInput
          name="price"
          label={label('price')}
          hint={t('schedule:plans.hint.price')}
          inputMode="decimal"
          autoComplete="off"
          value={price}
          error={errorText(err.price, label('price'))}
          onChange={(v) => {
            setPrice(v);
            touched('price');
          }}
        />
        <TextInput
          name="sort"
          label={label('sort')}
          type="number"
          inputMode="numeric"
          value={sort}
          error={errorText(err.sort, label('sort'))}
          onChange={(v) => {
            setSort(v);
            touched('sort');
          }}
        />
      </div>
      <SelectInput
        name="serviceId"
        label={label('service')}
        hint={t('schedule:plans.hint.service')}
        value={serviceId}
        error={errorText(err.serviceId, label('service'))}
        onChange={(v) => {
          setServiceId(v);
          touched('serviceId');
        }}
      >
        <option value="">{t('schedule:plans.noService')}</option>
        {p.options.services.map((s) => (
          <option key={s.id} value={s.id}>
            {pickText(s.name, p.lng)}
          </option>
        ))}
      </SelectInput>
      <CheckboxInput
        name="isEnabled"
        label={label('isEnabled')}
        hint={t('schedule:plans.hint.isEnabled')}
        checked={isEnabled}
        onChange={(v) => {
          setEnabled(v);
          touched('isEnabled');
          touched('staffIds');
          touched('roomIds');
        }}
      />
      <CheckboxGroup
        legend={label('staffIds')}
        name="staffIds"
        values={staffIds}
        emptyText={t('schedule:plans.noTherapists')}
        error={errorText(err.staffIds, label('staffIds'))}
        options={therapists.map((s) => ({
          value: s.id,
          label: pickText(s.name, p.lng),
          hint: s.isTherapist ? (s.placeId ? placeName(s.placeId) : undefined) : t('schedule:plans.notTherapistAnyMore'),
        }))}
        onChange={(v) => {
          setStaffIds(v);
          touched('staffIds');
        }}
      />
      <CheckboxGroup
        legend={label('roomIds')}
        name="roomIds"
        values={roomIds}
        emptyText={t('schedule:plans.noRooms')}
        error={errorText(err.roomIds, label('roomIds'))}
        options={p.options.rooms.map((r) => ({
          value: r.id,
          label: `${r.code} · ${pickText(r.name, p.lng)}`,
          hint: r.isEnabled ? undefined : t('schedule:common.off'),
          group: placeName(r.placeId),
        }))}
        onChange={(v) => {
          setRoomIds(v);
          touched('roomIds');
        }}
      />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </form>
  );
}
