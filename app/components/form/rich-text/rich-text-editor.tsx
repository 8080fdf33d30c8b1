import type { Editor } from '@tiptap/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps, RichTextImage } from './types';
import { RICH_TEXT_EXTENSIONS } from './extensions';
import { RICH_TEXT_AREA, RICH_TEXT_FRAME, RICH_TEXT_TOOLBAR } from './frame';
import { ImagePanel, LinkPanel } from './panels';
import { Toolbar } from './toolbar';
import { useTiptap } from './use-tiptap';

type OpenPanel = { kind: 'link' } | { kind: 'image'; image: RichTextImage; editing: boolean };

/** The editor's HTML, '' when it holds nothing. */
const htmlOf = (e: Editor) => (e.isEmpty ? '' : e.getHTML());

/**
 * The rich-text field's editor (TipTap 3 on ProseMirror), loaded on first use by RichTextField.
 * The writing area is a labelled multi-line textbox; Alt+F10 moves to the toolbar and Escape
 * comes back. A new value from outside (the text as the server saved it) replaces the text.
 */
export default function RichTextEditor(p: RichTextEditorProps) {
  const { t } = useTranslation('cms');
  const [panel, setPanel] = useState<OpenPanel | null>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const emitted = useRef(p.value);
  const keysId = `${p.id}-keys`;

  const editorProps = useMemo(
    () => ({
      attributes: {
        id: p.id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': p.labelledBy,
        'aria-describedby': [p.describedBy, keysId].filter(Boolean).join(' '),
        ...(p.invalid ? { 'aria-invalid': 'true' } : {}),
        ...(p.lang ? { lang: p.lang } : {}),
        ...(p.testId ? { 'data-testid': p.testId } : {}),
        class: `${RICH_TEXT_AREA} overflow-x-auto`,
      },
      handleKeyDown: (_view: unknown, e: KeyboardEvent) => {
        if (e.altKey && e.key === 'F10') {
          toolbarRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
          return true;
        }
        if ((e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'k') {
          setPanel({ kind: 'link' });
          return true;
        }
        return false;
      },
    }),
    [p.id, p.labelledBy, p.describedBy, p.invalid, p.lang, p.testId, keysId],
  );

  const host = useRef<HTMLDivElement>(null);
  const onChange = useRef(p.onChange);
  useEffect(() => {
    onChange.current = p.onChange;
  });
  const editor = useTiptap(host, () => ({
    extensions: RICH_TEXT_EXTENSIONS,
    content: p.value,
    editable: !p.readOnly,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      emitted.current = html;
      onChange.current(html);
    },
  }));
  // Before the browser paints: a form focusing its first invalid field finds this one marked.
  useLayoutEffect(() => {
    editor.setOptions({ editorProps });
  }, [editor, editorProps]);
  useEffect(() => {
    editor.setEditable(!p.readOnly, false);
  }, [editor, p.readOnly]);
  useEffect(() => {
    if (p.value === emitted.current) return;
    emitted.current = p.value;
    editor.commands.setContent(p.value, { emitUpdate: false });
  }, [editor, p.value]);

  const close = () => {
    setPanel(null);
    editor.commands.focus();
  };
  const applyLink = (href: string) => {
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.extendMarkRange('link').setLink({ href }).run();
    setPanel(null);
  };
  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setPanel(null);
  };
  const applyAlt = (o: Extract<OpenPanel, { kind: 'image' }>, alt: string) => {
    if (o.editing) editor.chain().focus().updateAttributes('image', { alt }).run();
    else editor.chain().focus().setImage({ src: o.image.src, alt }).run();
    setPanel(null);
  };
  const pick = p.onPickImage;

  return (
    <div className={RICH_TEXT_FRAME} data-testid={p.testId ? `${p.testId}-frame` : undefined}>
      {p.readOnly ? (
        <div className={RICH_TEXT_TOOLBAR} />
      ) : (
        <Toolbar
          editor={editor}
          controls={p.id}
          toolbarRef={toolbarRef}
          panel={panel?.kind ?? null}
          onLink={() => setPanel(panel?.kind === 'link' ? null : { kind: 'link' })}
          onPickImage={pick && (() => pick((image) => setPanel({ kind: 'image', image, editing: false })))}
          onImageAlt={() => {
            const a = editor.getAttributes('image') as { src?: string; alt?: string };
            if (a.src) setPanel({ kind: 'image', image: { src: a.src, alt: a.alt ?? '' }, editing: true });
          }}
        />
      )}
      {panel?.kind === 'link' && (
        <LinkPanel
          initial={(editor.getAttributes('link') as { href?: string }).href ?? ''}
          canRemove={editor.isActive('link')}
          onApply={applyLink}
          onRemove={removeLink}
          onCancel={close}
        />
      )}
      {panel?.kind === 'image' && (
        <ImagePanel
          key={panel.image.src}
          src={panel.image.src}
          initial={panel.image.alt}
          editing={panel.editing}
          onApply={(alt) => applyAlt(panel, alt)}
          onCancel={close}
        />
      )}
      <div ref={host} />
      <p id={keysId} className="sr-only">
        {t('cms:richText.keys')}
      </p>
    </div>
  );
}
