import { useTranslation } from 'react-i18next';
import { staffBookingInput } from '../../../common/booking-setup.schema';
import type { Lng } from '../../../common/i18n-config';
import type { SetupOptions } from '../../../server/domain/booking-setup/list-setup-options';
import type { SetupStaff } from '../../../server/presenters/booking-setup';
import { Form, FormButtons, SelectField, ToggleField, sendJson, useForm } from '../../components/form';
import { namedOptions } from './labels';
import { modalFormOptions } from '../../components/form/modal-form';

/** A team member's booking settings (spec §3 Staff): therapist, online booking, room assignment, place. */
export function StaffBookingForm(p: { staff: SetupStaff; places: SetupOptions['places']; lng: Lng; onDone: () => void; onCancel: () => void; onDirty: () => void }) {
  const { t } = useTranslation('schedule');
  const form = useForm({
    initial: { isTherapist: p.staff.isTherapist, isEnable: p.staff.bookCfg.isEnable, isRandom: p.staff.bookCfg.isRandom, placeId: p.staff.placeId === null ? '' : String(p.staff.placeId) },
    check: (v) => staffBookingInput.safeParse({ isTherapist: v.isTherapist, bookCfg: { isEnable: v.isEnable, isRandom: v.isRandom }, placeId: v.placeId === '' ? null : Number(v.placeId) }),
    send: async (data) => {
      await sendJson(`/api/manage/booking-setup/staff/${p.staff.id}`, 'PUT', data);
    },
    ...modalFormOptions(p, t('schedule:staff.saved'), 'schedule'),
  });
  const { values: v, set } = form;
  const label = (f: string) => t(`schedule:staff.field.${f}`);
  return (
    <Form form={form} testId="staff-form">
      <ToggleField name="isTherapist" label={label('isTherapist')} hint={t('schedule:staff.hint.isTherapist')} checked={v.isTherapist} onChange={(x) => set('isTherapist', x, 'bookCfg')} />
      <ToggleField name="bookCfg.isEnable" label={label('isEnable')} hint={t('schedule:staff.hint.isEnable')} checked={v.isEnable} onChange={(x) => set('isEnable', x, 'bookCfg', 'placeId')} />
      <ToggleField name="bookCfg.isRandom" label={label('isRandom')} hint={t('schedule:staff.hint.isRandom')} checked={v.isRandom} onChange={(x) => set('isRandom', x, 'bookCfg.isRandom')} />
      <SelectField name="placeId" label={label('place')} value={v.placeId} placeholder={t('schedule:staff.noPlace')} options={namedOptions(p.places, p.lng)} onChange={(x) => set('placeId', x)} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}
