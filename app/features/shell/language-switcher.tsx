import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_SHORT_LABELS, localizePath } from '../../../common/i18n-config';
import { useLocale } from '../i18n/use-locale';

/** 繁 / 简 / Eng: the same page, query and hash in another language. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { lng, path } = useLocale();
  const { search, hash } = useLocation();
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.language')} className={`flex items-center gap-0.5 ${className}`} data-testid="language-switcher">
      {LANGUAGES.map((l) => (
        <Link
          key={l}
          to={localizePath(path, l) + search + hash}
          hrefLang={l}
          lang={l}
          aria-current={l === lng ? 'true' : undefined}
          aria-label={LANGUAGE_NAMES[l]}
          className={`rounded-md px-2 py-1 text-sm ${l === lng ? 'bg-emerald-800 text-white dark:bg-emerald-700' : 'hover:bg-stone-100 dark:hover:bg-stone-800'}`}
        >
          {LANGUAGE_SHORT_LABELS[l]}
        </Link>
      ))}
    </nav>
  );
}
