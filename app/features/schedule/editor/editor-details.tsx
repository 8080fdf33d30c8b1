import { useTranslation } from 'react-i18next';
import { BOOKING_REMARK_MAX, BOOKING_TEXT_MAX, SPECIAL_REQUESTS } from '../../../../common/booking-rules';
import { CURRENCY_PREFIX } from '../../../../common/constants';
import { enumLabelKey } from '../../../../common/enum-labels';
import { CheckGroup, Field, INPUT } from '../field';
import { visibleSymptoms } from './editor-state';
import type { SectionProps } from './section-props';

/** Body parts, symptoms, special requests, total amount, remark and (for a new booking) asking the member. */
export function EditorDetails({ state: { form: f, errors }, dispatch, options: o, isNew }: SectionProps & { isNew: boolean }) {
  const { t } = useTranslation();
  const symptoms = visibleSymptoms(o, f.parts, f.symptoms);
  return (
    <section className="card space-y-5 p-4 sm:p-5" aria-labelledby="editor-details">
      <h2 id="editor-details" className="text-lg font-semibold">{t('desk:editor.details')}</h2>
      <CheckGroup name="parts" legend={t('desk:editor.parts')} options={o.parts.map((x) => ({ value: x.id, label: x.name }))} selected={f.parts} onChange={(v) => dispatch({ type: 'set', field: 'parts', value: v })} error={errors.parts} />
      <CheckGroup
        name="symptoms"
        legend={t('desk:editor.symptoms')}
        hint={f.parts.length ? t('desk:editor.symptomsHint') : undefined}
        options={symptoms.map((x) => ({ value: x.id, label: x.name }))}
        selected={f.symptoms}
        onChange={(v) => dispatch({ type: 'set', field: 'symptoms', value: v })}
        error={errors.symptoms}
      />
      <CheckGroup
        name="specialRequests"
        legend={t('desk:editor.requests')}
        options={SPECIAL_REQUESTS.map((r) => ({ value: r, label: t(enumLabelKey('specialRequest', r)) }))}
        selected={f.requests}
        onChange={(v) => dispatch({ type: 'set', field: 'requests', value: v, clears: ['otherRequest'] })}
        error={errors.specialRequests}
      />
      {f.requests.includes('OTHER') && (
        <Field label={t('desk:editor.otherRequest')} error={errors.otherRequest}>
          {(id, d) => (
            <input id={id} name="otherRequest" className={INPUT} value={f.otherRequest} maxLength={BOOKING_TEXT_MAX} aria-describedby={d} aria-invalid={!!errors.otherRequest} onChange={(e) => dispatch({ type: 'set', field: 'otherRequest', value: e.target.value })} />
          )}
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('desk:editor.total')} error={errors.totalAmtCents} hint={t('desk:editor.totalHint')}>
          {(id, d) => (
            <div className="relative">
              <span className="pointer-events-none absolute top-1/2 left-3 mt-0.5 -translate-y-1/2 text-stone-600 dark:text-stone-400" aria-hidden="true">{CURRENCY_PREFIX}</span>
              <input id={id} name="total" inputMode="decimal" className={`${INPUT} pl-11 tabular-nums`} value={f.total} maxLength={12} aria-describedby={d} aria-invalid={!!errors.totalAmtCents}
                onChange={(e) => dispatch({ type: 'total', value: e.target.value })}
                onBlur={() => dispatch({ type: 'totalBlur' })} />
            </div>
          )}
        </Field>
        <Field label={t('desk:editor.remark')} error={errors.remark} className="sm:col-span-2">
          {(id, d) => (
            <textarea id={id} name="remark" rows={3} className={INPUT} value={f.remark} maxLength={BOOKING_REMARK_MAX} aria-describedby={d} aria-invalid={!!errors.remark} onChange={(e) => dispatch({ type: 'set', field: 'remark', value: e.target.value })} />
          )}
        </Field>
      </div>
      {isNew && (
        <label className="mt-4 flex items-start gap-2 text-sm">
          <input type="checkbox" name="askMember" className="mt-0.5 size-4" checked={f.askMember} onChange={(e) => dispatch({ type: 'set', field: 'askMember', value: e.target.checked })} data-testid="booking-ask-member" />
          <span>{t('desk:editor.askMember')}</span>
        </label>
      )}
    </section>
  );
}
