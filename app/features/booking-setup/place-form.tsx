import { useTranslation } from 'react-i18next';
import { placeSettingsInput } from '../../../common/booking-setup.schema';
import { CHANGE_WINDOW_MAX_HOURS, MINUTE_GRID_NAMES } from '../../../common/booking-setup-rules';
import type { SetupPlace } from '../../../server/presenters/booking-setup';
import { Form, FormButtons, FormSection, LocalizedField, NumberField, SelectField, TextField, ToggleField, UnsavedNote, sendJson, useForm } from '../../components/form';
import { ServiceHoursEditor, hoursPayload, hoursState } from './service-hours-editor';
import type { ServiceHours } from '../../../common/booking-setup-rules';

/**
 * A place's contact details and booking settings (spec §3 Place, service hours modes; §9 minute
 * choices): checked with the shared schema, then by the server; errors show under their fields.
 */
export function PlaceSettingsForm(p: { place: SetupPlace; readOnly: boolean; onSaved: () => void }) {
  const { t } = useTranslation('schedule');
  const place = p.place;
  const form = useForm({
    ns: 'schedule',
    readOnly: p.readOnly,
    initial: () => ({
      name: place.name,
      address: place.address,
      addressDesc: place.addressDesc,
      phone: place.phone,
      phone2: place.phone2,
      hours: hoursState(place.serviceHours as ServiceHours),
      minuteGrid: place.minuteGrid,
      changeWindowHours: place.changeWindowHours,
      isBookable: place.isBookable,
    }),
    check: ({ hours, ...v }) => placeSettingsInput.safeParse({ ...v, serviceHours: hoursPayload(hours) }),
    send: async (data) => {
      await sendJson(`/api/manage/booking-setup/places/${place.id}`, 'PUT', data);
    },
    saved: { toast: t('schedule:place.saved'), then: p.onSaved },
  });
  const { values: v, set, field } = form;
  const label = (field: string) => t(`schedule:place.field.${field}`);
  return (
    <Form form={form} testId="place-form" className="space-y-6">
      <fieldset disabled={p.readOnly} className="space-y-6">
        <FormSection id="place-contact" title={t('schedule:place.contact')}>
          <LocalizedField {...field('name')} label={label('name')} maxLength={100} />
          <LocalizedField {...field('address')} label={label('address')} maxLength={200} multiline />
          <LocalizedField {...field('addressDesc')} label={label('addressDesc')} maxLength={300} multiline />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field('phone')} label={label('phone')} type="tel" autoComplete="off" maxLength={30} />
            <TextField {...field('phone2')} label={label('phone2')} hint={t('schedule:place.hint.phone2')} type="tel" autoComplete="off" maxLength={30} />
          </div>
        </FormSection>

        <FormSection id="place-booking" title={t('schedule:place.booking')}>
          <ToggleField name="isBookable" label={label('isBookable')} hint={t('schedule:place.hint.isBookable')} checked={v.isBookable} onChange={(x) => set('isBookable', x)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField {...field('minuteGrid')} label={label('minuteGrid')} hint={t('schedule:place.hint.minuteGrid')} options={MINUTE_GRID_NAMES.map((g) => ({ value: g, label: t(`schedule:grid.${g}`) }))} />
            <NumberField {...field('changeWindowHours')} label={label('changeWindowHours')} hint={t('schedule:place.hint.changeWindowHours', { max: CHANGE_WINDOW_MAX_HOURS })} min={0} max={CHANGE_WINDOW_MAX_HOURS} />
          </div>
          <ServiceHoursEditor value={v.hours} errors={form.errors} disabled={p.readOnly} onChange={(x) => set('hours', x, 'serviceHours')} />
        </FormSection>
      </fieldset>
      {!p.readOnly && (
        <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 bg-stone-50/90 py-3 backdrop-blur dark:bg-[#121212]/90">
          <UnsavedNote dirty={form.dirty} />
          <FormButtons busy={form.busy} className="flex flex-wrap justify-end gap-2" />
        </div>
      )}
    </Form>
  );
}
