import { useContext, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type LocalizedText, type Lng } from '../../../common/i18n-config';
import { centsFromText, selectionError, toggleValue, hhmmFromInput, inputFromHhmm, inputFromYmd, numberFromText, textFromCents, textFromNumber, ymdFromInput } from './field-values';
import { FormContext, useErrorText, useFieldErrorKey, type FormApi } from './use-form';

/** The one input style of the back office. */
export const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 aria-[invalid=true]:border-red-600 disabled:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:disabled:bg-stone-800';

/** What every field has: a name (its error path), a label, a hint and an error. */
export interface FieldBase {
  name: string;
  label: string;
  /** Read out before the visible label (e.g. which day and period a "From" field belongs to). */
  srPrefix?: string;
  hint?: ReactNode;
  /** An error key of the field's own (otherwise the form's error at `name`). */
  error?: string;
  /** How the error names the field, when not by its label. */
  errorLabel?: string;
}

/** The ids and aria attributes a control inside a FieldShell takes. */
export interface ControlProps {
  id: string;
  'aria-invalid': 'true' | undefined;
  'aria-describedby': string | undefined;
}

/** The id of a FieldShell's label, for a control a `<label for>` cannot name (a rich-text editor: aria-labelledby). */
export const labelIdOf = (controlId: string) => `${controlId}-label`;

/**
 * A labelled slot for any control (a rich-text editor, an image picker, …): label, hint and
 * error, tied to the control by id, aria-describedby and aria-invalid.
 */
