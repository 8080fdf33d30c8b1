import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../errors/api-client';
import { useLocale } from '../i18n/use-locale';
import { toast } from '../overlays/overlay-store';
import { ACCOUNT_PATH } from './nav-data';
import { SignInLink } from './sign-in-request';
import { setUser, useUser } from './user-store';

/** Spec §7 logout (POST, with the anti-forgery token, issue 8): clears the user, shows logout.success, reloads the current path. */
export async function logout(message: string) {
  await apiFetch('/api/logout', { method: 'POST' });
  setUser(null);
  toast(message);
  setTimeout(() => window.location.reload(), 600);
}

/** Visitors see log in and register; signed-in users see account and log out (spec §6). */
export function AccountNav({ variant, onOpen }: { variant: 'nav' | 'menu'; onOpen?: () => void }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const user = useUser();
  if (!user) {
    return variant === 'nav' ? (
      <>
        <SignInLink view="signin" className="nav-link whitespace-nowrap" testId="nav-login">{t('nav.login')}</SignInLink>
        <SignInLink view="signup" className="nav-link whitespace-nowrap" testId="nav-register">{t('nav.register')}</SignInLink>
      </>
    ) : (
      <div className="grid grid-cols-2 gap-2">
        <SignInLink view="signin" className="btn btn-ghost" testId="menu-login" onOpen={onOpen}>{t('nav.login')}</SignInLink>
        <SignInLink view="signup" className="btn btn-ghost" testId="menu-register" onOpen={onOpen}>{t('nav.register')}</SignInLink>
      </div>
    );
  }
  const name = user.member?.nickname ?? user.account ?? t('nav.account');
  return variant === 'nav' ? (
    <>
      <Link to={to(ACCOUNT_PATH)} className="nav-link max-w-40 truncate" data-testid="nav-account">{name}</Link>
      <button type="button" className="nav-link whitespace-nowrap" onClick={() => void logout(t('logout.success'))} data-testid="nav-logout">{t('nav.logout')}</button>
    </>
  ) : (
    <div className="grid grid-cols-2 gap-2">
      <Link className="btn btn-ghost" to={to(ACCOUNT_PATH)}>{t('nav.account')}</Link>
      <button type="button" className="btn btn-ghost" onClick={() => void logout(t('logout.success'))}>{t('nav.logout')}</button>
    </div>
  );
}
