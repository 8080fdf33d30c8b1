import { Fragment, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell, labelIdOf, type FieldBase } from './fields';
import { RICH_TEXT_AREA, RICH_TEXT_FRAME, RICH_TEXT_TOOLBAR, TOOL_BUTTON, TOOL_SEPARATOR, toolbarGroups } from './rich-text/frame';
import type { RichTextEditorProps } from './rich-text/types';
import { useHydrated } from './use-hydrated';

export type { RichTextEditorProps, RichTextImage } from './rich-text/types';

// TipTap and ProseMirror load only with the first rich-text field, never with the kit or a public page.
const RichTextEditor = lazy(() => import('./rich-text/rich-text-editor'));

/**
 * Formatted text (headings, lists, links, quotes, pictures, tables) as HTML, in the form kit's
 * label, hint and error frame; it plugs into useForm like the other fields (value, onChange, the
 * error under the field, the first invalid field focused). An empty text is ''. The server
 * sanitizes the HTML on every write: this field only helps people write it.
 */
export function RichTextField(p: FieldBase & Omit<RichTextEditorProps, 'id' | 'labelledBy' | 'describedBy' | 'invalid'>) {
  const { name, label, srPrefix, hint, error, errorLabel, ...editor } = p;
  const hydrated = useHydrated();
  return (
    <FieldShell name={name} label={label} srPrefix={srPrefix} hint={hint} error={error} errorLabel={errorLabel}>
      {(c) => {
        const props = { id: c.id, labelledBy: labelIdOf(c.id), describedBy: c['aria-describedby'], invalid: c['aria-invalid'] === 'true', ...editor };
        return hydrated ? (
          <Suspense fallback={<Placeholder groups={editor.readOnly ? [] : toolbarGroups(!!editor.onPickImage)} />}>
            <RichTextEditor {...props} />
          </Suspense>
        ) : (
          <Placeholder groups={editor.readOnly ? [] : toolbarGroups(!!editor.onPickImage)} />
        );
      }}
    </FieldShell>
  );
}

/** The editor's box while its module loads: the same toolbar buttons, empty, so nothing moves when it arrives. */
function Placeholder({ groups }: { groups: readonly (readonly string[])[] }) {
  const { t } = useTranslation('cms');
  return (
    <div className={RICH_TEXT_FRAME} aria-busy="true" data-testid="rich-text-loading">
      <div className={RICH_TEXT_TOOLBAR} aria-hidden="true">
        {groups.map((group, g) => (
          <Fragment key={g}>
            {g > 0 && <span className={TOOL_SEPARATOR} />}
            {group.map((key) => (
              <span key={key} className={`${TOOL_BUTTON} bg-stone-100 dark:bg-stone-800`} />
            ))}
          </Fragment>
        ))}
      </div>
      <p className={`${RICH_TEXT_AREA} text-stone-500 dark:text-stone-400`}>{t('cms:richText.loading')}</p>
    </div>
  );
}
