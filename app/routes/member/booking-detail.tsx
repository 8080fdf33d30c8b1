import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { noindex, requireSignedIn } from '../../features/account/session';
import { BookingDetail } from '../../features/booking/booking-detail';
import { pageContext } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { pageMeta } from '../../features/shell/seo';
import { TaskPage } from '../../features/shell/task-page-header';
import type { Route } from './+types/booking-detail';
import { TASK_PAGE_HANDLE } from '../../features/shell/layout-settings';

export const handle = TASK_PAGE_HANDLE;

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  if (!/^[1-9]\d{0,14}$/.test(args.params.id)) throw data(null, { status: 404 });
  const { t } = await pageContext(args);
  return { id: Number(args.params.id), seo: { title: t('booking:detail.title') } };
}

export const meta: Route.MetaFunction = (args) => noindex(pageMeta(args.data?.seo, args));

export default function BookingDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const ask = <Link to={`${to('/chat')}?bookingId=${loaderData.id}`} className="btn btn-ghost" data-testid="booking-ask">{t('chat:entry.askBooking')}</Link>;
  return (
    <TaskPage back={{ to: to('/user/bookings'), label: t('booking:detail.back') }} title={t('booking:detail.title')} action={ask}>
      <BookingDetail id={loaderData.id} />
    </TaskPage>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
