import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localizePath, splitLocalePath } from '../../../common/i18n-config';

/** The 404 (and unexpected-error) page body, in the URL's language. */
export function NotFoundView({ status }: { status: 404 | 500 }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { lng } = splitLocalePath(pathname);
  const key = status === 404 ? 'notFound' : 'crashed';
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-6xl font-bold text-emerald-800 dark:text-emerald-400">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{t(`${key}.title`)}</h1>
      <p className="mt-2 text-stone-600 dark:text-stone-400">{t(`${key}.message`)}</p>
      <Link className="btn btn-primary mt-8" to={localizePath('/', lng)} reloadDocument={status === 500}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
