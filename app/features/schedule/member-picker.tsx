import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DEBOUNCE_MS } from '../../../common/constants';
import { ErrorText, INPUT } from './field';
import { memberLabel } from './labels';

/** A member as the booking editor shows and sends them. */
export interface MemberPick {
  id: string;
  name: string | null;
  nickname: string | null;
  phone: string | null;
}

/** The shortest search the picker sends by itself (typing one letter would list half the members). */
const MIN_QUERY = 2;

/**
 * "Booking for a member": search members by name, nickname or phone (`searchPath?q=`, a back-office
 * loader answering `{ rows }`), pick one; a picked member shows with a button to change them.
 * Typing searches after the spec's default debounce; Enter or the button searches at once.
 */
export function MemberPicker(p: { value: MemberPick | null; onChange: (m: MemberPick | null) => void; searchPath: string; error?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ rows: MemberPick[]; q: string }>();
  const [q, setQ] = useState('');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const label = t('desk:editor.member');

  const search = (text: string) => {
    const v = text.trim();
    if (v) void fetcher.load(`${p.searchPath}?q=${encodeURIComponent(v)}`);
  };
  useEffect(() => {
    if (q.trim().length < MIN_QUERY) return;
    const timer = setTimeout(() => search(q), DEFAULT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  if (p.value) {
    return (
      <div>
        <span className="block text-sm font-medium" id={`${id}-label`}>{label}</span>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-emerald-700 bg-emerald-50 px-3 py-2 dark:border-emerald-500 dark:bg-emerald-950" data-testid="member-picked" aria-labelledby={`${id}-label`} role="group">
          <span>
            <span className="block font-medium">{memberLabel(p.value)}</span>
            {p.value.phone && <span className="block text-sm text-stone-700 tabular-nums dark:text-stone-300">{p.value.phone}</span>}
          </span>
          {!p.disabled && (
            <button type="button" className="nav-link text-sm" onClick={() => { p.onChange(null); requestAnimationFrame(() => inputRef.current?.focus()); }}>
              {t('desk:editor.memberChange')}
            </button>
          )}
        </div>
      </div>
    );
  }

  const rows = fetcher.data?.rows;
  return (
    <div role="search" aria-labelledby={`${id}-label`} data-testid="member-search">
      <label htmlFor={id} id={`${id}-label`} className="block text-sm font-medium">{label}</label>
      <div className="mt-1 flex gap-2">
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="memberQuery"
          className={`${INPUT} mt-0 min-w-0 flex-1`}
          value={q}
          maxLength={100}
          placeholder={t('desk:editor.memberPlaceholder')}
          aria-describedby={p.error ? `${id}-error` : `${id}-hint`}
          aria-invalid={!!p.error}
          disabled={p.disabled}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              search(q);
            }
          }}
        />
        <button type="button" className="btn btn-ghost min-h-10 shrink-0 px-4" onClick={() => search(q)} disabled={p.disabled}>
          {t('desk:editor.memberSearch')}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">{t('desk:editor.memberHint')}</p>
      <ErrorText id={`${id}-error`} error={p.error} label={label} />
      <div aria-live="polite">
        {fetcher.state === 'loading' && <p className="mt-2 text-sm">{t('ui.loading')}</p>}
        {fetcher.state === 'idle' && rows && rows.length === 0 && <p className="mt-2 text-sm" data-testid="member-none">{t('desk:editor.memberNone')}</p>}
        {fetcher.state === 'idle' && rows && rows.length > 0 && (
          <ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 dark:divide-stone-800 dark:border-stone-800" data-testid="member-results">
            {rows.map((m) => (
              <li key={m.id}>
                <button type="button" className="flex w-full flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 text-left hover:bg-stone-100 dark:hover:bg-stone-800" onClick={() => p.onChange(m)}>
                  <span className="font-medium">{memberLabel(m)}</span>
                  <span className="text-sm text-stone-700 tabular-nums dark:text-stone-300">{m.phone ?? ''}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