export function FieldShell(p: FieldBase & { children: (control: ControlProps) => ReactNode; inline?: boolean; errorFallback?: string }) {
  const id = useId();
  const errorText = useErrorText();
  const contextKey = useFieldErrorKey(p.name, p.errorFallback);
  const error = errorText(p.error ?? contextKey, p.errorLabel ?? p.label);
  const describedBy = [p.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = p.children({ id, 'aria-invalid': error ? 'true' : undefined, 'aria-describedby': describedBy });
  const label = (
    <label id={labelIdOf(id)} htmlFor={id} className={p.inline ? 'text-sm font-medium' : 'block text-sm font-medium'}>
      {p.srPrefix && <span className="sr-only">{p.srPrefix} </span>}
      {p.label}
    </label>
  );
  return (
    <div>
      {p.inline ? (
        <div className="flex items-center gap-2">
          {control}
          {label}
        </div>
      ) : (
        <>
          {label}
          {control}
        </>
      )}
      {p.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
          {p.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

type InputRest = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'id'> & { 'data-autofocus'?: boolean };

function Input(p: FieldBase & InputRest & { value: string; onText: (v: string) => void; multiline?: boolean; before?: ReactNode }) {
  const { name, label, srPrefix, hint, error, errorLabel, value, onText, multiline, before, className, ...rest } = p;
  return (
    <FieldShell name={name} label={label} srPrefix={srPrefix} hint={hint} error={error} errorLabel={errorLabel}>
      {(c) =>
        multiline ? (
          <textarea {...c} name={name} value={value} className={`${inputClass} min-h-20`} disabled={rest.disabled} maxLength={rest.maxLength} lang={rest.lang} onChange={(e) => onText(e.target.value)} />
        ) : before ? (
          <div className="relative">
            <span className="pointer-events-none absolute top-1/2 left-3 mt-0.5 -translate-y-1/2 text-stone-500" aria-hidden="true">
              {before}
            </span>
            <input {...c} name={name} value={value} className={`${inputClass} pl-12 ${className ?? ''}`} onChange={(e) => onText(e.target.value)} {...rest} />
          </div>
        ) : (
          <input {...c} name={name} value={value} className={`${inputClass} ${className ?? ''}`} onChange={(e) => onText(e.target.value)} {...rest} />
        )
      }
    </FieldShell>
  );
}

/** A labelled text input (or textarea). */
export function TextField(p: FieldBase & InputRest & { value: string; onChange: (v: string) => void; multiline?: boolean }) {
  const { onChange, ...rest } = p;
  return <Input {...rest} onText={onChange} />;
}

/**
 * The text a person is typing for a value the form holds as a number: kept while it reads as the
 * same value, replaced when the value changes from outside.
 */
function useTyped<T>(value: T, parse: (s: string) => T, format: (v: T) => string): [string, (s: string) => T] {
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!Object.is(parse(text), value)) setText(format(value));
  }
  return [
    text,
    (s) => {
      const v = parse(s);
      setText(s);
      setSeen(v);
      return v;
    },
  ];
}

/** A whole number; empty is `empty` (NaN unless given, so the schema names the field). */
export function NumberField(p: FieldBase & Omit<InputRest, 'type'> & { value: number; onChange: (v: number) => void; empty?: number }) {
  const { value, onChange, empty, ...rest } = p;
  const [text, type] = useTyped(value, (s) => numberFromText(s, empty), textFromNumber);
  return <Input type="number" inputMode="numeric" {...rest} value={text} onText={(s) => onChange(type(s))} />;
}

/** An amount of money: integer cents in the value, HK$ dollars in the input. */
export function MoneyField(p: FieldBase & Omit<InputRest, 'type'> & { value: number; onChange: (cents: number) => void }) {
  const { value, onChange, ...rest } = p;
  const [text, type] = useTyped(value, centsFromText, textFromCents);
  return <Input inputMode="decimal" autoComplete="off" {...rest} before="HK$" value={text} onText={(s) => onChange(type(s))} />;
}

/** A clinic date: YYYYMMDD in the value (NaN when empty), the browser's date picker in the input. */
export function DateField(p: FieldBase & Omit<InputRest, 'type'> & { value: number; onChange: (ymd: number) => void }) {
  const { value, onChange, ...rest } = p;
  return <Input type="date" {...rest} value={inputFromYmd(value)} onText={(s) => onChange(ymdFromInput(s))} />;
}

/** A clinic time typed as HH:mm: HHmm in the value (null when empty, NaN when unreadable). */
export function TimeField(p: FieldBase & Omit<InputRest, 'type'> & { value: number | null; onChange: (hhmm: number | null) => void }) {
  const { value, onChange, ...rest } = p;
  const [text, type] = useTyped(value, hhmmFromInput, inputFromHhmm);
  return <Input inputMode="numeric" autoComplete="off" maxLength={5} {...rest} value={text} onText={(s) => onChange(type(s))} />;
}

/** One choice of a select. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/** A labelled select: its `options` (after an empty `placeholder` choice, if given) or its children. */
export function SelectField(
  p: FieldBase &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'name' | 'id'> & {
      value: string;
      onChange: (v: string) => void;
      options?: readonly SelectOption[];
      placeholder?: string;
      'data-autofocus'?: boolean;
    },
) {
  const { name, label, srPrefix, hint, error, errorLabel, value, onChange, options, placeholder, children, ...rest } = p;
  return (
    <FieldShell name={name} label={label} srPrefix={srPrefix} hint={hint} error={error} errorLabel={errorLabel}>
      {(c) => (
        <select {...c} name={name} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** A checkbox with its label, hint and error. */
export function ToggleField(p: FieldBase & { checked: boolean; onChange: (v: boolean) => void; disabled?: boolean }) {
  const { name, checked, onChange, disabled, ...shell } = p;
  return (
    <FieldShell name={name} {...shell} inline>
      {(c) => <input {...c} type="checkbox" name={name} className="h-5 w-5 shrink-0 accent-emerald-700" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />}
    </FieldShell>
  );
}

/**
 * One text in the three languages side by side (errors at "<name>.<lng>" or "<name>"), with a
 * mark per language saying whether it is filled in.
 */
export function LocalizedField(p: {
  name: string;
  label: string;
  value: LocalizedText;
  onChange: (v: LocalizedText) => void;
  multiline?: boolean;
  maxLength?: number;
  disabled?: boolean;
  /** The label of one language's input (default "<label> (<language>)"). */
  languageLabel?: (lng: Lng) => string;
}) {
  const { t } = useTranslation();
  const errors = useContext(FormContext)?.errors ?? {};
  return (
    <fieldset className="rounded-xl border border-stone-200 p-3 dark:border-stone-800" data-field={p.name}>
      <legend className="px-1 text-sm font-semibold">{p.label}</legend>
      <p className="mb-1 flex flex-wrap gap-x-3 text-xs text-stone-600 dark:text-stone-400" data-testid="language-marks">
        {LANGUAGES.map((lng) => {
          const done = (p.value[lng] ?? '').trim() !== '';
          return (
            <span key={lng} data-lng={lng} data-filled={done}>
              <span aria-hidden="true" className={done ? 'text-emerald-700 dark:text-emerald-400' : ''}>
                {done ? '✓' : '○'}{' '}
              </span>
              {t(done ? 'form.languageFilled' : 'form.languageMissing', { language: LANGUAGE_NAMES[lng] })}
            </span>
          );
        })}
      </p>
      <div className="grid gap-3 md:grid-cols-3">
        {LANGUAGES.map((lng) => (
          <TextField
            key={lng}
            name={`${p.name}.${lng}`}
            label={p.languageLabel ? p.languageLabel(lng) : t('form.inLanguage', { label: p.label, language: LANGUAGE_NAMES[lng] })}
            lang={lng}
            value={p.value[lng] ?? ''}
            error={errors[`${p.name}.${lng}`] ?? errors[p.name]}
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

export interface ChoiceOption {
  value: number;
  label: string;
  hint?: string;
  /** Options with the same group are listed under it. */
  group?: string;
  disabled?: boolean;
  /** Short text at the end of the row (e.g. a role's code). */
  aside?: string;
  /** Extra attributes of the checkbox (e.g. data-role). */
  inputProps?: Record<string, string>;
}

/**
 * A multi-select as a group of checkboxes (keyboard and screen-reader friendly, fine at 360 px),
 * with optional limits: fewer than `min` or more than `max` shows the spec's selection message.
 */
export function MultiSelectField(p: {
  name: string;
  legend: string;
  options: ChoiceOption[];
  values: number[];
  onChange: (v: number[]) => void;
  hint?: ReactNode;
  error?: string;
  emptyText?: string;
  min?: number;
  max?: number;
  className?: string;
}) {
  const id = useId();
  const errorText = useErrorText();
  const contextKey = useFieldErrorKey(p.name);
  const { t } = useTranslation();
  const limit = p.max !== undefined && p.values.length > p.max ? selectionError(p.values.length, { max: p.max }) : undefined;
  const error = errorText(p.error ?? contextKey, p.legend) ?? (limit ? t(limit, { field: p.legend, max: p.max, min: p.min }) : undefined);
  const groups = [...new Set(p.options.map((o) => o.group ?? ''))];
  const describedBy = [p.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={p.className ?? 'rounded-xl border border-stone-200 p-3 dark:border-stone-800'} aria-describedby={describedBy} data-field={p.name}>
      <legend className="px-1 text-sm font-semibold">{p.legend}</legend>
      {p.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
          {p.hint}
        </p>
      )}
      {p.options.length === 0 && p.emptyText && <p className="text-sm text-stone-600 dark:text-stone-400">{p.emptyText}</p>}
      {groups.map((g) => (
        <div key={g} className="mt-1">
          {g && <p className="mb-1 text-xs font-semibold text-stone-600 dark:text-stone-400">{g}</p>}
          <div className="grid gap-2 sm:grid-cols-2">
            {p.options
              .filter((o) => (o.group ?? '') === g)
              .map((o, i) => (
                <label key={o.value} className={`flex items-start gap-2 text-sm ${o.disabled ? 'opacity-60' : ''}`}>
                  <input
                    type="checkbox"
                    name={p.name}
                    value={o.value}
                    className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700"
                    checked={p.values.includes(o.value)}
                    disabled={o.disabled}
                    aria-invalid={error && i === 0 && g === groups[0] ? 'true' : undefined}
                    onChange={(e) => p.onChange(toggleValue(p.values, o.value, e.target.checked))}
                    {...o.inputProps}
                  />
                  <span className="flex-1">
                    {o.label}
                    {o.hint && <span className="block text-xs text-stone-600 dark:text-stone-400">{o.hint}</span>}
                  </span>
                  {o.aside && <span className="font-mono text-xs text-stone-500">{o.aside}</span>}
                </label>
              ))}
          </div>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A form of the kit: no browser validation, the hook's submit, and its errors for the fields inside. */
export function Form(p: { form: Pick<FormApi, 'formRef' | 'submit' | 'context'>; testId?: string; className?: string; children: ReactNode }) {
  return (
    <FormContext.Provider value={p.form.context}>
      <form ref={p.form.formRef} noValidate onSubmit={(e) => void p.form.submit(e)} className={p.className ?? 'space-y-4'} data-testid={p.testId}>
        {p.children}
      </form>
    </FormContext.Provider>
  );
}

/** A titled card of a page form: a section named by its heading. */
export function FormSection(p: { id: string; title: ReactNode; className?: string; testId?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={p.id} className={p.className ?? 'card space-y-4 p-4 sm:p-5'} data-testid={p.testId}>
      <h2 id={p.id} className="text-lg font-semibold">
        {p.title}
      </h2>
      {p.children}
    </section>
  );
}

/** Cancel and save at the end of a form; save shows progress while busy. */
export function FormButtons(p: { busy: boolean; onCancel?: () => void; saveLabel?: string; saveTestId?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={p.className ?? 'flex flex-wrap justify-end gap-2 pt-2'}>
      {p.onCancel && (
        <button type="button" className="btn btn-ghost" onClick={p.onCancel}>
          {t('form.cancel')}
        </button>
      )}
      <button type="submit" className="btn btn-primary" disabled={p.busy} aria-busy={p.busy || undefined} data-testid={p.saveTestId}>
        {p.busy ? t('form.saving') : (p.saveLabel ?? t('form.save'))}
      </button>
    </div>
  );
}

/** The "unsaved changes" note beside a page form's buttons. */
export function UnsavedNote({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  return dirty ? <span className="text-sm text-stone-600 dark:text-stone-400">{t('form.unsaved')}</span> : null;
}
