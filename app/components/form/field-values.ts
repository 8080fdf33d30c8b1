import { hhmmFromText, isoFromYmd, textFromHhmm, ymdFromIso } from '../../../common/clinic-time';

/**
 * The pure conversions of the form kit's fields: what a person types ↔ the value a form holds.
 * A value that cannot be read is NaN, so the form's schema names the field.
 */

/** HK$ as typed ("680.5", "680.50", "680") → 68050 cents; empty, negative or more than two decimals → NaN. */
export function centsFromText(text: string): number {
  const m = /^\s*(\d*)(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!m || (m[1] === '' && !m[2])) return Number.NaN;
  return Number(m[1] || '0') * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
/** 68050 → "680.50"; NaN → "". */
export function textFromCents(cents: number): string {
  return Number.isFinite(cents) ? (cents / 100).toFixed(2) : '';
}
/** Cents → dollars as the schemas take them (68050 → 680.5); NaN stays NaN. */
export function dollarsFromCents(cents: number): number {
  return cents / 100;
}

/** A whole number as typed; empty → `empty` (NaN unless the field has a default, e.g. a sort order of 0). */
export function numberFromText(text: string, empty = Number.NaN): number {
  return text.trim() === '' ? empty : Number(text);
}
export function textFromNumber(n: number): string {
  return Number.isFinite(n) ? String(n) : '';
}

/** A date input's "2026-05-01" → the clinic date 20260501; empty or unreadable → NaN. */
export function ymdFromInput(text: string): number {
  return ymdFromIso(text);
}
/** 20260501 → "2026-05-01"; NaN → "". */
export function inputFromYmd(ymd: number): string {
  return Number.isFinite(ymd) ? isoFromYmd(ymd) : '';
}

/** A clinic time as typed ("9:30", "0930", "24:00") → 930 / 2400; empty → null; unreadable → NaN. */
export function hhmmFromInput(text: string): number | null {
  return hhmmFromText(text);
}
/** 930 → "09:30"; null or NaN → "". */
export function inputFromHhmm(hhmm: number | null): string {
  return hhmm === null || !Number.isFinite(hhmm) ? '' : textFromHhmm(hhmm);
}

/** A multi-select's limits (spec §5 selection limits): the message key when broken, else undefined. */
export function selectionError(count: number, limits: { min?: number; max?: number }): 'form.atLeastOne' | 'form.maxExceeded' | undefined {
  if (limits.min !== undefined && count < limits.min) return 'form.atLeastOne';
  if (limits.max !== undefined && count > limits.max) return 'form.maxExceeded';
  return undefined;
}

/** A multi-select's values after one option is ticked or unticked (order kept, no duplicates). */
export function toggleValue<T>(values: readonly T[], value: T, on: boolean): T[] {
  if (on) return values.includes(value) ? [...values] : [...values, value];
  return values.filter((v) => v !== value);
}

/**
 * A form's first values: for each field of the blank form, the row's own value when editing one
 * (null and undefined keep the blank's), else the blank's.
 */
export function rowValues<V extends object>(row: object | null | undefined, blank: V): V {
  if (!row) return blank;
  const r = row as Record<string, unknown>;
  return Object.fromEntries(Object.entries(blank).map(([k, v]) => [k, r[k] ?? v])) as V;
}
/** An optional id as a select holds it: 12 → "12", none → "". */
export function textFromId(id: number | null | undefined): string {
  return id ? String(id) : '';
}
/** A select's "12" → 12, "" → null (none chosen). */
export function idFromText(text: string): number | null {
  return text === '' ? null : Number(text);
}
