import { Link } from 'react-router';

export interface PillTab<K extends string> {
  key: K;
  /** The link, usually only a query string ("?scope=past"): the page stays and the list reloads. */
  to: string;
  label: string;
  testId?: string;
}

/** A member list's tabs (My bookings, My events…): rounded pills, the current one raised. */
export function PillTabs<K extends string>({ label, tabs, current }: { label: string; tabs: readonly PillTab<K>[]; current: K }) {
  return (
    <nav aria-label={label} className="inline-flex rounded-full bg-stone-100 p-1 dark:bg-stone-800">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          preventScrollReset
          aria-current={tab.key === current ? 'page' : undefined}
          className="inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-stone-700 aria-[current=page]:bg-white aria-[current=page]:text-emerald-900 aria-[current=page]:shadow-sm dark:text-stone-300 dark:aria-[current=page]:bg-stone-950 dark:aria-[current=page]:text-emerald-200"
          data-testid={tab.testId}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
