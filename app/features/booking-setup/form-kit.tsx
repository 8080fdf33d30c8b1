import { useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type LocalizedText, type Lng } from '../../../common/i18n-config';
import { apiFetch } from '../errors/api-client';

/**
 * The small form kit of the booking-setup screens: labelled inputs that show their error (a
 * translation key naming the field) and tie hint and error to the input with aria-describedby.
 */

export { serverFieldErrors, showFailure, toFieldErrors, type FieldErrors } from '../../components/form/form-errors';
import { serverFieldErrors, showFailure, toFieldErrors, type FieldErrors } from '../../components/form/form-errors';

/**
 * A form's errors and submit: `submit(body, check, send)` checks with the shared schema (errors
 * beside the fields, focus on the first), then sends; server field errors come back the same way.
 */
export function useSetupForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [params, setParams] = useState<Record<string, unknown>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const show = (errs: FieldErrors, p: Record<string, unknown> = {}) => {
    setErrors(errs);
    setParams(p);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  /** Clears the errors of a field and of everything under it. */
  const clear = (field: string) =>
    setErrors((e) => {
      const keys = Object.keys(e).filter((k) => k === field || k.startsWith(`${field}.`) || field.startsWith(`${k}.`));
      if (!keys.length) return e;
      return Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k)));
    });
  async function submit<T>(
    parsed: { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } },
    send: (data: T) => Promise<void>,
  ): Promise<void> {
    if (busy) return;
    if (!parsed.success) return show(toFieldErrors(parsed.error.issues));
    setBusy(true);
    try {
      await send(parsed.data);
      setErrors({});
    } catch (err) {
      const inline = serverFieldErrors(err);
      if (inline) show(inline.errors, inline.params);
      else showFailure(err);
    } finally {
      setBusy(false);
    }
  }
  return { errors, params, busy, formRef, clear, submit };
}

/** JSON to the back-office API without the shared popup (the forms show failures themselves). */
export function sendJson<T>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown): Promise<T> {
  return apiFetch<T>(path, { method, body, silent: true });
}

export const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 aria-[invalid=true]:border-red-600 disabled:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:disabled:bg-stone-800';

/** The translated message of one field error, naming the field. */
export function useErrorText() {
  const { t } = useTranslation('schedule');
  return (key: string | undefined, label: string, params: Record<string, unknown> = {}) => (key ? t(key, { ...params, ns: 'schedule', field: label }) : undefined);
}

function Help({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}
const describedBy = (id: string, hint?: ReactNode, error?: string) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A labelled text input (or textarea) with hint and error. `error` is already translated. */
export function TextInput(
  p: {
    label: string;
    /** Read out before the visible label (e.g. which day and period a "From" field belongs to). */
    srPrefix?: string;
    hint?: ReactNode;
    error?: string;
    name: string;
    multiline?: boolean;
    value: string;
    onChange: (v: string) => void;
  } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange' | 'name'
  >,
) {
  const { label, srPrefix, hint, error, name, multiline, value, onChange, className, ...rest } = p;
  const id = useId();
  const common = { id, name, value, 'aria-invalid': error ? ('true' as const) : undefined, 'aria-describedby': describedBy(id, hint, error) };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {srPrefix && <span className="sr-only">{srPrefix} </span>}
        {label}
      </label>
      {multiline ? (
        <textarea {...common} className={`${inputClass} min-h-20`} disabled={rest.disabled} maxLength={rest.maxLength} lang={rest.lang} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} className={`${inputClass} ${className ?? ''}`} onChange={(e) => onChange(e.target.value)} {...rest} />
      )}
      <Help id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled select with hint and error. */
export function SelectInput(
  p: { label: string; hint?: ReactNode; error?: string; name: string; value: string; onChange: (v: string) => void; children: ReactNode } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'value' | 'onChange' | 'name' | 'children'
  >,
) {
  const { label, hint, error, name, value, onChange, children, ...rest } = p;
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={inputClass}
        value={value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      >
        {children}
      </select>
      <Help id={id} hint={hint} error={error} />
    </div>
  );
}

/** A checkbox with its label, hint and error. */
export function CheckboxInput(p: { label: string; name: string; checked: boolean; onChange: (v: boolean) => void; hint?: ReactNode; error?: string; disabled?: boolean }) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          name={p.name}
          className="h-5 w-5 shrink-0 accent-emerald-700"
          checked={p.checked}
          disabled={p.disabled}
          aria-invalid={p.error ? 'true' : undefined}
          aria-describedby={describedBy(id, p.hint, p.error)}
          onChange={(e) => p.onChange(e.target.checked)}
        />
        <label htmlFor={id} className="text-sm font-medium">
          {p.label}
        </label>
      </div>
      <Help id={id} hint={p.hint} error={p.error} />
    </div>
  );
}

