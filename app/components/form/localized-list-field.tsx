import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../../common/i18n-config';
import { LocalizedField } from './fields';

const EMPTY: LocalizedText = { 'zh-HK': '', 'zh-CN': '', en: '' };

/** The list with item `i` moved by `by` (−1 up, +1 down); unchanged at either end. */
export function moveItem<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return [...list];
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/**
 * A list of short texts in three languages (qualifications, highlights): add, remove and move
 * lines; each line's errors at "<name>.<i>.<lng>".
 */
export function LocalizedListField(p: { name: string; label: string; itemLabel: (n: number) => string; value: readonly LocalizedText[]; onChange: (v: LocalizedText[]) => void; max: number; maxLength?: number; hint?: string }) {
  const { t } = useTranslation();
  const set = (i: number, line: LocalizedText) => p.onChange(p.value.map((x, k) => (k === i ? line : x)));
  const button = 'btn btn-ghost px-2 py-1 text-sm';
  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 p-3 dark:border-stone-800" data-field={p.name} data-testid={`${p.name}-list`}>
      <legend className="px-1 text-sm font-semibold">{p.label}</legend>
      {p.hint && <p className="text-xs text-stone-600 dark:text-stone-400">{p.hint}</p>}
      {p.value.map((line, i) => (
        <div key={i} className="space-y-1" data-testid={`${p.name}-item`}>
          <LocalizedField name={`${p.name}.${i}`} label={p.itemLabel(i + 1)} value={line} maxLength={p.maxLength} onChange={(v) => set(i, v)} />
          <div className="flex flex-wrap justify-end gap-1">
            <button type="button" className={button} disabled={i === 0} onClick={() => p.onChange(moveItem(p.value, i, -1))}>
              {t('form.list.up')}
              <span className="sr-only"> {p.itemLabel(i + 1)}</span>
            </button>
            <button type="button" className={button} disabled={i === p.value.length - 1} onClick={() => p.onChange(moveItem(p.value, i, 1))}>
              {t('form.list.down')}
              <span className="sr-only"> {p.itemLabel(i + 1)}</span>
            </button>
            <button type="button" className={`${button} text-red-700 dark:text-red-400`} onClick={() => p.onChange(p.value.filter((_, k) => k !== i))}>
              {t('form.list.remove')}
              <span className="sr-only"> {p.itemLabel(i + 1)}</span>
            </button>
          </div>
        </div>
      ))}
      {p.value.length < p.max && (
        <button type="button" className="btn btn-ghost" data-testid={`${p.name}-add`} onClick={() => p.onChange([...p.value, { ...EMPTY }])}>
          {t('form.list.add')}
        </button>
      )}
    </fieldset>
  );
}
