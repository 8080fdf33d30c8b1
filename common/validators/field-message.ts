import { z } from 'zod';

/**
 * Which message a form field shows (issue 9): an empty field asks for the value — "Please enter
 * your {{field}}" for text, "Please choose your {{field}}" for a choice — and only a value that is
 * there but wrong gets the spec §5 generic "Please enter the correct {{field}}" (or the field's own
 * message). The shared schemas give every field this rule through `fieldMessage`, so the forms, the
 * /api handlers and the server's 400 all name the same key.
 */
export const FORM_REQUIRED = 'form.required';
export const FORM_REQUIRED_CHOICE = 'form.requiredChoice';
export const FORM_INVALID = 'form.invalid';

export type FieldKind = 'text' | 'choice';

/** Nothing given: undefined, null, or a string of spaces. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The one mapping from a failed check to its message key: blank → the "required" key of the field's
 * kind (or `required`), anything else → `invalid` (default the generic form.invalid).
 */
export function fieldMessage(opts: { kind?: FieldKind; invalid?: string; required?: string } = {}) {
  const required = opts.required ?? (opts.kind === 'choice' ? FORM_REQUIRED_CHOICE : FORM_REQUIRED);
  const invalid = opts.invalid ?? FORM_INVALID;
  return (issue: { input?: unknown }): string => (isBlank(issue.input) ? required : invalid);
}

/** A text field people must fill in: trimmed, at most `max` characters. */
export function requiredText(max: number, opts: { invalid?: string; required?: string } = {}) {
  return z.string({ error: fieldMessage(opts) }).trim().min(1).max(max);
}

/** A choice people must make (a select or radio group) among `values`. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: fieldMessage({ kind: 'choice' }) });
}
