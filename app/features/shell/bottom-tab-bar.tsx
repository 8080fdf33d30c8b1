import { useEffect } from 'react';
import { NavLink, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/store';
import { useLocale } from '../i18n/use-locale';
import { IconBook, IconHeart, IconHelp, IconInfo, IconUser, IconUsers } from './icons';
import { ACCOUNT_PATH, SIGN_PATH } from './nav-data';
import { siteStore } from './site-store';

const isTextField = (el: EventTarget | null) =>
  el instanceof HTMLTextAreaElement ||
  (el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(el.type));

/**
 * Phone tab bar: team, services, blog, faq, about, account (active for /user and /sign). Hidden
 * while a text field has focus (the keyboard is up), back on blur and on route completion.
 */
export function BottomTabBar({ hiddenByLayout }: { hiddenByLayout: boolean }) {
  const { t } = useTranslation();
  const { to, path } = useLocale();
  const hidden = useStore(siteStore, (s) => s.isFooterBarHidden);
  const navigation = useNavigation();
  const location = useLocation();

  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => isTextField(e.target) && siteStore.set({ isFooterBarHidden: true });
    const onFocusOut = (e: FocusEvent) => isTextField(e.target) && siteStore.set({ isFooterBarHidden: false });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  useEffect(() => {
    if (navigation.state === 'idle') siteStore.set({ isFooterBarHidden: isTextField(document.activeElement) });
  }, [navigation.state, location.key]);

  const accountActive = path.startsWith(ACCOUNT_PATH) || path.startsWith(SIGN_PATH);
  const items = [
    { path: '/team', key: 'nav.team', Icon: IconUsers },
    { path: '/services', key: 'nav.services', Icon: IconHeart },
    { path: '/blog', key: 'nav.blog', Icon: IconBook },
    { path: '/faq', key: 'nav.faq', Icon: IconHelp },
    { path: '/about', key: 'nav.about', Icon: IconInfo },
  ];
  const cls = (active: boolean) =>
    `flex min-w-0 flex-1 flex-col items-center gap-0.5 px-0.5 py-1.5 text-[11px] ${active ? 'text-emerald-800 dark:text-emerald-400 font-semibold' : 'text-stone-600 dark:text-stone-400'}`;
  return (
    <nav
      aria-label={t('nav.tabs')}
      data-testid="tab-bar"
      data-hidden={hidden || hiddenByLayout}
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-transform duration-200 lg:hidden dark:border-stone-800 dark:bg-[#121212]/95 ${hidden || hiddenByLayout ? 'translate-y-full' : ''}`}
    >
      <ul className="mx-auto flex max-w-xl px-2">
        {items.map(({ path: p, key, Icon }) => (
          <li key={p} className="flex flex-1">
            <NavLink to={to(p)} className={({ isActive }) => cls(isActive)}>
              <Icon width={22} height={22} />
              <span className="truncate">{t(key)}</span>
            </NavLink>
          </li>
        ))}
        <li className="flex flex-1">
          <NavLink to={to(ACCOUNT_PATH)} className={cls(accountActive)} aria-current={accountActive ? 'page' : undefined} data-testid="tab-account">
            <IconUser width={22} height={22} />
            <span className="truncate">{t('nav.account')}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
