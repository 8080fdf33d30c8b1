import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A member list's pages (My bookings, My balances): Previous, the page number and Next, shown only when there is more than one page. */
export function PageLinks({ label, page, hasNext, href, nextTestId }: { label: string; page: number; hasNext: boolean; href: (page: number) => string; nextTestId?: string }) {
  const { t } = useTranslation();
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? <Link className="btn btn-ghost" to={href(page - 1)} rel="prev">{t('ui.prev')}</Link> : <span />}
      <span className="text-sm text-stone-600 dark:text-stone-400">{t('ui.page', { page })}</span>
      {hasNext ? <Link className="btn btn-ghost" to={href(page + 1)} rel="next" data-testid={nextTestId}>{t('ui.next')}</Link> : <span />}
    </nav>
  );
}
