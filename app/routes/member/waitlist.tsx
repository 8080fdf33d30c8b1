import { useTranslation } from 'react-i18next';
import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { noindex, requireSignedIn } from '../../features/account/session';
import { MyWaitlist } from '../../features/booking/waitlist/my-waitlist';
import { pageContext } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { TASK_PAGE_HANDLE } from '../../features/shell/layout-settings';
import { pageMeta } from '../../features/shell/seo';
import { TaskPage } from '../../features/shell/task-page-header';
import type { Route } from './+types/waitlist';

export const handle = TASK_PAGE_HANDLE;

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { t } = await pageContext(args);
  return { seo: { title: t('booking:waitlist.title') } };
}

export const meta: Route.MetaFunction = (args) => noindex(pageMeta(args.data?.seo, args));

/** The list loads in the browser; a query change (prefill) needs no loader. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** "My waiting lists": what the member waits for, slots offered to them, joining and leaving (issue 13). */
export default function MyWaitlistPage() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const bookings = <Link to={to('/user/bookings')} className="btn btn-ghost" data-testid="waitlist-bookings">{t('booking:list.title')}</Link>;
  return (
    <TaskPage back={{ to: to('/user'), label: t('booking:backToAccount') }} title={t('booking:waitlist.title')} lead={t('booking:waitlist.lead')} action={bookings}>
      <MyWaitlist />
    </TaskPage>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
