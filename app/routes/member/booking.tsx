import { useTranslation } from 'react-i18next';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { BookingFlow } from '../../features/booking/booking-flow';
import { pageContext } from '../../features/content/page-context';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/booking';
import { TASK_PAGE_HANDLE } from '../../features/shell/layout-settings';

export const handle = TASK_PAGE_HANDLE;

/** The page's own data depends only on the language; the flow loads its options in the browser. */
export async function loader(args: Route.LoaderArgs) {
  const { t } = await pageContext(args);
  return { seo: { title: t('booking:flow.title'), description: t('booking:flow.lead') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

/** Each choice changes only the query string: nothing to reload from the server. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function BookingPage() {
  const { t } = useTranslation();
  return (
    <main id="main">
      <div className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/40 dark:to-[#121212]">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
          <h1 className="text-3xl font-bold tracking-tight text-emerald-950 sm:text-4xl dark:text-emerald-100">{t('booking:flow.title')}</h1>
          <p className="mt-2 text-stone-600 dark:text-stone-400">{t('booking:flow.lead')}</p>
        </div>
      </div>
      <BookingFlow />
    </main>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
