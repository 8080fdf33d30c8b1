import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const INPUT_CLASS =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-[15px] focus:border-emerald-700 focus:outline-2 focus:outline-emerald-600 disabled:bg-stone-100 disabled:text-stone-500 dark:border-stone-700 dark:bg-stone-950 dark:disabled:bg-stone-800';

/** A labelled input with an optional hint and an error (a translation key from the server or the form). */
export function Field({ label, hint, error, children }: { label: string; hint?: string; error?: string; children: (id: string, describedBy?: string) => ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">{label}</label>
      {children(id, [hintId, errorId].filter(Boolean).join(' ') || undefined)}
      {hint && <p id={hintId} className="mt-1 text-xs text-stone-500 dark:text-stone-400">{hint}</p>}
      {error && <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">{t(error, { field: label })}</p>}
    </div>
  );
}
