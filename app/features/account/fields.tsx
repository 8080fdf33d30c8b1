import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '../../../common/validators/password';
import type { FieldErrors } from './form';

export const inputClass =
  'block w-full min-h-11 rounded-xl border border-stone-300 bg-white px-3.5 py-2 text-base text-stone-900 placeholder:text-stone-500 ' +
  'focus:border-emerald-700 focus:outline-2 focus:outline-offset-0 focus:outline-emerald-600/40 disabled:opacity-60 ' +
  'aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100 dark:placeholder:text-stone-400 ' +
  'dark:focus:border-emerald-400 dark:aria-[invalid=true]:border-red-400';
export const labelClass = 'mb-1.5 block text-sm font-medium text-stone-800 dark:text-stone-200';

/** "{{field}}" of form.invalid: the field's name, in running text (lower case in English). */
export function useFieldName() {
  const { t, i18n } = useTranslation();
  return (name: string) => {
    const label = t(`account:field.${name}`);
    return i18n.language === 'en' && !/^[A-Z]{2}/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  };
}

export function ErrorText({ id, name, error }: { id: string; name: string; error?: { key: string; params?: Record<string, unknown> } }) {
  const { t } = useTranslation();
  const fieldName = useFieldName();
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300" data-field-error={name}>
      {t(error.key, { field: fieldName(name), ...error.params })}
    </p>
  );
}

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control with its hint and error (every input has a <label>). */
export function Field(props: {
  name: string;
  label: ReactNode;
  errors: FieldErrors;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  /** The error of another key shown here (the password form's "identifier"). */
  errorName?: string;
  children: (p: ControlProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const id = `${uid}-${props.name}`;
  const errName = props.errorName ?? props.name;
  const error = props.errors[errName];
  const describedBy = [props.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={props.className}>
      <label htmlFor={id} className={labelClass}>
        {props.label}
        {props.optional && <> <span className="font-normal text-stone-600 dark:text-stone-400">({t('account:optional')})</span></>}
      </label>
      {props.children({ id, name: props.name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600 dark:text-stone-400">{props.hint}</p>
      )}
      <ErrorText id={`${id}-error`} name={errName} error={error} />
    </div>
  );
}

/** A checkbox with its label to the right and its error below. */
export function CheckboxField(props: { name: string; checked: boolean; onChange: (v: boolean) => void; errors?: FieldErrors; children: ReactNode; testId?: string }) {
  const uid = useId();
  const id = `${uid}-${props.name}`;
  const error = props.errors?.[props.name];
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={props.name}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700 dark:accent-emerald-500"
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={props.testId}
        />
        <label htmlFor={id} className="text-sm leading-6">{props.children}</label>
      </div>
      <ErrorText id={`${id}-error`} name={props.name} error={error} />
    </div>
  );
}

/** A group of radio buttons in a fieldset with a legend. */
export function RadioGroup<V extends string>(props: {
  name: string;
  legend: ReactNode;
  value: V | '';
  options: readonly { value: V; label: ReactNode }[];
  onChange: (v: V) => void;
  errors: FieldErrors;
  className?: string;
}) {
  const uid = useId();
  const error = props.errors[props.name];
  const errId = `${uid}-${props.name}-error`;
  return (
    <fieldset className={props.className} aria-describedby={error ? errId : undefined}>
      <legend id={`${uid}-${props.name}-legend`} className={labelClass}>
        {props.legend}
      </legend>
      {/* The group carries the error (radios cannot); a form focuses it when it is the first invalid field. */}
      <div role="radiogroup" aria-labelledby={`${uid}-${props.name}-legend`} aria-invalid={error ? true : undefined} tabIndex={-1} className="flex flex-wrap gap-2">
        {props.options.map((o) => (
          <label
            key={o.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 px-3.5 py-2 text-sm has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600 dark:border-stone-600 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950"
          >
            <input
              type="radio"
              name={`${uid}-${props.name}`}
              value={o.value}
              checked={props.value === o.value}
              onChange={() => props.onChange(o.value)}
              className="h-4 w-4 accent-emerald-700 dark:accent-emerald-500"
            />
            {o.label}
          </label>
        ))}
      </div>
      <ErrorText id={errId} name={props.name} error={error} />
    </fieldset>
  );
}

export function SubmitButton({ busy, children, className = '', testId }: { busy: boolean; children: ReactNode; className?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className={`btn btn-primary w-full ${className}`} aria-busy={busy || undefined} disabled={busy} data-testid={testId}>
      {busy ? t('ui.loading') : children}
    </button>
  );
}

/** A titled block of a form or page. */
export function FormSection({ title, children, id, className = '' }: { title: ReactNode; children: ReactNode; id?: string; className?: string }) {
  return (
    <section aria-labelledby={id ? `${id}-title` : undefined} className={className}>
      <h2 id={id ? `${id}-title` : undefined} className="mb-4 text-lg font-semibold text-emerald-950 dark:text-emerald-100">{title}</h2>
      {children}
    </section>
  );
}

/** A password input with its label, hint and error. */
export function PasswordField(p: { name: string; label: ReactNode; hint?: ReactNode; errors: FieldErrors; value: string; onChange: (v: string) => void; autoComplete: string; testId: string }) {
  return (
    <Field name={p.name} label={p.label} hint={p.hint} errors={p.errors}>
      {(c) => <input {...c} type="password" autoComplete={p.autoComplete} maxLength={PASSWORD_MAX} className={inputClass} value={p.value} onChange={(e) => p.onChange(e.target.value)} data-testid={p.testId} />}
    </Field>
  );
}
