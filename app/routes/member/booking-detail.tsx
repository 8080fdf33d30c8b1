import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { noindex, requireSignedIn } from '../../features/account/session';
import { BookingDetail } from '../../features/booking/booking-detail';
import { pageContext } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { IconArrowLeft } from '../../features/shell/icons';
import { pageMeta } from '../../features/shell/seo';
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
  return (
    <main id="main">
      <div className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/40 dark:to-[#121212]">
        <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
          <Link to={to('/user/bookings')} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-emerald-800 hover:underline dark:text-emerald-300">
            <IconArrowLeft width={18} height={18} />
            {t('booking:detail.back')}
          </Link>
          <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-emerald-950 sm:text-4xl dark:text-emerald-100">{t('booking:detail.title')}</h1>
            <Link to={`${to('/chat')}?bookingId=${loaderData.id}`} className="btn btn-ghost" data-testid="booking-ask">{t('chat:entry.askBooking')}</Link>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-4 pb-12">
        <BookingDetail id={loaderData.id} />
      </div>
    </main>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
