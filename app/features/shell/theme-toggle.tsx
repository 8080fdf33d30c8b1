import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMoon, IconSun } from './icons';
import { currentTheme, setTheme, type Theme } from './theme';

/** Flips light/dark and persists the choice. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setState] = useState<Theme | null>(null);
  useEffect(() => {
    const sync = () => setState(currentTheme());
    sync();
    window.addEventListener('themechange', sync);
    return () => window.removeEventListener('themechange', sync);
  }, []);
  return (
    <button
      type="button"
      className="icon-btn"
      data-testid="theme-toggle"
      aria-label={theme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
      onClick={() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
    >
      <IconSun className="hidden dark:block" />
      <IconMoon className="block dark:hidden" />
    </button>
  );
}
