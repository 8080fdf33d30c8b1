import { useTranslation } from 'react-i18next';
import { Field, INPUT } from '../field';
import { dateLabel } from '../labels';
import { clockText, hhmmOfText, isoOf, ymdOf } from '../schedule-model';
import { editorChoices, timeChips } from './editor-state';
import type { SectionProps } from './section-props';
import { useFreeTimes } from './use-free-times';

/**
 * Date and start time, with the free times of the chosen plan, place and therapist suggested.
 * `own` is the booking being changed: its own time is offered too.
 */
export function EditorWhen({ state: { form: f, errors }, dispatch, options: o, own }: SectionProps & { own: { date: number | null; start: number | null } | null }) {
  const { t } = useTranslation();
  const { step } = editorChoices(f, o);
  const ymd = ymdOf(f.date);
  const free = useFreeTimes({ planId: f.planId, placeId: f.placeId, therapistId: f.therapistId, date: ymd });
  const startValue = hhmmOfText(f.start);
  const ownStart = own && own.date === ymd && own.start !== null ? own.start : null;
  const chips = timeChips(free.times, ownStart);
  return (
    <section className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-5" aria-labelledby="editor-when">
      <h2 id="editor-when" className="text-lg font-semibold sm:col-span-2">{t('desk:editor.when')}</h2>
      <Field label={t('desk:editor.date')} error={errors.date} hint={t('desk:editor.dateHint', { from: isoOf(o.window.from), to: isoOf(o.window.to) })}>
        {(id, d) => (
          <input id={id} type="date" name="date" className={INPUT} value={f.date} min={isoOf(o.window.from)} max={isoOf(o.window.to)} aria-describedby={d} aria-invalid={!!errors.date} onChange={(e) => dispatch({ type: 'set', field: 'date', value: e.target.value })} />
        )}
      </Field>
      <Field label={t('desk:editor.start')} error={errors.start} hint={t('desk:editor.startHint', { minutes: step })}>
        {(id, d) => (
          <input id={id} type="time" name="start" className={INPUT} value={f.start} step={step * 60} aria-describedby={d} aria-invalid={!!errors.start} onChange={(e) => dispatch({ type: 'set', field: 'start', value: e.target.value })} />
        )}
      </Field>
      <div className="sm:col-span-2" data-testid="free-times">
        <h3 className="text-sm font-medium">{ymd ? t('desk:editor.freeTitle', { date: dateLabel(t, ymd) }) : t('desk:editor.freeTitleNoDate')}</h3>
        <div aria-live="polite" className="mt-2 text-sm">
          {free.status === 'incomplete' && <p className="text-stone-600 dark:text-stone-400">{t('desk:editor.freeIncomplete')}</p>}
          {free.status === 'loading' && <p>{t('ui.loading')}</p>}
          {free.status === 'failed' && <p>{t('desk:editor.freeFailed')}</p>}
          {free.status === 'ready' && chips.length === 0 && <p data-testid="free-none">{t('desk:editor.freeNone')}</p>}
          {free.status === 'ready' && chips.length > 0 && (
            <ul className="flex flex-wrap gap-1.5">
              {chips.map((time) => (
                <li key={time}>
                  <button
                    type="button"
                    className={`min-h-9 rounded-full border px-3 text-sm tabular-nums ${startValue === time ? 'border-emerald-800 bg-emerald-800 text-white dark:border-emerald-500 dark:bg-emerald-700' : 'border-stone-300 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800'}`}
                    aria-pressed={startValue === time}
                    data-testid="free-time"
                    data-time={time}
                    onClick={() => dispatch({ type: 'set', field: 'start', value: clockText(time) })}
                  >
                    {clockText(time)}
                    {time === ownStart && !free.times.includes(time) && <span className="ml-1 text-xs">({t('desk:editor.current')})</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
