import { useTranslation } from 'react-i18next';
import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { noindex, requireSignedIn } from '../../features/account/session';
import { MyBookings } from '../../features/booking/my-bookings';
import { pageContext } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { IconArrowLeft } from '../../features/shell/icons';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/bookings';
import { TASK_PAGE_HANDLE } from '../../features/shell/layout-settings';

export const handle = TASK_PAGE_HANDLE;

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { t } = await pageContext(args);
  return { seo: { title: t('booking:list.title') } };
}

export const meta: Route.MetaFunction = (args) => noindex(pageMeta(args.data?.seo, args));

/** Tabs and pages change only the query string; the list loads in the browser. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function MyBookingsPage() {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <main id="main">
      <div className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/40 dark:to-[#121212]">
        <div className="mx-auto flex max-w-4xl flex-wrap items-end justify-between gap-4 px-4 py-8 sm:py-12">
          <div className="min-w-0">
            <Link to={to('/user')} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-emerald-800 hover:underline dark:text-emerald-300">
              <IconArrowLeft width={18} height={18} />
              {t('booking:backToAccount')}
            </Link>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-emerald-950 sm:text-4xl dark:text-emerald-100">{t('booking:list.title')}</h1>
          </div>
          <Link to={to('/booking')} className="btn btn-primary" data-testid="bookings-book">{t('booking:bookNow')}</Link>
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-4 pb-12">
        <MyBookings />
      </div>
    </main>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
