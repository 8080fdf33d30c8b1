import type { ReactNode } from 'react';

export type Fact = [label: string, value: ReactNode, testId?: string];

/** Label / value rows, stacked on phones and side by side from 576 px (a booking, a payment…). */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="divide-y divide-stone-200 dark:divide-stone-800">
      {facts.map(([label, value, testId]) => (
        <div key={label} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:gap-4">
          <dt className="text-sm text-stone-600 sm:w-40 sm:shrink-0 dark:text-stone-400">{label}</dt>
          <dd className="min-w-0 font-medium break-words" data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
