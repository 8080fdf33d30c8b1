import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIODS_PER_DAY_MAX, SERVICE_HOURS_MODES, WEEKDAY_KEYS, type ServiceHoursMode, type WeekdayKey } from '../../../common/booking-setup-rules';
import { TimeField, useErrorText, type FieldErrors } from '../../components/form';
import { WEEK_ORDER } from './labels';
import type { ServiceHours } from '../../../common/booking-setup-rules';

/** A period as edited: HHmm clinic times, null while empty (NaN when unreadable). */
export interface EditedPeriod {
  start: number | null;
  end: number | null;
}
/** The editor keeps both the daily and the weekly periods, so switching modes loses nothing. */
export interface HoursState {
  mode: ServiceHoursMode;
  daily: EditedPeriod[];
  weekly: Record<WeekdayKey, EditedPeriod[]>;
}

const toText = (ps: readonly { start: number; end: number }[] | undefined): EditedPeriod[] => (ps ?? []).map((p) => ({ start: p.start, end: p.end }));
/** An empty time becomes NaN so the schema names it. */
const toPeriods = (ps: EditedPeriod[]) => ps.map((p) => ({ start: p.start ?? Number.NaN, end: p.end ?? Number.NaN }));

/** The editor's state from what the place stores. */
export function hoursState(v: ServiceHours): HoursState {
  const weekly = Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, toText(v.weekly?.[d])])) as Record<WeekdayKey, EditedPeriod[]>;
  const daily = toText(v.daily);
  return { mode: v.mode, daily: daily.length ? daily : [{ start: 900, end: 1800 }], weekly };
}

/** What is sent for the editor's state: only the chosen mode's periods. */
export function hoursPayload(s: HoursState): unknown {
  if (s.mode === 'FULL') return { mode: 'FULL' };
  if (s.mode === 'DAILY') return { mode: 'DAILY', daily: toPeriods(s.daily) };
  return { mode: 'WEEKLY', weekly: Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, toPeriods(s.weekly[d])])) };
}

function PeriodsEditor(p: { title: string; path: string; periods: EditedPeriod[]; errors: FieldErrors; disabled: boolean; onChange: (v: EditedPeriod[]) => void; testId: string }) {
  const { t } = useTranslation('schedule');
  const errorText = useErrorText();
  const headingId = useId();
  const set = (i: number, patch: Partial<EditedPeriod>) => p.onChange(p.periods.map((x, k) => (k === i ? { ...x, ...patch } : x)));
  const dayError = errorText(p.errors[p.path], p.title);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 p-3 dark:border-stone-800" data-testid={p.testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold">
          {p.title}
        </h4>
        {!p.disabled && p.periods.length < PERIODS_PER_DAY_MAX && (
          <button
            type="button"
            className="link text-sm"
            onClick={() => p.onChange([...p.periods, { start: null, end: null }])}
            aria-label={t('schedule:hours.addPeriodFor', { day: p.title })}
          >
            {t('schedule:hours.addPeriod')}
          </button>
        )}
      </div>
      {p.periods.length === 0 && <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('schedule:hours.closed')}</p>}
      {dayError && (
        <p className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">
          {dayError}
        </p>
      )}
      <ol className="mt-2 space-y-3">
        {p.periods.map((period, i) => {
          const n = i + 1;
          return (
            <li key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2" data-testid="period">
              {(['start', 'end'] as const).map((end) => (
                <TimeField
                  key={end}
                  name={`${p.path}.${i}.${end}`}
                  label={t(end === 'start' ? 'schedule:hours.from' : 'schedule:hours.to')}
                  srPrefix={t('schedule:hours.periodOf', { day: p.title, n })}
                  value={period[end]}
                  placeholder={end === 'start' ? '09:00' : '18:00'}
                  disabled={p.disabled}
                  error={p.errors[`${p.path}.${i}.${end}`]}
                  errorLabel={t(end === 'start' ? 'schedule:hours.periodStart' : 'schedule:hours.periodEnd', { day: p.title, n })}
                  onChange={(v) => set(i, { [end]: v })}
                />
              ))}
              {!p.disabled && (
                <button
                  type="button"
                  className="btn btn-ghost mb-0.5 min-h-11 px-3"
                  onClick={() => p.onChange(p.periods.filter((_, k) => k !== i))}
                  aria-label={t('schedule:hours.removePeriod', { day: p.title, n })}
                >
                  {t('schedule:action.remove')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * Service hours (spec §3 modes): the same periods every day, periods per weekday (a weekday
 * without periods is closed), or open 24 hours. Times are typed as HH:mm; 24:00 ends at midnight.
 */
export function ServiceHoursEditor(p: { value: HoursState; errors: FieldErrors; disabled: boolean; onChange: (v: HoursState) => void }) {
  const { t } = useTranslation('schedule');
  const errorText = useErrorText();
  const name = useId();
  const modeError = errorText(p.errors['serviceHours.mode'] ?? p.errors.serviceHours, t('schedule:hours.mode'));
  const weekError = errorText(p.errors['serviceHours.weekly'], t('schedule:hours.title'));
  return (
    <fieldset className="space-y-3" data-testid="service-hours">
      <legend className="text-lg font-semibold">{t('schedule:hours.title')}</legend>
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('schedule:hours.hint')}</p>
      <div role="radiogroup" aria-label={t('schedule:hours.mode')} className="flex flex-wrap gap-x-6 gap-y-2">
        {SERVICE_HOURS_MODES.map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm font-medium">
            <input
              type="radio"
              name={`${name}-mode`}
              value={mode}
              className="h-5 w-5 accent-emerald-700"
              checked={p.value.mode === mode}
              disabled={p.disabled}
              onChange={() => p.onChange({ ...p.value, mode })}
            />
            {t(`schedule:hours.modes.${mode}`)}
          </label>
        ))}
      </div>
      {modeError && <p className="text-sm text-red-700 dark:text-red-400">{modeError}</p>}
      {p.value.mode === 'DAILY' && (
        <PeriodsEditor
          title={t('schedule:hours.everyDay')}
          path="serviceHours.daily"
          periods={p.value.daily}
          errors={p.errors}
          disabled={p.disabled}
          testId="hours-daily"
          onChange={(daily) => p.onChange({ ...p.value, daily })}
        />
      )}
      {p.value.mode === 'WEEKLY' && (
        <>
          {weekError && (
            <p className="text-sm text-red-700 dark:text-red-400" role="alert">
              {weekError}
            </p>
          )}
          <div className="grid gap-3 lg:grid-cols-2">
            {WEEK_ORDER.map((d) => (
              <PeriodsEditor
                key={d}
                title={t(`schedule:weekday.${d}`)}
                path={`serviceHours.weekly.${d}`}
                periods={p.value.weekly[d]}
                errors={p.errors}
                disabled={p.disabled}
                testId={`hours-day-${d}`}
                onChange={(periods) => p.onChange({ ...p.value, weekly: { ...p.value.weekly, [d]: periods } })}
              />
            ))}
          </div>
        </>
      )}
      {p.value.mode === 'FULL' && <p className="rounded-xl bg-emerald-50 p-3 text-sm dark:bg-emerald-950">{t('schedule:hours.fullSummary')}</p>}
    </fieldset>
  );
}
