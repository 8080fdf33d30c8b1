import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The phone's "Book now" on service and team pages (issue 9 §1): the tab bar keeps the spec's six
 * items, so these pages carry their own bar, sticky above the tab bar while the page scrolls and
 * resting at the end of the content (it never covers the footer). Hidden on desktop, where the
 * header has the button.
 */
export function StickyBookBar({ to, children, testId = 'sticky-book' }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <div data-sticky-bar className="sticky bottom-[calc(3.75rem+env(safe-area-inset-bottom))] z-30 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden dark:border-stone-800 dark:bg-[#121212]/95">
      <Link to={to} className="btn btn-primary w-full" data-testid={testId}>
        {children}
      </Link>
    </div>
  );
}
