import { useTranslation } from 'react-i18next';
import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { noindex, requireSignedIn } from '../../features/account/session';
import { pageContext } from '../../features/content/page-context';
import { MyEvents } from '../../features/events/my-events';
import { useLocale } from '../../features/i18n/use-locale';
import { TASK_PAGE_HANDLE } from '../../features/shell/layout-settings';
import { pageMeta } from '../../features/shell/seo';
import { TaskPage } from '../../features/shell/task-page-header';
import type { Route } from './+types/events';

export const handle = TASK_PAGE_HANDLE;

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { t } = await pageContext(args);
  return { seo: { title: t('site:myEvents.title') } };
}

export const meta: Route.MetaFunction = (args) => noindex(pageMeta(args.data?.seo, args));

/** The tabs change only the query string; the list loads in the browser. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function MyEventsPage() {
  const { t } = useTranslation('site');
  const { to } = useLocale();
  const browse = <Link to={to('/events')} className="btn btn-primary" data-testid="my-events-browse">{t('myEvents.browse')}</Link>;
  return (
    <TaskPage back={{ to: to('/user'), label: t('booking:backToAccount') }} title={t('myEvents.title')} action={browse}>
      <MyEvents />
    </TaskPage>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
