import type { ReactNode } from 'react';

/** The colours a state is shown in: waiting on someone, informing, done well, refused, over. */
export type Tone = 'amber' | 'sky' | 'emerald' | 'red' | 'stone';

const LOOK: Record<Tone, string> = {
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  sky: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  emerald: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  stone: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100',
};

/** A state's name in a coloured pill (a booking's status, a payment's state…); `state` is kept for tests. */
export function ToneBadge({ tone, state, testId, children }: { tone: Tone; state: string; testId: string; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${LOOK[tone]}`} data-testid={testId} data-status={state}>
      {children}
    </span>
  );
}
