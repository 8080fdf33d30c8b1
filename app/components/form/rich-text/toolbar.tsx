import type { Editor } from '@tiptap/core';
import { Fragment, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_TOOLBAR, TOOL_BUTTON, TOOL_SEPARATOR, toolbarGroups, type ToolKey } from './frame';
import { Glyph, Icon } from './icons';
import { useEditorFlags } from './use-tiptap';

/** One button's state and command (its words are cms:richText.<key>). */
interface Tool {
  icon: ReactNode;
  run: () => void;
  /** A mark or block that is on where the cursor is (aria-pressed). */
  pressed?: boolean;
  /** Opens a panel (aria-expanded). */
  expanded?: boolean;
  disabled?: boolean;
  /** aria-keyshortcuts, e.g. "Control+B". */
  keys?: string;
}

/** What the toolbar reads from the editor: redrawn only when one of these changes. */
function useToolState(editor: Editor) {
  return useEditorFlags(editor, (e) => ({
    h2: e.isActive('heading', { level: 2 }),
    h3: e.isActive('heading', { level: 3 }),
    bold: e.isActive('bold'),
    italic: e.isActive('italic'),
    strike: e.isActive('strike'),
    bulletList: e.isActive('bulletList'),
    orderedList: e.isActive('orderedList'),
    blockquote: e.isActive('blockquote'),
    link: e.isActive('link'),
    image: e.isActive('image'),
    canTable: e.can().insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
    canAddRow: e.can().addRowAfter(),
    canAddColumn: e.can().addColumnAfter(),
    canDeleteRow: e.can().deleteRow(),
    canDeleteColumn: e.can().deleteColumn(),
    canDeleteTable: e.can().deleteTable(),
    canUndo: e.can().undo(),
    canRedo: e.can().redo(),
  }));
}

/**
 * The editor's toolbar (WAI-ARIA toolbar: one tab stop, arrows and Home/End move, Escape goes back
 * to the text). Buttons keep the text's focus and selection when clicked; a button that cannot act
 * where the cursor is stays focusable with aria-disabled, so the keyboard order never jumps.
 * The buttons wrap onto more rows on a narrow screen (never a sideways scroll of the page).
 */
export function Toolbar(p: {
  editor: Editor;
  controls: string;
  toolbarRef: RefObject<HTMLDivElement | null>;
  panel: 'link' | 'image' | null;
  onLink: () => void;
  onPickImage?: () => void;
  onImageAlt: () => void;
}) {
  const { t } = useTranslation('cms');
  const s = useToolState(p.editor);
  const chain = () => p.editor.chain().focus();
  const tools: Record<ToolKey, Tool> = {
    heading2: { icon: <Glyph text="H2" className="font-semibold" />, pressed: s.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    heading3: { icon: <Glyph text="H3" className="font-semibold" />, pressed: s.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    bold: { icon: <Glyph text="B" className="font-bold" />, pressed: s.bold, keys: 'Control+B', run: () => chain().toggleBold().run() },
    italic: { icon: <Glyph text="I" className="font-serif italic" />, pressed: s.italic, keys: 'Control+I', run: () => chain().toggleItalic().run() },
    strike: { icon: <Glyph text="S" className="line-through" />, pressed: s.strike, keys: 'Control+Shift+S', run: () => chain().toggleStrike().run() },
    bulletList: { icon: <Icon name="bulletList" />, pressed: s.bulletList, run: () => chain().toggleBulletList().run() },
    orderedList: { icon: <Icon name="orderedList" />, pressed: s.orderedList, run: () => chain().toggleOrderedList().run() },
    blockquote: { icon: <Icon name="blockquote" />, pressed: s.blockquote, run: () => chain().toggleBlockquote().run() },
    link: { icon: <Icon name="link" />, pressed: s.link, expanded: p.panel === 'link', keys: 'Control+K', run: p.onLink },
    image: { icon: <Icon name="image" />, run: () => p.onPickImage?.() },
    imageAlt: { icon: <Icon name="imageAlt" />, disabled: !s.image, expanded: p.panel === 'image', run: p.onImageAlt },
    table: { icon: <Icon name="table" />, disabled: !s.canTable, run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
    addRow: { icon: <Icon name="addRow" />, disabled: !s.canAddRow, run: () => chain().addRowAfter().run() },
    addColumn: { icon: <Icon name="addColumn" />, disabled: !s.canAddColumn, run: () => chain().addColumnAfter().run() },
    deleteRow: { icon: <Icon name="deleteRow" />, disabled: !s.canDeleteRow, run: () => chain().deleteRow().run() },
    deleteColumn: { icon: <Icon name="deleteColumn" />, disabled: !s.canDeleteColumn, run: () => chain().deleteColumn().run() },
    deleteTable: { icon: <Icon name="deleteTable" />, disabled: !s.canDeleteTable, run: () => chain().deleteTable().run() },
    horizontalRule: { icon: <Icon name="horizontalRule" />, run: () => chain().setHorizontalRule().run() },
    undo: { icon: <Icon name="undo" />, disabled: !s.canUndo, keys: 'Control+Z', run: () => chain().undo().run() },
    redo: { icon: <Icon name="redo" />, disabled: !s.canRedo, keys: 'Control+Shift+Z', run: () => chain().redo().run() },
  };
  const groups = toolbarGroups(!!p.onPickImage);
  const count = groups.flat().length;
  const [stop, setStop] = useState(0);
  const buttons = () => [...(p.toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button[data-tool]') ?? [])];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      p.editor.commands.focus();
      return;
    }
    const last = count - 1;
    const to = { ArrowRight: stop === last ? 0 : stop + 1, ArrowLeft: stop === 0 ? last : stop - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    setStop(to);
    buttons()[to]?.focus();
  };
  let index = -1;
  return (
    <div
      ref={p.toolbarRef}
      role="toolbar"
      aria-label={t('cms:richText.toolbar')}
      aria-controls={p.controls}
      className={RICH_TEXT_TOOLBAR}
      onKeyDown={onKeyDown}
    >
      {groups.map((group, g) => (
        <Fragment key={g}>
          {g > 0 && <span role="separator" aria-orientation="vertical" className={TOOL_SEPARATOR} />}
          {group.map((key) => {
            const tool = tools[key];
            const i = ++index;
            const label = t(`cms:richText.${key}`);
            return (
              <button
                key={key}
                type="button"
                data-tool={key}
                tabIndex={i === stop ? 0 : -1}
                aria-label={label}
                title={tool.keys ? `${label} (${tool.keys.replace('Control', 'Ctrl')})` : label}
                aria-keyshortcuts={tool.keys}
                aria-pressed={tool.pressed ?? undefined}
                aria-expanded={tool.expanded ?? undefined}
                aria-disabled={tool.disabled || undefined}
                className={`${TOOL_BUTTON} text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-600 aria-disabled:opacity-40 aria-disabled:hover:bg-transparent aria-pressed:bg-emerald-100 aria-pressed:text-emerald-900 dark:text-stone-100 dark:hover:bg-stone-800 dark:aria-pressed:bg-emerald-900 dark:aria-pressed:text-emerald-50`}
                onMouseDown={(e) => e.preventDefault()}
                onFocus={() => setStop(i)}
                onClick={() => {
                  if (!tool.disabled) tool.run();
                }}
              >
                {tool.icon}
              </button>
            );
          })}
        </Fragment>
      ))}
    </div>
  );
}
