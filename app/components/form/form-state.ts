import type { FieldErrors } from './form-errors';

/**
 * The state of one back-office form, held in one reducer: the values, the errors beside the
 * fields (message keys by field path), the parameters of a server's field error, whether a save
 * is under way and whether anything changed since it opened or was last saved.
 */
export interface FormState<V> {
  values: V;
  errors: FieldErrors;
  params: Record<string, unknown>;
  busy: boolean;
  dirty: boolean;
}

export type FormAction<V> =
  /** A change: merges `patch` into the values, clears the errors of `clear`, marks the form dirty. */
  | { type: 'change'; patch: Partial<V>; clear: readonly string[] }
  | { type: 'errors'; errors: FieldErrors; params?: Record<string, unknown> }
  | { type: 'busy'; busy: boolean }
  /** Saved: no errors, not dirty; `values` replaces the values when the server sent them back. */
  | { type: 'saved'; values?: V };

export function initialFormState<V>(values: V): FormState<V> {
  return { values, errors: {}, params: {}, busy: false, dirty: false };
}

/** The errors without those of `fields`, of anything under them ("name" → "name.en") and of what holds them ("serviceHours.daily.0.end" → "serviceHours"). */
export function clearErrors(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  const hit = (k: string) => fields.some((f) => k === f || k.startsWith(`${f}.`) || f.startsWith(`${k}.`));
  const keys = Object.keys(errors);
  if (!keys.some(hit)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !hit(k)));
}

export function formReducer<V>(s: FormState<V>, a: FormAction<V>): FormState<V> {
  switch (a.type) {
    case 'change':
      return { ...s, values: { ...s.values, ...a.patch }, errors: clearErrors(s.errors, a.clear), dirty: true };
    case 'errors':
      return { ...s, errors: a.errors, params: a.params ?? {} };
    case 'busy':
      return { ...s, busy: a.busy };
    case 'saved':
      return { ...s, values: a.values ?? s.values, errors: {}, params: {}, dirty: false };
  }
}
