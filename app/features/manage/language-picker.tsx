import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_SHORT_LABELS, type Lng } from '../../../common/i18n-config';
import { useLocale } from '../i18n/use-locale';
import { manageFetch } from './manage-fetch';

/**
 * 繁 / 简 / Eng for the back office, whose URLs carry no language: the same page with ?lng=,
 * loaded as a whole document (the root loader picks the language from the page URL). Signed-in
 * staff also keep the choice on their account so the next screens stay in it.
 */
export function LanguagePicker({ persist }: { persist: boolean }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const { pathname, search } = useLocation();
  const hrefFor = (l: Lng) => {
    const params = new URLSearchParams(search);
    params.set('lng', l);
    return `${pathname}?${params}`;
  };
  const choose = async (e: React.MouseEvent, l: Lng) => {
    if (!persist) return;
    e.preventDefault();
    await manageFetch('/api/manage/me', { method: 'PATCH', body: { lng: l }, silent: true }).catch(() => undefined);
    location.assign(hrefFor(l));
  };
  return (
    <nav aria-label={t('nav.language')} className="flex items-center gap-0.5" data-testid="manage-language">
      {LANGUAGES.map((l) => (
        <Link
          key={l}
          to={hrefFor(l)}
          reloadDocument
          onClick={(e) => void choose(e, l)}
          lang={l}
          hrefLang={l}
          aria-label={LANGUAGE_NAMES[l]}
          aria-current={l === lng ? 'true' : undefined}
          className={`rounded-md px-2 py-1 text-sm ${l === lng ? 'bg-emerald-800 text-white dark:bg-emerald-700' : 'hover:bg-stone-100 dark:hover:bg-stone-800'}`}
        >
          {LANGUAGE_SHORT_LABELS[l]}
        </Link>
      ))}
    </nav>
  );
}
