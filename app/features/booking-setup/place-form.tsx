import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { placeSettingsInput } from '../../../common/booking-setup.schema';
import { CHANGE_WINDOW_MAX_HOURS, MINUTE_GRID_NAMES } from '../../../common/booking-setup-rules';
import type { LocalizedText } from '../../../common/i18n-config';
import type { SetupPlace } from '../../../server/presenters/booking-setup';
import { toast } from '../overlays/overlay-store';
import { CheckboxInput, FormButtons, LocalizedInputs, SelectInput, TextInput, sendJson, useErrorText, useSetupForm } from './form-kit';
import type { StoredServiceHours } from './labels';
import { ServiceHoursEditor, hoursPayload, hoursState, type HoursState } from './service-hours-editor';

interface State {
  name: LocalizedText;
  address: LocalizedText;
  addressDesc: LocalizedText;
  phone: string;
  phone2: string;
  hours: HoursState;
  minuteGrid: string;
  changeWindowHours: string;
  isBookable: boolean;
}

/** A number as typed; empty is NaN so the schema names the field. */
export const numberOf = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/**
 * A place's contact details and booking settings (spec §3 Place, service hours modes; §9 minute
 * choices): checked with the shared schema, then by the server; errors show under their fields.
 */
export function PlaceSettingsForm(p: { place: SetupPlace; readOnly: boolean; onSaved: () => void }) {
  const { t } = useTranslation('schedule');
  const errorText = useErrorText();
  const form = useSetupForm();
  const [dirty, setDirty] = useState(false);
  const [s, setS] = useState<State>(() => ({
    name: p.place.name,
    address: p.place.address,
    addressDesc: p.place.addressDesc,
    phone: p.place.phone,
    phone2: p.place.phone2,
    hours: hoursState(p.place.serviceHours as StoredServiceHours),
    minuteGrid: p.place.minuteGrid,
    changeWindowHours: String(p.place.changeWindowHours),
    isBookable: p.place.isBookable,
  }));
  const set = <K extends keyof State>(key: K, value: State[K], field: string = key) => {
    setS((v) => ({ ...v, [key]: value }));
    form.clear(field);
    setDirty(true);
  };
  const label = (field: string) => t(`schedule:place.field.${field}`);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (p.readOnly) return;
    const body = {
      name: s.name,
      address: s.address,
      addressDesc: s.addressDesc,
      phone: s.phone,
      phone2: s.phone2,
      serviceHours: hoursPayload(s.hours),
      minuteGrid: s.minuteGrid,
      changeWindowHours: numberOf(s.changeWindowHours),
      isBookable: s.isBookable,
    };
    void form.submit(placeSettingsInput.safeParse(body), async (data) => {
      await sendJson(`/api/manage/booking-setup/places/${p.place.id}`, 'PUT', data);
      setDirty(false);
      toast(t('schedule:place.saved'));
      p.onSaved();
    });
  }

  const err = form.errors;
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-6" data-testid="place-form">
      <fieldset disabled={p.readOnly} className="space-y-6">
        <section aria-labelledby="place-contact" className="card space-y-4 p-4 sm:p-5">
          <h2 id="place-contact" className="text-lg font-semibold">
            {t('schedule:place.contact')}
          </h2>
          <LocalizedInputs name="name" label={label('name')} value={s.name} errors={err} maxLength={100} onChange={(v) => set('name', v)} />
          <LocalizedInputs name="address" label={label('address')} value={s.address} errors={err} maxLength={200} multiline onChange={(v) => set('address', v)} />
          <LocalizedInputs name="addressDesc" label={label('addressDesc')} value={s.addressDesc} errors={err} maxLength={300} multiline onChange={(v) => set('addressDesc', v)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput name="phone" label={label('phone')} type="tel" autoComplete="off" maxLength={30} value={s.phone} error={errorText(err.phone, label('phone'))} onChange={(v) => set('phone', v)} />
            <TextInput
              name="phone2"
              label={label('phone2')}
              hint={t('schedule:place.hint.phone2')}
              type="tel"
              autoComplete="off"
              maxLength={30}
              value={s.phone2}
              error={errorText(err.phone2, label('phone2'))}
              onChange={(v) => set('phone2', v)}
            />
          </div>
        </section>

        <section aria-labelledby="place-booking" className="card space-y-4 p-4 sm:p-5">
          <h2 id="place-booking" className="text-lg font-semibold">
            {t('schedule:place.booking')}
          </h2>
          <CheckboxInput name="isBookable" label={label('isBookable')} hint={t('schedule:place.hint.isBookable')} checked={s.isBookable} onChange={(v) => set('isBookable', v)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectInput
              name="minuteGrid"
              label={label('minuteGrid')}
              hint={t('schedule:place.hint.minuteGrid')}
              value={s.minuteGrid}
              error={errorText(err.minuteGrid, label('minuteGrid'))}
              onChange={(v) => set('minuteGrid', v)}
            >
              {MINUTE_GRID_NAMES.map((g) => (
                <option key={g} value={g}>
                  {t(`schedule:grid.${g}`)}
                </option>
              ))}
            </SelectInput>
            <TextInput
              name="changeWindowHours"
              label={label('changeWindowHours')}
              hint={t('schedule:place.hint.changeWindowHours', { max: CHANGE_WINDOW_MAX_HOURS })}
              type="number"
              inputMode="numeric"
              min={0}
              max={CHANGE_WINDOW_MAX_HOURS}
              value={s.changeWindowHours}
              error={errorText(err.changeWindowHours, label('changeWindowHours'))}
              onChange={(v) => set('changeWindowHours', v)}
            />
          </div>
          <ServiceHoursEditor value={s.hours} errors={err} disabled={p.readOnly} onChange={(v) => set('hours', v, 'serviceHours')} />
        </section>
      </fieldset>
      {!p.readOnly && (
        <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 bg-stone-50/90 py-3 backdrop-blur dark:bg-[#121212]/90">
          {dirty && <span className="text-sm text-stone-600 dark:text-stone-400">{t('schedule:form.unsaved')}</span>}
          <FormButtons busy={form.busy} />
        </div>
      )}
    </form>
  );
}
