import type { TFunction } from 'i18next';
import { weekday } from '../../../common/clinic-time';
import { enumLabelKey, isEnumValue } from '../../../common/enum-labels';
import { clockText, isoOf } from './schedule-model';

/** "2026-11-22 (Sun)" in the screen's language. */
export function dateLabel(t: TFunction, ymd: number): string {
  return t('desk:date.withWeekday', { date: isoOf(ymd), weekday: t(`desk:weekday.${weekday(ymd)}`) });
}

/**
 * The name of a schedule entry kind: the entry types' one label (common:enum.scheduleEntry), or the
 * schedule's own kinds that are not entries (HOLIDAY: a public or place holiday; CLOSED: outside hours).
 */
export function entryKindLabel(t: TFunction, kind: string): string {
  return isEnumValue('scheduleEntry', kind) ? t(enumLabelKey('scheduleEntry', kind)) : t(`desk:entry.${kind}`);
}

/** "10:00–11:00". */
export function spanLabel(start: number, end: number): string {
  return `${clockText(start)}–${clockText(end)}`;
}

/** A member as staff recognise them: full name (nickname), else the nickname, else the phone. */
export function memberLabel(m: { name: string | null; nickname: string | null; phone: string | null }): string {
  if (m.name) return m.nickname && m.nickname !== m.name ? `${m.name} (${m.nickname})` : m.name;
  return m.nickname ?? m.phone ?? '—';
}

/** Tailwind classes of a booking by state: a light fill and a strong left edge (the state is also written out). */
export const STATUS_STYLE: Record<string, string> = {
  WAIT: 'border-amber-500 bg-amber-100 dark:bg-amber-950',
  CONFIRM: 'border-sky-500 bg-sky-100 dark:bg-sky-950',
  ACCEPT: 'border-emerald-600 bg-emerald-100 dark:bg-emerald-950',
  ATTEND: 'border-indigo-500 bg-indigo-100 dark:bg-indigo-950',
  MISS: 'border-rose-500 bg-rose-100 dark:bg-rose-950',
  DONE: 'border-stone-500 bg-stone-200 dark:bg-stone-800',
  REJECT: 'border-dashed border-stone-400 bg-white dark:bg-stone-900',
  CANCEL: 'border-dashed border-stone-400 bg-white dark:bg-stone-900',
};

const STRIPES = 'bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgba(0,0,0,0.07)_6px_12px)] dark:bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgba(255,255,255,0.08)_6px_12px)]';

/** Tailwind classes of schedule entries and holidays: each kind its own colour and edge, closures striped. */
export const ENTRY_STYLE: Record<string, string> = {
  HOLIDAY: `border-red-400 bg-red-50 dark:bg-red-950 ${STRIPES}`,
  PLACE_HOLIDAY: `border-red-400 bg-red-50 dark:bg-red-950 ${STRIPES}`,
  PLACE_OPEN: 'border-dashed border-teal-500 bg-teal-50 dark:bg-teal-950',
  PLACE_RESERVED: `border-orange-400 bg-orange-50 dark:bg-orange-950 ${STRIPES}`,
  ROOM_RESERVED: `border-violet-400 bg-violet-100 dark:bg-violet-950 ${STRIPES}`,
  STAFF_HOLIDAY: `border-pink-400 bg-pink-100 dark:bg-pink-950 ${STRIPES}`,
  STAFF_OPEN: 'border-dashed border-lime-600 bg-lime-50 dark:bg-lime-950',
  STAFF_RESERVED: `border-yellow-500 bg-yellow-100 dark:bg-yellow-950 ${STRIPES}`,
  CLOSED: `border-stone-300 bg-stone-100 dark:border-stone-700 dark:bg-stone-800 ${STRIPES}`,
};
