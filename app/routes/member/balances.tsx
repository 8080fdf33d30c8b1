import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { noindex, requireSignedIn } from '../../features/account/session';
import { pageContext } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { MyBalances } from '../../features/ledger/my-balances';
import { TASK_PAGE_HANDLE } from '../../features/shell/layout-settings';
import { pageMeta } from '../../features/shell/seo';
import { TaskPage } from '../../features/shell/task-page-header';
import type { Route } from './+types/balances';

export const handle = TASK_PAGE_HANDLE;

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { t } = await pageContext(args);
  return { seo: { title: t('site:myBalances.title') } };
}

export const meta: Route.MetaFunction = (args) => noindex(pageMeta(args.data?.seo, args));

/** "My balances": credit and points with their history; the list loads in the browser. */
export default function MyBalancesPage() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const payments = <Link to={to('/user/deals')} className="btn btn-ghost" data-testid="balances-payments">{t('site:myDeals.title')}</Link>;
  return (
    <TaskPage back={{ to: to('/user'), label: t('booking:backToAccount') }} title={t('site:myBalances.title')} lead={t('pay:balances.lead')} action={payments}>
      <MyBalances />
    </TaskPage>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
