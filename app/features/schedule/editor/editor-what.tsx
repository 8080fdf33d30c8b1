import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../common/constants';
import { Field, INPUT } from '../field';
import { editorChoices } from './editor-state';
import { idOf, type SectionProps } from './section-props';

/** Place, plan, therapist (or any) and room (or automatic). */
export function EditorWhat({ state: { form: f, errors }, dispatch, options: o }: SectionProps) {
  const { t } = useTranslation();
  const { plan, plans, therapists, rooms } = editorChoices(f, o);
  return (
    <section className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-5" aria-labelledby="editor-what">
      <h2 id="editor-what" className="text-lg font-semibold sm:col-span-2">{t('desk:editor.what')}</h2>
      <Field label={t('desk:editor.place')} error={errors.placeId}>
        {(id, d) => (
          <select id={id} name="place" className={INPUT} value={f.placeId ?? ''} aria-describedby={d} aria-invalid={!!errors.placeId} onChange={(e) => dispatch({ type: 'place', id: idOf(e.target.value), options: o })}>
            {o.places.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
          </select>
        )}
      </Field>
      <Field label={t('desk:editor.plan')} error={errors.planId} hint={plan ? t('desk:editor.planHint', { minutes: plan.durationMin, price: formatMoney(plan.priceCents) }) : undefined}>
        {(id, d) => (
          <select id={id} name="plan" className={INPUT} value={f.planId ?? ''} aria-describedby={d} aria-invalid={!!errors.planId} onChange={(e) => dispatch({ type: 'plan', id: idOf(e.target.value), options: o })}>
            <option value="">{t('desk:editor.choose')}</option>
            {plans.map((x) => <option key={x.id} value={x.id}>{x.name}{x.isEnabled ? '' : ` (${t('desk:editor.planOff')})`}</option>)}
          </select>
        )}
      </Field>
      <Field label={t('desk:editor.therapist')} error={errors.therapistId}>
        {(id, d) => (
          <select id={id} name="therapist" className={INPUT} value={f.therapistId ?? ''} aria-describedby={d} aria-invalid={!!errors.therapistId} onChange={(e) => dispatch({ type: 'set', field: 'therapistId', value: idOf(e.target.value) })}>
            <option value="">{t('desk:editor.anyTherapist')}</option>
            {therapists.map((x) => (
              <option key={x.id} value={x.id}>{x.name}{x.placeId !== null && x.placeId !== f.placeId ? ` (${o.places.find((pl) => pl.id === x.placeId)?.name ?? ''})` : ''}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('desk:editor.room')} error={errors.roomId} hint={t('desk:editor.roomHint')}>
        {(id, d) => (
          <select id={id} name="room" className={INPUT} value={f.roomId ?? ''} aria-describedby={d} aria-invalid={!!errors.roomId} onChange={(e) => dispatch({ type: 'set', field: 'roomId', value: idOf(e.target.value) })}>
            <option value="">{t('desk:editor.autoRoom')}</option>
            {rooms.map((r) => <option key={r.id} value={r.id}>{t('desk:column.room', { code: r.code })} · {r.name}</option>)}
          </select>
        )}
      </Field>
    </section>
  );
}
