import type { TFunction } from 'i18next';
import { WEEKDAY_KEYS, type ServiceHours, type WeekdayKey } from '../../../common/booking-setup-rules';
import type { HoursPeriod } from '../../../common/opening-hours';
import { isoFromYmd, textFromHhmm, weekday } from '../../../common/clinic-time';
import { enumLabelKey, type LABELLED_ENUMS } from '../../../common/enum-labels';
import { pickText, type LocalizedText, type Lng } from '../../../common/i18n-config';

/** Weekdays in a clinic's display order: Monday first, Sunday last. */
export const WEEK_ORDER: readonly WeekdayKey[] = ['1', '2', '3', '4', '5', '6', '0'];

type Period = HoursPeriod;
/** "09:00–13:00, 14:00–20:00". */
export function periodsText(periods: readonly Period[]): string {
  return periods.map((p) => `${textFromHhmm(p.start)}–${textFromHhmm(p.end)}`).join(', ');
}

/** The service hours in lines a person reads: one for DAILY and FULL, one per weekday for WEEKLY. */
export function serviceHoursLines(t: TFunction, hours: ServiceHours): string[] {
  if (hours.mode === 'FULL') return [t('schedule:hours.fullSummary')];
  if (hours.mode === 'DAILY') return [t('schedule:hours.dailySummary', { periods: periodsText(hours.daily ?? []) })];
  return WEEK_ORDER.map((d) => {
    const periods = hours.weekly?.[d] ?? [];
    return `${t(`schedule:weekday.${d}`)}: ${periods.length ? periodsText(periods) : t('schedule:hours.closed')}`;
  });
}

/** "2026-05-01 (Fri)" in the screen's language. */
export function dateText(t: TFunction, ymd: number): string {
  return `${isoFromYmd(ymd)} (${t(`schedule:weekdayShort.${weekday(ymd)}`)})`;
}

/** An entry's time: "09:00–12:00" or "Whole day". */
export function entryTimeText(t: TFunction, e: { start: number | null; end: number | null }): string {
  return e.start === null || e.end === null ? t('schedule:entries.wholeDay') : `${textFromHhmm(e.start)}–${textFromHhmm(e.end)}`;
}

export { WEEKDAY_KEYS };

/** A select's options from one of the labelled enums (plan kinds, case types, entry types). */
export function enumOptions<N extends keyof typeof LABELLED_ENUMS>(t: TFunction, name: N, values: readonly (typeof LABELLED_ENUMS)[N][number][]) {
  return values.map((v) => ({ value: v, label: t(enumLabelKey(name, v)) }));
}

/** A select's options from named rows (places, staff, services) in the screen's language. */
export function namedOptions(rows: readonly { id: number; name: Partial<LocalizedText> }[], lng: Lng) {
  return rows.map((r) => ({ value: r.id, label: pickText(r.name, lng) }));
}