/** A multi-select as a group of checkboxes (keyboard and screen-reader friendly, fine at 360 px). */
export function CheckboxGroup(p: {
  legend: string;
  name: string;
  options: { value: number; label: string; hint?: string; group?: string }[];
  values: number[];
  onChange: (v: number[]) => void;
  hint?: ReactNode;
  error?: string;
  emptyText: string;
}) {
  const id = useId();
  const groups = [...new Set(p.options.map((o) => o.group ?? ''))];
  const toggle = (value: number, on: boolean) => p.onChange(on ? [...p.values, value] : p.values.filter((v) => v !== value));
  return (
    <fieldset className="rounded-xl border border-stone-200 p-3 dark:border-stone-800" aria-describedby={describedBy(id, p.hint, p.error)} data-field={p.name}>
      <legend className="px-1 text-sm font-semibold">{p.legend}</legend>
      {p.options.length === 0 && <p className="text-sm text-stone-600 dark:text-stone-400">{p.emptyText}</p>}
      {groups.map((g) => (
        <div key={g} className="mt-1">
          {g && <p className="mb-1 text-xs font-semibold text-stone-600 dark:text-stone-400">{g}</p>}
          <div className="grid gap-2 sm:grid-cols-2">
            {p.options
              .filter((o) => (o.group ?? '') === g)
              .map((o, i) => (
                <label key={o.value} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={p.name}
                    value={o.value}
                    className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700"
                    checked={p.values.includes(o.value)}
                    aria-invalid={p.error && i === 0 && g === groups[0] ? 'true' : undefined}
                    onChange={(e) => toggle(o.value, e.target.checked)}
                  />
                  <span>
                    {o.label}
                    {o.hint && <span className="block text-xs text-stone-600 dark:text-stone-400">{o.hint}</span>}
                  </span>
                </label>
              ))}
          </div>
        </div>
      ))}
      <Help id={id} hint={p.hint} error={p.error} />
    </fieldset>
  );
}

/** One text in the three languages: three labelled inputs (errors at "<name>.<lng>"). */
export function LocalizedInputs(p: {
  label: string;
  name: string;
  value: LocalizedText;
  errors: FieldErrors;
  onChange: (v: LocalizedText) => void;
  multiline?: boolean;
  maxLength?: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation('schedule');
  const errorText = useErrorText();
  return (
    <fieldset className="rounded-xl border border-stone-200 p-3 dark:border-stone-800">
      <legend className="px-1 text-sm font-semibold">{p.label}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {LANGUAGES.map((lng: Lng) => {
          const label = t('schedule:form.inLanguage', { label: p.label, language: LANGUAGE_NAMES[lng] });
          return (
            <TextInput
              key={lng}
              name={`${p.name}.${lng}`}
              label={label}
              lang={lng}
              value={p.value[lng] ?? ''}
              error={errorText(p.errors[`${p.name}.${lng}`] ?? p.errors[p.name], label)}
              multiline={p.multiline}
              maxLength={p.maxLength}
              disabled={p.disabled}
              onChange={(v) => p.onChange({ ...p.value, [lng]: v })}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/** Cancel and save buttons at the end of a form. */
export function FormButtons({ busy, onCancel }: { busy: boolean; onCancel?: () => void }) {
  const { t } = useTranslation('schedule');
  return (
    <div className="flex flex-wrap justify-end gap-2 pt-2">
      {onCancel && (
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('schedule:action.cancel')}
        </button>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('schedule:action.saving') : t('schedule:action.save')}
      </button>
    </div>
  );
}

export const EMPTY_TEXT: LocalizedText = { 'zh-HK': '', 'zh-CN': '', en: '' };
