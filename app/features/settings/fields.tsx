import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type LocalizedText, type Lng } from '../../../common/i18n-config';

import type { FieldErrors } from '../../components/form/form-errors';
export { serverFieldErrors, showFailure, toFieldErrors, type FieldErrors } from '../../components/form/form-errors';

export const inputClass =
  'mt-1 w-full rounded-lg border bg-white px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:bg-stone-900 aria-[invalid=true]:border-red-600 border-stone-300 dark:border-stone-700 disabled:bg-stone-100 dark:disabled:bg-stone-800';

/** The translated message of one field error, naming the field. */
export function useErrorText() {
  const { t } = useTranslation('types');
  return (key: string | undefined, label: string) => (key ? t(key, { ns: 'common', field: label }) : undefined);
}

/** A labelled input with its hint and error (aria-describedby both). */
export function TextField(
  p: { label: string; hint?: ReactNode; error?: string; name: string; multiline?: boolean; value: string; onChange: (v: string) => void } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange' | 'name'
  >,
) {
  const { label, hint, error, name, multiline, value, onChange, ...rest } = p;
  const id = useId();
  const errorText = useErrorText()(error, label);
  const describedBy = [hint ? `${id}-hint` : '', errorText ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          className={`${inputClass} min-h-20`}
          value={value}
          aria-invalid={errorText ? 'true' : undefined}
          aria-describedby={describedBy}
          disabled={rest.disabled}
          maxLength={rest.maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          name={name}
          className={inputClass}
          value={value}
          aria-invalid={errorText ? 'true' : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          {...rest}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      {errorText && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {errorText}
        </p>
      )}
    </div>
  );
}

/** One text in the three languages: a group of three labelled inputs (errors at "<name>.<lng>"). */
export function LocalizedFields(p: {
  label: string;
  name: string;
  value: LocalizedText;
  errors: FieldErrors;
  onChange: (v: LocalizedText) => void;
  multiline?: boolean;
  maxLength?: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation('types');
  return (
    <fieldset className="rounded-xl border border-stone-200 p-3 dark:border-stone-800">
      <legend className="px-1 text-sm font-semibold">{p.label}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {LANGUAGES.map((lng: Lng) => (
          <TextField
            key={lng}
            name={`${p.name}.${lng}`}
            label={t('types:inLanguage', { label: p.label, language: LANGUAGE_NAMES[lng] })}
            lang={lng}
            value={p.value[lng] ?? ''}
            error={p.errors[`${p.name}.${lng}`] ?? p.errors[p.name]}
            multiline={p.multiline}
            maxLength={p.maxLength}
            disabled={p.disabled}
            onChange={(v) => p.onChange({ ...p.value, [lng]: v })}
          />
        ))}
      </div>
    </fieldset>
  );
}
