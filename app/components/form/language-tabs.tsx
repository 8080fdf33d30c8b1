import { useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Lng } from '../../../common/i18n-config';
import type { FieldErrors } from './form-errors';
import { errorsArrived, languagesWithErrors, type LanguageMark } from './language-marks';
import { FormContext } from './use-form';

const MARK_GLYPH: Record<LanguageMark, string> = { written: '●', partial: '◐', empty: '○' };
const MARK_CLASS: Record<LanguageMark, string> = {
  written: 'text-emerald-700 dark:text-emerald-400',
  partial: 'text-amber-700 dark:text-amber-400',
  empty: 'text-stone-500 dark:text-stone-400',
};

/**
 * Texts in three languages as tabs (zh-HK, zh-CN, en), for forms with several long fields per
 * language (a blog post's title, summary, body and search texts). Each tab shows how far its
 * language is written and whether its fields hold an error; when the form gets new errors the
 * first language with one opens, so the form can move the focus to it. All three panels stay
 * mounted (hidden), so what is typed and an editor's undo history survive a change of tab.
 * Keyboard: the tabs are one stop, arrows and Home/End move between them (WAI-ARIA tabs).
 */
export function LanguageTabs(p: {
  label: string;
  marks: Record<Lng, LanguageMark>;
  /** The per-language fields inside the panels ("title" holds "title.en"…), for the error marks. */
  fields: readonly string[];
  children: (lng: Lng) => ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errors = useContext(FormContext)?.errors ?? {};
  const withErrors = languagesWithErrors(errors, p.fields);
  const [active, setActive] = useState<Lng>(LANGUAGES[0]);
  // New errors (a save refused) open the first language holding one, in the same render, before
  // the form focuses its field; errors going away as people type move nothing.
  const [seen, setSeen] = useState<FieldErrors>(errors);
  if (seen !== errors) {
    setSeen(errors);
    if (errorsArrived(seen, errors) && withErrors.length > 0 && withErrors[0] !== active) setActive(withErrors[0]!);
  }
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, i: number) => {
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: LANGUAGES.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const j = (to + LANGUAGES.length) % LANGUAGES.length;
    setActive(LANGUAGES[j]!);
    tabs.current[j]?.focus();
  };
  return (
    <div data-testid={p.testId}>
      <div role="tablist" aria-label={p.label} className="flex gap-1 overflow-x-auto border-b border-stone-200 dark:border-stone-800">
        {LANGUAGES.map((lng, i) => {
          const selected = lng === active;
          const mark = p.marks[lng];
          const hasError = withErrors.includes(lng);
          return (
            <button
              key={lng}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${lng}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${lng}`}
              tabIndex={selected ? 0 : -1}
              data-lng={lng}
              data-mark={mark}
              data-error={hasError || undefined}
              onClick={() => setActive(lng)}
              onKeyDown={(e) => move(e, i)}
              className={`-mb-px flex shrink-0 items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-emerald-600 ${
                selected
                  ? 'border-emerald-700 text-stone-900 dark:border-emerald-400 dark:text-stone-50'
                  : 'border-transparent text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-stone-100'
              }`}
            >
              <span aria-hidden="true" className={MARK_CLASS[mark]}>
                {MARK_GLYPH[mark]}
              </span>
              <span lang={lng}>{LANGUAGE_NAMES[lng]}</span>
              <span className="sr-only">{t(`form.languageTabs.${mark}`)}</span>
              {hasError && (
                <span className="rounded-full bg-red-700 px-1.5 text-xs leading-5 text-white dark:bg-red-500 dark:text-stone-950" data-testid="tab-error">
                  <span aria-hidden="true">!</span>
                  <span className="sr-only">{t('form.languageTabs.error')}</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-stone-600 dark:text-stone-400" aria-hidden="true">
        {(['written', 'partial', 'empty'] as const).map((m) => (
          <span key={m} className="mr-3 whitespace-nowrap">
            <span className={MARK_CLASS[m]}>{MARK_GLYPH[m]}</span> {t(`form.languageTabs.${m}`)}
          </span>
        ))}
      </p>
      {LANGUAGES.map((lng) => (
        <div
          key={lng}
          role="tabpanel"
          id={`${id}-panel-${lng}`}
          aria-labelledby={`${id}-tab-${lng}`}
          hidden={lng !== active}
          className="space-y-4 pt-3"
          data-lng={lng}
        >
          {p.children(lng)}
        </div>
      ))}
    </div>
  );
}
