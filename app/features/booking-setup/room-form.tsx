import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { roomCreateInput, roomInput } from '../../../common/booking-setup.schema';
import { ROOM_QTY_MAX } from '../../../common/booking-setup-rules';
import type { LocalizedText } from '../../../common/i18n-config';
import type { SetupRoom } from '../../../server/presenters/booking-setup';
import { toast } from '../overlays/overlay-store';
import { CheckboxInput, EMPTY_TEXT, FormButtons, LocalizedInputs, TextInput, sendJson, useErrorText, useSetupForm } from './form-kit';
import { numberOf } from './place-form';

/**
 * A room of a place (spec §3 Room, §5): a one-character code unique within the place, its name in
 * three languages, how many bookings it holds at once, order and on/off.
 */
export function RoomForm(p: { placeId: number; room: SetupRoom | null; onDone: () => void; onCancel: () => void; onDirty: () => void }) {
  const { t } = useTranslation('schedule');
  const errorText = useErrorText();
  const form = useSetupForm();
  const [code, setCode] = useState(p.room?.code ?? '');
  const [name, setName] = useState<LocalizedText>(p.room?.name ?? EMPTY_TEXT);
  const [qty, setQty] = useState(String(p.room?.qty ?? 1));
  const [sort, setSort] = useState(String(p.room?.sort ?? 0));
  const [isEnabled, setEnabled] = useState(p.room?.isEnabled ?? true);
  const label = (f: string) => t(`schedule:rooms.field.${f}`);
  const touched = (field: string) => {
    form.clear(field);
    p.onDirty();
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = { code, name, qty: numberOf(qty), sort: sort.trim() === '' ? 0 : Number(sort), isEnabled };
    const parsed = p.room ? roomInput.safeParse(body) : roomCreateInput.safeParse({ ...body, placeId: p.placeId });
    void form.submit(parsed, async (data) => {
      await sendJson(p.room ? `/api/manage/booking-setup/rooms/${p.room.id}` : '/api/manage/booking-setup/rooms', p.room ? 'PUT' : 'POST', data);
      toast(t('schedule:rooms.saved'));
      p.onDone();
    });
  }
  const err = form.errors;
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-4" data-testid="room-form">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextInput
          name="code"
          label={label('code')}
          hint={t('schedule:rooms.hint.code')}
          value={code}
          maxLength={1}
          autoCapitalize="characters"
          autoComplete="off"
          className="font-mono uppercase"
          data-autofocus
          error={errorText(err.code, label('code'), form.params)}
          onChange={(v) => {
            setCode(v);
            touched('code');
          }}
        />
        <TextInput
          name="qty"
          label={label('qty')}
          hint={t('schedule:rooms.hint.qty', { max: ROOM_QTY_MAX })}
          type="number"
          inputMode="numeric"
          min={1}
          max={ROOM_QTY_MAX}
          value={qty}
          error={errorText(err.qty, label('qty'))}
          onChange={(v) => {
            setQty(v);
            touched('qty');
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
      <CheckboxInput
        name="isEnabled"
        label={label('isEnabled')}
        hint={t('schedule:rooms.hint.isEnabled')}
        checked={isEnabled}
        onChange={(v) => {
          setEnabled(v);
          touched('isEnabled');
        }}
      />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </form>
  );
}
