import { useTranslation } from 'react-i18next';
import { roomCreateInput, roomInput } from '../../../common/booking-setup.schema';
import { ROOM_QTY_MAX } from '../../../common/booking-setup-rules';
import type { SetupRoom } from '../../../server/presenters/booking-setup';
import { EMPTY_TEXT, Form, FormButtons, LocalizedField, NumberField, TextField, ToggleField, rowValues } from '../../components/form';
import { useRowForm } from '../../components/form/modal-form';

/**
 * A room of a place (spec §3 Room, §5): a one-character code unique within the place, its name in
 * three languages, how many bookings it holds at once, order and on/off.
 */
export function RoomForm(p: { placeId: number; room: SetupRoom | null; onDone: () => void; onCancel: () => void; onDirty: () => void }) {
  const { t } = useTranslation('schedule');
  const { form, v, set, field, label } = useRowForm(p, { messages: 'schedule:rooms', path: '/api/manage/booking-setup/rooms', id: p.room?.id, initial: rowValues(p.room, { code: '', name: EMPTY_TEXT, qty: 1, sort: 0, isEnabled: true }), check: (v) => (p.room ? roomInput.safeParse(v) : roomCreateInput.safeParse({ ...v, placeId: p.placeId })) });
  return (
    <Form form={form} testId="room-form">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...field('code')} label={label('code')} hint={t('schedule:rooms.hint.code')} maxLength={1} autoCapitalize="characters" autoComplete="off" className="font-mono uppercase" data-autofocus />
        <NumberField {...field('qty')} label={label('qty')} hint={t('schedule:rooms.hint.qty', { max: ROOM_QTY_MAX })} min={1} max={ROOM_QTY_MAX} />
        <NumberField {...field('sort')} label={label('sort')} empty={0} />
      </div>
      <LocalizedField {...field('name')} label={label('name')} maxLength={100} />
      <ToggleField name="isEnabled" label={label('isEnabled')} hint={t('schedule:rooms.hint.isEnabled')} checked={v.isEnabled} onChange={(x) => set('isEnabled', x)} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}
