import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_SHORT_LABELS } from '../../../common/i18n-config';
import { useLocale } from '../i18n/use-locale';
import { useLanguageHref } from './language-href';

/** 繁 / 简 / Eng: the same page, query and hash in another language (or, where the page lacks it, its fallback). */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { lng } = useLocale();
  const href = useLanguageHref();
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.language')} className={`flex items-center gap-0.5 ${className}`} data-testid="language-switcher">
      {LANGUAGES.map((l) => (
        <Link
          key={l}
          to={href(l, true)}
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
