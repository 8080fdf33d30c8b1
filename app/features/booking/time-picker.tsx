import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from './format';

/** Part-of-day groups of start times (HHmm): before noon, before 18:00, evening. */
const GROUPS = [
  { key: 'morning', from: 0, to: 1159 },
  { key: 'afternoon', from: 1200, to: 1759 },
  { key: 'evening', from: 1800, to: 2359 },
] as const;

/** The free start times of one day as buttons showing 24-hour times, grouped by part of the day. */
export function TimePicker({ times, value, onChange, testId }: { times: readonly number[]; value?: number; onChange: (time: number) => void; testId?: string }) {
  const { t } = useTranslation();
  const uid = useId();
  return (
    <div className="space-y-5" data-testid={testId}>
      {GROUPS.map((g) => {
        const list = times.filter((x) => x >= g.from && x <= g.to);
        if (!list.length) return null;
        return (
          <div key={g.key} role="group" aria-labelledby={`${uid}-${g.key}`}>
            <h3 id={`${uid}-${g.key}`} className="mb-2 text-sm font-semibold text-stone-700 dark:text-stone-300">{t(`booking:time.${g.key}`)}</h3>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
              {list.map((x) => (
                <li key={x}>
                  <button
                    type="button"
                    aria-pressed={x === value}
                    onClick={() => onChange(x)}
                    data-time={x}
                    className={`btn w-full rounded-xl px-2 tabular-nums ${x === value ? 'btn-primary' : 'border border-stone-300 hover:border-emerald-700 hover:bg-emerald-50 dark:border-stone-600 dark:hover:bg-emerald-950'}`}
                  >
                    {formatTime(x)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
