import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { noindex, requireSignedIn } from '../../features/account/session';
import { pageContext } from '../../features/content/page-context';
import { MyDeals } from '../../features/deals/my-deals';
import { useLocale } from '../../features/i18n/use-locale';
import { TASK_PAGE_HANDLE } from '../../features/shell/layout-settings';
import { pageMeta } from '../../features/shell/seo';
import { TaskPage } from '../../features/shell/task-page-header';
import type { Route } from './+types/deals';

export const handle = TASK_PAGE_HANDLE;

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { t } = await pageContext(args);
  return { seo: { title: t('site:myDeals.title') } };
}

export const meta: Route.MetaFunction = (args) => noindex(pageMeta(args.data?.seo, args));

/** "My payments": the list loads in the browser. */
export default function MyDealsPage() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const events = <Link to={to('/user/events')} className="btn btn-ghost" data-testid="my-deals-events">{t('site:myEvents.title')}</Link>;
  return (
    <TaskPage back={{ to: to('/user'), label: t('booking:backToAccount') }} title={t('site:myDeals.title')} lead={t('pay:list.lead')} action={events}>
      <MyDeals />
    </TaskPage>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
