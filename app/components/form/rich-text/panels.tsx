import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_HREF_MAX, isLinkHref } from '../../../../common/validators/link-href';
import { inputClass } from '../fields';

/**
 * The small forms under the toolbar (a link's address, a picture's description). They sit inside
 * the page's form, so they are groups, not forms: Enter applies (and never submits the page's
 * form), Escape cancels; either returns to the text.
 */
function Panel(p: { label: string; testId: string; children: ReactNode; buttons: ReactNode; onEnter: () => void; onCancel: () => void }) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      p.onCancel();
    } else if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
      e.preventDefault();
      p.onEnter();
    }
  };
  return (
    // The keys are the group's shortcuts for the input inside it; the buttons work on their own.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-label={p.label}
      className="border-b border-stone-200 bg-stone-50 p-3 dark:border-stone-800 dark:bg-stone-950"
      data-testid={p.testId}
      onKeyDown={onKeyDown}
    >
      {p.children}
      <div className="mt-2 flex flex-wrap gap-2">{p.buttons}</div>
    </div>
  );
}

/** One labelled input of a panel, focused when the panel opens, its error under it. */
function PanelInput(p: {
  label: string;
  hint: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  inputMode?: 'url' | 'text';
  testId: string;
  maxLength: number;
}) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium">
        {p.label}
      </label>
      <input
        ref={ref}
        id={id}
        type="text"
        inputMode={p.inputMode}
        autoComplete="off"
        maxLength={p.maxLength}
        className={inputClass}
        value={p.value}
        aria-invalid={p.error ? 'true' : undefined}
        aria-describedby={`${id}-hint${p.error ? ` ${id}-error` : ''}`}
        data-testid={p.testId}
        onChange={(e) => p.onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
        {p.hint}
      </p>
      {p.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {p.error}
        </p>
      )}
    </>
  );
}

/** A link's address: checked with isLinkHref (http, https, mailto, tel or a path on this site); removable. */
export function LinkPanel(p: { initial: string; canRemove: boolean; onApply: (href: string) => void; onRemove: () => void; onCancel: () => void }) {
  const { t } = useTranslation('cms');
  const [href, setHref] = useState(p.initial);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const v = href.trim();
    if (!isLinkHref(v)) return setError(t(v ? 'cms:richText.linkInvalid' : 'cms:richText.linkRequired'));
    p.onApply(v);
  };
  return (
    <Panel
      label={t('cms:richText.link')}
      testId="rich-text-link-panel"
      onEnter={apply}
      onCancel={p.onCancel}
      buttons={
        <>
          <button type="button" className="btn btn-primary" onClick={apply}>
            {t('cms:richText.apply')}
          </button>
          {p.canRemove && (
            <button type="button" className="btn btn-ghost text-red-700 dark:text-red-400" onClick={p.onRemove}>
              {t('cms:richText.removeLink')}
            </button>
          )}
          <button type="button" className="btn btn-ghost" onClick={p.onCancel}>
            {t('cms:richText.cancel')}
          </button>
        </>
      }
    >
      <PanelInput
        label={t('cms:richText.linkUrl')}
        hint={t('cms:richText.linkHint')}
        value={href}
        inputMode="url"
        maxLength={LINK_HREF_MAX}
        error={error}
        testId="rich-text-link-url"
        onChange={(v) => {
          setHref(v);
          setError(null);
        }}
      />
    </Panel>
  );
}

/** A picture's description (alt text), required: from the library when it has one, then editable. */
export function ImagePanel(p: { src: string; initial: string; editing: boolean; onApply: (alt: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('cms');
  const [alt, setAlt] = useState(p.initial);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const v = alt.trim();
    if (!v) return setError(t('cms:richText.altRequired'));
    p.onApply(v);
  };
  return (
    <Panel
      label={t('cms:richText.imageAlt')}
      testId="rich-text-image-panel"
      onEnter={apply}
      onCancel={p.onCancel}
      buttons={
        <>
          <button type="button" className="btn btn-primary" onClick={apply}>
            {t(p.editing ? 'cms:richText.apply' : 'cms:richText.insertImage')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={p.onCancel}>
            {t('cms:richText.cancel')}
          </button>
        </>
      }
    >
      <div className="flex items-start gap-3">
        <img src={p.src} alt="" className="h-16 w-24 shrink-0 rounded-md border border-stone-200 object-cover dark:border-stone-800" />
        <div className="min-w-0 flex-1">
          <PanelInput
            label={t('cms:richText.altLabel')}
            hint={t('cms:richText.altHint')}
            value={alt}
            maxLength={300}
            error={error}
            testId="rich-text-image-alt"
            onChange={(v) => {
              setAlt(v);
              setError(null);
            }}
          />
        </div>
      </div>
    </Panel>
  );
}
