/** The card look of a choice button; the chosen one is marked with aria-pressed. */
const choiceClass =
  'flex w-full items-start gap-3 rounded-2xl border p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 ' +
  'border-stone-200 bg-white hover:border-emerald-700 hover:bg-emerald-50 aria-pressed:border-emerald-700 aria-pressed:bg-emerald-50 aria-pressed:ring-1 aria-pressed:ring-emerald-700 ' +
  'dark:border-stone-700 dark:bg-stone-900 dark:hover:border-emerald-400 dark:hover:bg-emerald-950 dark:aria-pressed:border-emerald-400 dark:aria-pressed:bg-emerald-950 dark:aria-pressed:ring-emerald-400';


export interface ChoiceItem<V> {
  id: V;
  title: string;
  lines: string[];
  meta?: string;
  /** The usual price, struck through beside an offer's. */
  was?: string;
  photo?: string | null;
  testId: string;
}

export function ChoiceList<V extends number | 'any'>({ items, value, onPick, testId }: { items: ChoiceItem<V>[]; value?: V | number; onPick: (id: V) => void; testId?: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid={testId}>
      {items.map((it) => (
        <li key={String(it.id)} className="min-w-0">
          <button type="button" className={choiceClass} aria-pressed={it.id === value} onClick={() => onPick(it.id)} data-testid={it.testId}>
            {it.photo !== undefined && (
              it.photo ? (
                <img src={it.photo} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 shrink-0 rounded-full object-cover" />
              ) : (
                <span aria-hidden="true" className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-emerald-100 font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">{it.title.slice(0, 1)}</span>
              )
            )}
            <span className="min-w-0">
              <span className="block font-semibold text-stone-900 dark:text-stone-100">{it.title}</span>
              {it.lines.filter(Boolean).map((l) => (
                <span key={l} className="mt-0.5 block text-sm text-stone-600 dark:text-stone-400">{l}</span>
              ))}
              {it.meta && (
                <span className="mt-1.5 block text-sm font-medium text-emerald-800 dark:text-emerald-300">
                  {it.was && <s className="mr-1.5 font-normal text-stone-500 dark:text-stone-400">{it.was}</s>}
                  {it.meta}
                </span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
