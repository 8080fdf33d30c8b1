import { useTranslation } from 'react-i18next';
import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { noindex, requireSignedIn } from '../../features/account/session';
import { pageContext } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { MyPackages } from '../../features/packages/my-packages';
import { TASK_PAGE_HANDLE } from '../../features/shell/layout-settings';
import { pageMeta } from '../../features/shell/seo';
import { TaskPage } from '../../features/shell/task-page-header';
import type { Route } from './+types/packages';

export const handle = TASK_PAGE_HANDLE;

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { t } = await pageContext(args);
  return { seo: { title: t('site:myPackages.title') } };
}

export const meta: Route.MetaFunction = (args) => noindex(pageMeta(args.data?.seo, args));

/** The tabs change only the query string; the list loads in the browser. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** "My packages": sessions left of each package, until when, its payment and the visits that used it. */
export default function MyPackagesPage() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const deals = <Link to={to('/user/deals')} className="btn btn-ghost" data-testid="my-packages-deals">{t('site:myDeals.title')}</Link>;
  return (
    <TaskPage back={{ to: to('/user'), label: t('booking:backToAccount') }} title={t('site:myPackages.title')} lead={t('site:myPackages.lead')} action={deals}>
      <MyPackages />
    </TaskPage>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
