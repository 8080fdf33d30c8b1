import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LNG, isLng } from '../../../common/i18n-config';
import { requestContext, servicesContext } from '../../context';
import { LanguagePicker } from '../../features/manage/language-picker';
import { LoginForm } from '../../features/manage/login-form';
import { pageUrl } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { safeRedirect } from '../../features/manage/safe-redirect';
import { isStaff } from '../../../common/permissions';
import type { Route } from './+types/login';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = context.get(requestContext);
  const url = pageUrl(request);
  const target = url.searchParams.get('redirect');
  if (actor && isStaff(actor)) throw redirect(safeRedirect(target));
  const requested = url.searchParams.get('lng') ?? actor?.lng;
  const t = await context.get(servicesContext).i18n.fixedT(isLng(requested) ? requested : DEFAULT_LNG);
  return { redirect: target, title: t('manage:login.title') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 dark:bg-[#121212]">
      <header className="flex items-center justify-between px-4 py-3">
        <span className="font-semibold text-emerald-900 dark:text-emerald-300">{t('manage:title')}</span>
        <LanguagePicker persist={false} />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-[8vh] pb-16">
        <div className="card w-full max-w-sm p-6 shadow-sm sm:p-8">
          <h1 className="text-xl font-semibold">{t('manage:login.title')}</h1>
          <p className="mt-1 mb-6 text-sm text-stone-600 dark:text-stone-400">{t('manage:login.lead')}</p>
          <LoginForm redirect={loaderData.redirect} />
        </div>
      </main>
    </div>
  );
}
