import type { ReactNode } from 'react';

/** A label and its value; `false`, null or '' leaves the fact out (one that does not apply). */
export type Fact = readonly [label: string, value: ReactNode] | false | null | '';

/** A back-office record's facts under a card's heading: label above value, two columns from 640 px. */
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {facts.filter((f): f is readonly [string, ReactNode] => !!f).map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-sm text-stone-600 dark:text-stone-400">{label}</dt>
          <dd className="min-w-0 font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
