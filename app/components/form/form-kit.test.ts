import { describe, expect, it } from 'vitest';
import {
  centsFromText,
  dollarsFromCents,
  hhmmFromInput,
  inputFromHhmm,
  inputFromYmd,
  numberFromText,
  selectionError,
  textFromCents,
  textFromNumber,
  toggleValue,
  ymdFromInput,
} from './field-values';
import { clearErrors, formReducer, initialFormState } from './form-state';
import { errorsArrived, languagesWithErrors } from './language-marks';

describe('money field: integer cents in the value, HK$ dollars in the input', () => {
  it('reads dollars with up to two decimals as cents', () => {
    expect(centsFromText('680')).toBe(68000);
    expect(centsFromText('680.5')).toBe(68050);
    expect(centsFromText(' 680.50 ')).toBe(68050);
    expect(centsFromText('0.05')).toBe(5);
    expect(centsFromText('.5')).toBe(50);
    expect(centsFromText('12.')).toBe(1200);
  });
  it('gives NaN for what is not an amount, so the schema names the field', () => {
    for (const bad of ['', '  ', '.', '-5', '1.234', 'abc', '1,000', '1e3']) expect(centsFromText(bad), bad).toBeNaN();
  });
  it('shows cents as dollars and converts them for the schemas', () => {
    expect(textFromCents(68050)).toBe('680.50');
    expect(textFromCents(0)).toBe('0.00');
    expect(textFromCents(Number.NaN)).toBe('');
    expect(dollarsFromCents(68050)).toBe(680.5);
    expect(dollarsFromCents(1999)).toBe(19.99);
    expect(dollarsFromCents(Number.NaN)).toBeNaN();
    for (const text of ['19.99', '0.01', '12345.67']) expect(centsFromText(textFromCents(centsFromText(text)))).toBe(centsFromText(text));
  });
});

describe('number field', () => {
  it('empty is NaN unless the field has a default', () => {
    expect(numberFromText('')).toBeNaN();
    expect(numberFromText(' ', 0)).toBe(0);
    expect(numberFromText('45')).toBe(45);
    expect(textFromNumber(45)).toBe('45');
    expect(textFromNumber(Number.NaN)).toBe('');
  });
});

describe('date and time fields in clinic time', () => {
  it('date input text ↔ YYYYMMDD', () => {
    expect(ymdFromInput('2026-05-01')).toBe(20260501);
    expect(ymdFromInput('')).toBeNaN();
    expect(inputFromYmd(20260501)).toBe('2026-05-01');
    expect(inputFromYmd(Number.NaN)).toBe('');
  });
  it('time text ↔ HHmm, empty is null and unreadable NaN', () => {
    expect(hhmmFromInput('9:30')).toBe(930);
    expect(hhmmFromInput('0930')).toBe(930);
    expect(hhmmFromInput('24:00')).toBe(2400);
    expect(hhmmFromInput('')).toBeNull();
    expect(hhmmFromInput('nine')).toBeNaN();
    expect(inputFromHhmm(930)).toBe('09:30');
    expect(inputFromHhmm(null)).toBe('');
    expect(inputFromHhmm(Number.NaN)).toBe('');
  });
});

describe('multi-select limits', () => {
  it('names "at least one" and "maximum exceeded"', () => {
    expect(selectionError(0, { min: 1 })).toBe('form.atLeastOne');
    expect(selectionError(1, { min: 1, max: 2 })).toBeUndefined();
    expect(selectionError(3, { min: 1, max: 2 })).toBe('form.maxExceeded');
    expect(selectionError(0, {})).toBeUndefined();
  });
  it('ticks and unticks without duplicates', () => {
    expect(toggleValue([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggleValue([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggleValue([1, 2], 1, false)).toEqual([2]);
  });
});

describe('form reducer: values, errors, busy and dirty', () => {
  const start = initialFormState({ name: 'a', qty: 1 });
  it('starts clean', () => {
    expect(start).toEqual({ values: { name: 'a', qty: 1 }, errors: {}, params: {}, busy: false, dirty: false });
  });
  it('a change marks the form dirty and clears the errors of the changed field only', () => {
    const withErrors = formReducer(start, { type: 'errors', errors: { name: 'x', qty: 'y' }, params: { code: 'A' } });
    const changed = formReducer(withErrors, { type: 'change', patch: { name: 'b' }, clear: ['name'] });
    expect(changed.values).toEqual({ name: 'b', qty: 1 });
    expect(changed.dirty).toBe(true);
    expect(changed.errors).toEqual({ qty: 'y' });
  });
  it('saving clears errors and dirty, and may take the values the server sent back', () => {
    const dirty = formReducer(start, { type: 'change', patch: { qty: 2 }, clear: ['qty'] });
    const busy = formReducer(dirty, { type: 'busy', busy: true });
    expect(busy.busy).toBe(true);
    const saved = formReducer(busy, { type: 'saved', values: { name: 'server', qty: 2 } });
    expect(saved).toMatchObject({ values: { name: 'server', qty: 2 }, errors: {}, dirty: false });
    expect(formReducer(dirty, { type: 'saved' }).values).toEqual({ name: 'a', qty: 2 });
  });
  it('clears errors under and above a field path', () => {
    const errors = { 'name.en': 'a', name: 'b', 'serviceHours': 'c', 'serviceHours.daily.0.end': 'd', phone: 'e' };
    expect(clearErrors(errors, ['name'])).toEqual({ serviceHours: 'c', 'serviceHours.daily.0.end': 'd', phone: 'e' });
    expect(clearErrors(errors, ['serviceHours.daily.0.end'])).toEqual({ 'name.en': 'a', name: 'b', phone: 'e' });
    expect(clearErrors(errors, ['other'])).toBe(errors);
  });
});

describe('language tabs: which languages hold an error', () => {
  it('finds the languages of the per-language fields, in tab order', () => {
    expect(languagesWithErrors({ 'content.en': 'x', 'title.zh-HK': 'y', slug: 'z' }, ['title', 'summary', 'content'])).toEqual(['zh-HK', 'en']);
    expect(languagesWithErrors({ 'seoTitle.zh-CN': 'x' }, ['title', 'seoTitle'])).toEqual(['zh-CN']);
    expect(languagesWithErrors({ 'items.0.en': 'x' }, ['items'])).toEqual([]);
    expect(languagesWithErrors({ 'title.en.extra': 'x' }, ['title'])).toEqual(['en']);
    expect(languagesWithErrors({ slug: 'x', 'titles.en': 'y' }, ['title'])).toEqual([]);
    expect(languagesWithErrors({}, ['title'])).toEqual([]);
  });
});

describe('language tabs: when new errors arrive', () => {
  it('is a refused save (new or the same errors again), not errors going away while typing', () => {
    expect(errorsArrived({}, { 'title.en': 'x' })).toBe(true);
    expect(errorsArrived({ 'title.en': 'x' }, { 'title.en': 'x' })).toBe(true);
    expect(errorsArrived({ 'title.en': 'x' }, { 'title.en': 'x', slug: 'y' })).toBe(true);
    expect(errorsArrived({ 'title.en': 'x', slug: 'y' }, { 'title.zh-HK': 'z' })).toBe(true);
    expect(errorsArrived({ 'title.en': 'x', slug: 'y' }, { slug: 'y' })).toBe(false);
    expect(errorsArrived({ 'title.en': 'x' }, {})).toBe(false);
  });
});
