import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconArrowLeft } from './icons';

/**
 * The tinted head of a member's task page (/user/profile, /user/bookings…): a link back, the
 * page's title with an optional action beside it, and an optional lead.
 */
export function TaskPageHeader({ back, title, lead, action, width = 'max-w-4xl' }: { back: { to: string; label: string }; title: string; lead?: string; action?: ReactNode; width?: string }) {
  return (
    <div className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/40 dark:to-[#121212]">
      <div className={`mx-auto ${width} px-4 py-8 sm:py-12`}>
        <Link to={back.to} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-emerald-800 hover:underline dark:text-emerald-300">
          <IconArrowLeft width={18} height={18} />
          {back.label}
        </Link>
        <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-emerald-950 sm:text-4xl dark:text-emerald-100">{title}</h1>
          {action}
        </div>
        {lead && <p className="mt-2 text-stone-600 dark:text-stone-400">{lead}</p>}
      </div>
    </div>
  );
}

/** A member's task page: its header, then the content in the page's column. */
export function TaskPage({ children, ...header }: Parameters<typeof TaskPageHeader>[0] & { children: ReactNode }) {
  return (
    <main id="main">
      <TaskPageHeader {...header} />
      <div className="mx-auto max-w-4xl px-4 pb-12">{children}</div>
    </main>
  );
}
