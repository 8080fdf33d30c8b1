import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const INPUT =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-[15px] focus:border-emerald-700 focus:outline-2 focus:outline-emerald-600 disabled:bg-stone-100 disabled:text-stone-500 dark:border-stone-700 dark:bg-stone-950 dark:disabled:bg-stone-800';

/** The error text of a field: a translation key, filled with the field's label ("Please enter the correct {{field}}"). */
export function ErrorText({ id, error, label }: { id?: string; error?: string; label: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert" data-testid="field-error">
      {t(error, { field: label })}
    </p>
  );
}

/** A labelled control with an optional hint and error, tied together with aria-describedby. */
export function Field({ label, hint, error, children, className }: { label: string; hint?: string; error?: string; className?: string; children: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">{label}</label>
      {children(id, [hintId, errorId].filter(Boolean).join(' ') || undefined)}
      {hint && <p id={hintId} className="mt-1 text-xs text-stone-600 dark:text-stone-400">{hint}</p>}
      <ErrorText id={errorId} error={error} label={label} />
    </div>
  );
}

/** A group of checkboxes in a fieldset with its legend and error. */
export function CheckGroup<V extends string | number>(p: {
  legend: string;
  hint?: string;
  options: { value: V; label: string }[];
  selected: readonly V[];
  onChange: (next: V[]) => void;
  error?: string;
  disabled?: boolean;
  name: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={p.error ? `${id}-error` : p.hint ? `${id}-hint` : undefined} data-testid={`group-${p.name}`}>
      <legend className="text-sm font-medium">{p.legend}</legend>
      {p.hint && <p id={`${id}-hint`} className="mt-0.5 text-xs text-stone-600 dark:text-stone-400">{p.hint}</p>}
      <ul className="mt-2 flex flex-wrap gap-2">
        {p.options.map((o) => {
          const on = p.selected.includes(o.value);
          return (
            <li key={String(o.value)}>
              <label className={`flex min-h-9 cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm ${on ? 'border-emerald-700 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950' : 'border-stone-300 dark:border-stone-700'}`}>
                <input
                  type="checkbox"
                  name={p.name}
                  value={String(o.value)}
                  className="h-4 w-4"
                  checked={on}
                  disabled={p.disabled}
                  onChange={(e) => p.onChange(e.target.checked ? [...p.selected, o.value] : p.selected.filter((v) => v !== o.value))}
                />
                {o.label}
              </label>
            </li>
          );
        })}
      </ul>
      <ErrorText id={`${id}-error`} error={p.error} label={p.legend} />
    </fieldset>
  );
}
