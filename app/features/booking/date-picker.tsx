import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, daysBetween, weekday, type DateWindow } from '../../../common/clinic-time';
import { useLocale } from '../i18n/use-locale';
import { formatDay, formatMonth, weekdayNames } from './format';

interface Props {
  /** The dates that may be shown as bookable (the member window). */
  window: DateWindow;
  /** Dates with at least one free time; every other date of the window is disabled. */
  available: ReadonlySet<number>;
  value?: number;
  onChange: (date: number) => void;
  testId?: string;
}

const firstOfMonth = (date: number) => Math.floor(date / 100) * 100 + 1;
const nextMonth = (first: number) => {
  const y = Math.floor(first / 10000);
  const m = Math.floor(first / 100) % 100;
  return m === 12 ? (y + 1) * 10000 + 101 : y * 10000 + (m + 1) * 100 + 1;
};

/** The weeks of one month: 7 cells each, null outside the month; weeks start on Sunday. */
function monthWeeks(first: number): (number | null)[][] {
  const days = daysBetween(first, nextMonth(first));
  const cells: (number | null)[] = [...Array<null>(weekday(first)).fill(null), ...Array.from({ length: days }, (_, i) => addDays(first, i))];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * A calendar of the booking window (spec §5 date picker: dates outside min and max are disabled).
 * Days without a free time are disabled too: they stay reachable by keyboard so their state can be
 * read, but cannot be picked. One roving tab stop; arrow keys move by day and week, Home and End
 * to the week's ends.
 */
export function DatePicker({ window: win, available, value, onChange, testId }: Props) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const uid = useId();
  const root = useRef<HTMLDivElement>(null);
  const firstAvailable = useMemo(() => [...available].filter((d) => d >= win.from && d <= win.to).sort((a, b) => a - b)[0], [available, win]);
  const [focusDate, setFocusDate] = useState<number>(value ?? firstAvailable ?? win.from);
  useEffect(() => {
    if (value !== undefined) setFocusDate(value);
  }, [value]);

  const months = useMemo(() => {
    const out: number[] = [];
    for (let m = firstOfMonth(win.from); m <= win.to; m = nextMonth(m)) out.push(m);
    return out;
  }, [win]);
  const names = useMemo(() => weekdayNames(lng), [lng]);

  const inWindow = (d: number) => d >= win.from && d <= win.to;
  const isOpen = (d: number) => inWindow(d) && available.has(d);

  const moveTo = (d: number) => {
    const target = d < win.from ? win.from : d > win.to ? win.to : d;
    setFocusDate(target);
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(`[data-date="${target}"]`)?.focus());
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const from = Number((e.target as HTMLElement).dataset.date);
    if (!from) return;
    const delta: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7, Home: -weekday(from), End: 6 - weekday(from) };
    if (!(e.key in delta)) return;
    e.preventDefault();
    moveTo(addDays(from, delta[e.key]!));
  };

  return (
    // Arrow keys move between the day buttons inside; the container only delegates their key presses.
    <div ref={root} role="presentation" onKeyDown={onKeyDown} data-testid={testId}>
      <p id={`${uid}-hint`} className="mb-4 text-sm text-stone-600 dark:text-stone-400">{t('booking:date.keyboardHint')}</p>
      <div className="grid gap-6 md:grid-cols-2">
        {months.map((m) => (
          <div key={m} className="min-w-0">
            <h3 id={`${uid}-${m}`} className="mb-2 text-center font-semibold">{formatMonth(Math.floor(m / 100), lng)}</h3>
            <table className="w-full table-fixed border-collapse text-center" aria-labelledby={`${uid}-${m}`} aria-describedby={`${uid}-hint`}>
              <thead>
                <tr>
                  {names.map((n) => (
                    <th key={n.long} scope="col" className="pb-1 text-xs font-medium text-stone-600 dark:text-stone-400">
                      <abbr title={n.long} className="no-underline">{n.short}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthWeeks(m).map((week, i) => (
                  <tr key={i}>
                    {week.map((d, j) => (
                      <td key={j} className="p-0.5">
                        {d === null ? null : !inWindow(d) ? (
                          <span className="grid h-11 place-items-center text-sm text-stone-500 dark:text-stone-500" aria-hidden="true">{d % 100}</span>
                        ) : (
                          <DayButton
                            date={d}
                            open={isOpen(d)}
                            selected={d === value}
                            tabbable={d === focusDate}
                            label={`${formatDay(d, lng, { weekday: 'long' })}${isOpen(d) ? '' : ` — ${t('booking:date.unavailable')}`}`}
                            onPick={() => {
                              setFocusDate(d);
                              if (isOpen(d)) onChange(d);
                            }}
                          />
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-600 dark:text-stone-400">
        <li className="flex items-center gap-2"><span aria-hidden="true" className="h-3 w-3 rounded-full bg-emerald-600" />{t('booking:date.legendOpen')}</li>
        <li className="flex items-center gap-2"><span aria-hidden="true" className="h-3 w-3 rounded-full border border-stone-400" />{t('booking:date.legendClosed')}</li>
      </ul>
    </div>
  );
}

function DayButton(p: { date: number; open: boolean; selected: boolean; tabbable: boolean; label: string; onPick: () => void }) {
  const base = 'relative grid h-11 w-full place-items-center rounded-xl text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600';
  const look = p.selected
    ? 'bg-emerald-800 text-white dark:bg-emerald-500 dark:text-stone-950'
    : p.open
      ? 'bg-emerald-50 text-emerald-950 hover:bg-emerald-100 dark:bg-emerald-950 dark:text-emerald-100 dark:hover:bg-emerald-900'
      : 'cursor-not-allowed text-stone-500 line-through dark:text-stone-500';
  return (
    <button
      type="button"
      className={`${base} ${look}`}
      data-date={p.date}
      aria-label={p.label}
      aria-pressed={p.open ? p.selected : undefined}
      aria-disabled={p.open ? undefined : true}
      tabIndex={p.tabbable ? 0 : -1}
      onClick={p.onPick}
    >
      {p.date % 100}
      {p.open && !p.selected && <span aria-hidden="true" className="absolute bottom-1.5 h-1 w-1 rounded-full bg-emerald-600 dark:bg-emerald-400" />}
    </button>
  );
}
