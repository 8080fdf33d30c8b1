import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconMenu, IconScan } from '../shell/icons';
import { LanguagePicker } from './language-picker';
import { MANAGE_SCAN } from './members/scan-link';
import { MANAGE_HOME } from './section-tree';
import { signOutToLogin } from './sign-out';

/** Back-office top bar: menu button (narrow screens), title, the QR scanner (staff), the user's name, language, log out. */
export function TopBar({ name, onMenu, canScan = false }: { name: string; onMenu?: () => void; canScan?: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-stone-200 bg-white/95 px-2 backdrop-blur sm:px-4 dark:border-stone-800 dark:bg-[#121212]/95">
      {onMenu && (
        <button type="button" className="icon-btn lg:hidden" onClick={onMenu} aria-label={t('manage:nav.openMenu')} data-testid="manage-menu-button">
          <IconMenu />
        </button>
      )}
      <Link to={MANAGE_HOME} className="truncate font-semibold text-emerald-900 dark:text-emerald-300">
        {t('manage:title')}
      </Link>
      <div className="ml-auto flex items-center gap-1 sm:gap-3">
        {canScan && (
          <Link to={MANAGE_SCAN} className="nav-link flex min-h-11 items-center gap-1.5 text-sm" aria-label={t('desk:scan.open')} data-testid="manage-scan">
            <IconScan width={20} height={20} />
            <span className="hidden md:inline">{t('desk:scan.short')}</span>
          </Link>
        )}
        <span className="hidden max-w-40 truncate text-sm text-stone-600 sm:inline dark:text-stone-300" data-testid="manage-user-name">
          {name}
        </span>
        <LanguagePicker persist />
        <button type="button" className="nav-link text-sm whitespace-nowrap" onClick={() => void signOutToLogin()} data-testid="manage-logout">
          {t('manage:nav.logout')}
        </button>
      </div>
    </header>
  );
}
