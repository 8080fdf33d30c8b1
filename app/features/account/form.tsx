import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { serverFieldErrors } from '../../components/form/form-errors';
import { apiFetch, showHttpError, type ApiOptions } from '../errors/api-client';
import { HttpError } from '../errors/http-error';
import { reportError } from '../errors/report-error';
import { alertBox } from '../overlays/dialogs';

/** One message per field: a translation key (spec §5 "form.invalid" etc.) and its parameters. */
export type FieldErrors = Record<string, { key: string; params?: Record<string, unknown> }>;

/**
 * Server error codes that belong to one field: shown under it instead of the popup when the form
 * has that field. Everything else goes through the spec §8 popup.
 */
const CODE_FIELDS: Record<string, string[]> = {
  OTP_INVALID: ['code'],
  OTP_EXPIRED: ['code'],
  OTP_TOO_MANY_TRIES: ['code'],
  PHONE_ALREADY_REGISTERED: ['phone'],
  PHONE_NOT_REGISTERED: ['phone'],
  PHONE_SAME: ['phone'],
  PHONE_INVALID: ['phone', 'identifier'],
  EMAIL_ALREADY_REGISTERED: ['email'],
  DOC_ALREADY_REGISTERED: ['docId'],
  DOC_ID_INVALID: ['docId'],
  UNDERAGE: ['birth'],
  REFERRER_INVALID: ['referrer'],
  REFERRER_NOT_FOUND: ['referrer'],
  PASSWORD_OLD_WRONG: ['oldPassword'],
  PASSWORD_SAME: ['password'],
  PASSWORD_WEAK: ['password'],
  BOT_CHECK_FAILED: ['altcha'],
  BOT_CHECK_EXPIRED: ['altcha'],
  BOT_CHECK_MISSING: ['altcha'],
};

/** Zod issues → the first message of each field. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const i of issues) {
    const name = String(i.path[0] ?? '');
    if (name && !out[name]) out[name] = { key: i.message };
  }
  return out;
}

/**
 * A refused request → field errors, limited to the fields the form shows: the server's validation
 * (the one mapping, serverFieldErrors, by the field's first path segment) or an error code that
 * belongs to one field (CODE_FIELDS).
 */
function accountFieldErrors(err: HttpError, known: ReadonlySet<string>): FieldErrors | null {
  if (err.body?.code === 'VALIDATION') {
    const errs: FieldErrors = {};
    for (const [path, key] of Object.entries(serverFieldErrors(err)?.errors ?? {})) {
      const name = path.split('.')[0]!;
      if (known.has(name) && !errs[name]) errs[name] = { key };
    }
    return Object.keys(errs).length ? errs : null;
  }
  const field = CODE_FIELDS[err.body?.code ?? '']?.find((f) => known.has(f));
  if (field && err.body?.message) return { [field]: { key: err.body.message, params: err.body.data } };
  return null;
}

/**
 * The state of one form: values (never cleared by an error), field errors (client-side zod first,
 * then the server's), a busy flag, and focus on the first invalid field.
 */
export function useForm<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrorsState] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busyRef = useRef(false);

  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((s) => ({ ...s, [key]: value }));
    setErrorsState((e) => {
      if (!(key in e)) return e;
      const { [key as string]: _removed, ...rest } = e;
      return rest;
    });
  }, []);

  const setErrors = useCallback((errs: FieldErrors) => {
    setErrorsState(errs);
    if (Object.keys(errs).length === 0) return;
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }, []);

  /** Adds or replaces some fields' messages, keeping the others. */
  const mergeErrors = useCallback(
    (errs: FieldErrors) => {
      setErrorsState((e) => ({ ...e, ...errs }));
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
    [],
  );
  const clearError = useCallback((name: string) => {
    setErrorsState((e) => {
      if (!(name in e)) return e;
      const { [name]: _removed, ...rest } = e;
      return rest;
    });
  }, []);

  /** After client-side validation: shows `errs` and answers false, or clears old messages and answers true. */
  const accept = (errs: FieldErrors): boolean => {
    if (Object.keys(errs).length) {
      setErrors(errs);
      return false;
    }
    setErrorsState({});
    return true;
  };

  /** Validates with a shared schema; returns the parsed value, or null after showing the errors. */
  function check<S extends z.ZodType>(schema: S, data: unknown): z.output<S> | null {
    const r = schema.safeParse(data);
    if (r.success) {
      setErrorsState({});
      return r.data;
    }
    setErrors(issuesToErrors(r.error.issues));
    return null;
  }

  /** Shows a failure under its field when it names one the form has, else as the spec §8 popup. */
  function fail(err: unknown) {
    if (err instanceof HttpError) {
      const inline = err.status === 400 || err.status === 409 || err.status === 412 || err.status === 429 ? accountFieldErrors(err, new Set(Object.keys(initial))) : null;
      if (inline) mergeErrors(inline);
      else void showHttpError(err);
      return;
    }
    void reportError('unhandled', err);
    void alertBox({ messageKey: 'error.unknown' }).catch(() => undefined);
  }

  /** An onSubmit handler: one submission at a time, failures shown by `fail`. */
  const submit = (fn: () => Promise<unknown>) => async (e?: FormEvent) => {
    e?.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      fail(err);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return { values, set, setValues, errors, setErrors, mergeErrors, clearError, accept, busy, formRef, check, fail, submit };
}
export type FormApi<T extends Record<string, unknown>> = ReturnType<typeof useForm<T>>;

/** A silent API call: the form decides how to show the failure. */
export function callApi<R>(path: string, opts: Omit<ApiOptions, 'silent'> = {}) {
  return apiFetch<R>(path, { ...opts, silent: true });
}

// ─── Presentation ──────────────────────────────────────────────────────────────────────────────
