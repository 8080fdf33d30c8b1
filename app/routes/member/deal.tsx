import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { noindex, requireSignedIn } from '../../features/account/session';
import { pageContext } from '../../features/content/page-context';
import { DealReview } from '../../features/deals/deal-review';
import { useLocale } from '../../features/i18n/use-locale';
import { TASK_PAGE_HANDLE } from '../../features/shell/layout-settings';
import { pageMeta } from '../../features/shell/seo';
import { TaskPage } from '../../features/shell/task-page-header';
import type { Route } from './+types/deal';

export const handle = TASK_PAGE_HANDLE;

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  if (!/^[1-9]\d{0,14}$/.test(args.params.id)) throw data(null, { status: 404 });
  const { t } = await pageContext(args);
  return { id: Number(args.params.id), seo: { title: t('pay:detail.title') } };
}

export const meta: Route.MetaFunction = (args) => noindex(pageMeta(args.data?.seo, args));

/** One payment: its state and timeline, and while a receipt may be sent, how to pay and the receipt form. */
export default function DealPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const ask = <Link to={to('/chat')} className="btn btn-ghost" data-testid="deal-ask">{t('pay:detail.ask')}</Link>;
  return (
    <TaskPage back={{ to: to('/user/deals'), label: t('pay:detail.back') }} title={t('pay:detail.title')} action={ask}>
      <DealReview id={loaderData.id} />
    </TaskPage>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
