import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { staffBookingInput } from '../../../common/booking-setup.schema';
import { pickText, type Lng } from '../../../common/i18n-config';
import type { SetupOptions } from '../../../server/domain/booking-setup/list-setup-options';
import type { SetupStaff } from '../../../server/presenters/booking-setup';
import { toast } from '../overlays/overlay-store';
import { CheckboxInput, FormButtons, SelectInput, sendJson, useErrorText, useSetupForm } from './form-kit';

/** A team member's booking settings (spec §3 Staff): therapist, online booking, room assignment, place. */
export function StaffBookingForm(p: { staff: SetupStaff; places: SetupOptions['places']; lng: Lng; onDone: () => void; onCancel: () => void; onDirty: () => void }) {
  const { t } = useTranslation('schedule');
  const errorText = useErrorText();
  const form = useSetupForm();
  const [isTherapist, setTherapist] = useState(p.staff.isTherapist);
  const [isEnable, setEnable] = useState(p.staff.bookCfg.isEnable);
  const [isRandom, setRandom] = useState(p.staff.bookCfg.isRandom);
  const [placeId, setPlaceId] = useState(p.staff.placeId === null ? '' : String(p.staff.placeId));
  const label = (f: string) => t(`schedule:staff.field.${f}`);
  const touched = (field: string) => {
    form.clear(field);
    p.onDirty();
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = { isTherapist, bookCfg: { isEnable, isRandom }, placeId: placeId === '' ? null : Number(placeId) };
    void form.submit(staffBookingInput.safeParse(body), async (data) => {
      await sendJson(`/api/manage/booking-setup/staff/${p.staff.id}`, 'PUT', data);
      toast(t('schedule:staff.saved'));
      p.onDone();
    });
  }
  const err = form.errors;
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-4" data-testid="staff-form">
      <CheckboxInput
        name="isTherapist"
        label={label('isTherapist')}
        hint={t('schedule:staff.hint.isTherapist')}
        checked={isTherapist}
        error={errorText(err.isTherapist, label('isTherapist'))}
        onChange={(v) => {
          setTherapist(v);
          touched('isTherapist');
          touched('bookCfg');
        }}
      />
      <CheckboxInput
        name="bookCfg.isEnable"
        label={label('isEnable')}
        hint={t('schedule:staff.hint.isEnable')}
        checked={isEnable}
        error={errorText(err['bookCfg.isEnable'], label('isEnable'))}
        onChange={(v) => {
          setEnable(v);
          touched('bookCfg');
          touched('placeId');
        }}
      />
      <CheckboxInput
        name="bookCfg.isRandom"
        label={label('isRandom')}
        hint={t('schedule:staff.hint.isRandom')}
        checked={isRandom}
        error={errorText(err['bookCfg.isRandom'], label('isRandom'))}
        onChange={(v) => {
          setRandom(v);
          touched('bookCfg.isRandom');
        }}
      />
      <SelectInput
        name="placeId"
        label={label('place')}
        value={placeId}
        error={errorText(err.placeId, label('place'))}
        onChange={(v) => {
          setPlaceId(v);
          touched('placeId');
        }}
      >
        <option value="">{t('schedule:staff.noPlace')}</option>
        {p.places.map((pl) => (
          <option key={pl.id} value={pl.id}>
            {pickText(pl.name, p.lng)}
          </option>
        ))}
      </SelectInput>
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </form>
  );
}
