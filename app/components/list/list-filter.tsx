import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';

/** The look of a filter's inputs. */
export const FILTER_INPUT =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-[15px] focus:border-emerald-700 focus:outline-2 focus:outline-emerald-600 disabled:bg-stone-100 disabled:text-stone-500 dark:border-stone-700 dark:bg-stone-950 dark:disabled:bg-stone-800';

/**
 * A list's filter and search: a GET form, so what it asks for lands in the URL (and paging starts
 * over). `keep` names URL parameters it carries along (sort, order, lng).
 */
export function ListFilter(p: { testId?: string; className?: string; keep?: readonly string[]; submit?: string; primary?: boolean; resetTo?: string; after?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Form method="get" role="search" className={`mb-4 grid gap-3 ${p.className ?? 'card p-4'}`} data-testid={p.testId}>
      {(p.keep ?? []).map((k) => {
        const v = params.get(k);
        return v ? <input key={k} type="hidden" name={k} value={v} /> : null;
      })}
      {p.children}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={`btn ${p.primary === false ? 'btn-ghost' : 'btn-primary'}`}>
          {p.submit ?? t('manage:common.search')}
        </button>
        {p.resetTo && (
          <Link to={p.resetTo} className="btn btn-ghost">
            {t('manage:common.reset')}
          </Link>
        )}
        {p.after}
      </div>
    </Form>
  );
}

/**
 * A labelled choice of the filter; `all` adds an empty "All" option first. Filled from the URL, and
 * again when a link (Reset, a summary's "show them") changes the URL without leaving the screen.
 */
export function FilterSelect(p: { name: string; label: string; options: readonly { value: string | number; label: string }[]; all?: string; value?: string | number }) {
  const [params] = useSearchParams();
  const value = p.value ?? params.get(p.name) ?? '';
  return (
    <label className="text-sm font-medium">
      {p.label}
      <select key={value} name={p.name} defaultValue={value} className={FILTER_INPUT}>
        {p.all !== undefined && <option value="">{p.all}</option>}
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A labelled text, search or date input of the filter, filled from the URL. */
export function FilterInput(p: { name: string; label: string; type?: 'search' | 'date' | 'text'; value?: string; placeholder?: string; maxLength?: number }) {
  const [params] = useSearchParams();
  const value = p.value ?? params.get(p.name) ?? '';
  return (
    <label className="text-sm font-medium">
      {p.label}
      <input key={value} type={p.type ?? 'search'} name={p.name} defaultValue={value} placeholder={p.placeholder} maxLength={p.maxLength} className={FILTER_INPUT} />
    </label>
  );
}
