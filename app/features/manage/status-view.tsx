import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MANAGE_HOME } from './section-tree';
import { signOutToLogin } from './sign-out';

/**
 * A back-office 403 / 404 / 500 in the page area. `notStaff` (a member's session) offers signing
 * in with another account instead of the back-office home.
 */
export function StatusView({ status, notStaff = false }: { status: 403 | 404 | 500; notStaff?: boolean }) {
  const { t } = useTranslation();
  const key = status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'crashed';
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center" data-testid={`manage-status-${status}`}>
      <p className="text-6xl font-bold text-emerald-800 dark:text-emerald-400">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{t(`manage:${key}.title`)}</h1>
      <p className="mt-2 text-stone-600 dark:text-stone-400">{notStaff ? t('manage:forbidden.notStaff') : t(`manage:${key}.message`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-2">
        {notStaff ? (
          <>
            <button type="button" className="btn btn-primary" onClick={() => void signOutToLogin()}>{t('manage:forbidden.switch')}</button>
            <Link className="btn btn-ghost" to="/" reloadDocument>{t('manage:forbidden.site')}</Link>
          </>
        ) : (
          <Link className="btn btn-primary" to={MANAGE_HOME} reloadDocument={status === 500}>{t('manage:forbidden.home')}</Link>
        )}
      </div>
    </div>
  );
}
