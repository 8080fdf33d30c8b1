import { useTranslation } from 'react-i18next';
import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { noindex, requireSignedIn } from '../../features/account/session';
import { MyBookings } from '../../features/booking/my-bookings';
import { pageContext } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { pageMeta } from '../../features/shell/seo';
import { TaskPage } from '../../features/shell/task-page-header';
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
  const book = <Link to={to('/booking')} className="btn btn-primary" data-testid="bookings-book">{t('booking:bookNow')}</Link>;
  return (
    <TaskPage back={{ to: to('/user'), label: t('booking:backToAccount') }} title={t('booking:list.title')} action={book}>
      <MyBookings />
    </TaskPage>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
