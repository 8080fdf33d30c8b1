import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_HREF_MAX, isLinkHref } from '../../../../common/validators/link-href';
import { FieldShell, inputClass } from '../fields';

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

/**
 * One text checked when applied: the panel with its input (focused and selected when it opens),
 * the error under it until the text changes, and Apply, `more` buttons and Cancel.
 */
function InputPanel(p: {
  label: string;
  testId: string;
  field: { label: string; hint: string; inputMode?: 'url' | 'text'; maxLength: number; testId: string };
  initial: string;
  /** The error's message key, or null when the (trimmed) text may be applied. */
  check: (text: string) => string | null;
  applyText: string;
  onApply: (text: string) => void;
  onCancel: () => void;
  more?: ReactNode;
  /** Beside the input (the picture being described). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation('cms');
  const ref = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(p.initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  const apply = () => {
    const v = text.trim();
    const refused = p.check(v);
    if (refused) setError(refused);
    else p.onApply(v);
  };
  return (
    <Panel
      label={p.label}
      testId={p.testId}
      onEnter={apply}
      onCancel={p.onCancel}
      buttons={
        <>
          <button type="button" className="btn btn-primary" onClick={apply}>
            {p.applyText}
          </button>
          {p.more}
          <button type="button" className="btn btn-ghost" onClick={p.onCancel}>
            {t('cms:richText.cancel')}
          </button>
        </>
      }
    >
      <div className="flex items-start gap-3">
        {p.aside}
        <div className="min-w-0 flex-1">
          <FieldShell name={p.field.testId} label={p.field.label} hint={p.field.hint} error={error ?? undefined}>
            {(c) => (
              <input
                {...c}
                ref={ref}
                type="text"
                inputMode={p.field.inputMode}
                autoComplete="off"
                maxLength={p.field.maxLength}
                className={inputClass}
                value={text}
                data-testid={p.field.testId}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(null);
                }}
              />
            )}
          </FieldShell>
        </div>
      </div>
    </Panel>
  );
}

/** A link's address: checked with isLinkHref (http, https, mailto, tel or a path on this site); removable. */
export function LinkPanel(p: { initial: string; canRemove: boolean; onApply: (href: string) => void; onRemove: () => void; onCancel: () => void }) {
  const { t } = useTranslation('cms');
  return (
    <InputPanel
      label={t('cms:richText.link')}
      testId="rich-text-link-panel"
      field={{ label: t('cms:richText.linkUrl'), hint: t('cms:richText.linkHint'), inputMode: 'url', maxLength: LINK_HREF_MAX, testId: 'rich-text-link-url' }}
      initial={p.initial}
      check={(v) => (isLinkHref(v) ? null : v ? 'cms:richText.linkInvalid' : 'cms:richText.linkRequired')}
      applyText={t('cms:richText.apply')}
      onApply={p.onApply}
      onCancel={p.onCancel}
      more={
        p.canRemove && (
          <button type="button" className="btn btn-ghost text-red-700 dark:text-red-400" onClick={p.onRemove}>
            {t('cms:richText.removeLink')}
          </button>
        )
      }
    />
  );
}

/** A picture's description (alt text), required: from the library when it has one, then editable. */
export function ImagePanel(p: { src: string; initial: string; editing: boolean; onApply: (alt: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('cms');
  return (
    <InputPanel
      label={t('cms:richText.imageAlt')}
      testId="rich-text-image-panel"
      field={{ label: t('cms:richText.altLabel'), hint: t('cms:richText.altHint'), maxLength: 300, testId: 'rich-text-image-alt' }}
      initial={p.initial}
      check={(v) => (v ? null : 'cms:richText.altRequired')}
      applyText={t(p.editing ? 'cms:richText.apply' : 'cms:richText.insertImage')}
      onApply={p.onApply}
      onCancel={p.onCancel}
      aside={<img src={p.src} alt="" className="h-16 w-24 shrink-0 rounded-md border border-stone-200 object-cover dark:border-stone-800" />}
    />
  );
}
