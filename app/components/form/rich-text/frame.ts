/**
 * The rich-text field's box, shared by the editor and the placeholder shown while the editor's
 * module loads, so the page does not move when it arrives: the toolbar's buttons (all one size)
 * wrap onto as many rows as the width needs, and the placeholder draws the same buttons empty
 * (TOOLBAR_GROUPS), above a writing area of fixed minimum height.
 */
export const RICH_TEXT_FRAME =
  'mt-1 overflow-hidden rounded-lg border border-stone-300 bg-white has-[[aria-invalid=true]]:border-red-600 dark:border-stone-700 dark:bg-stone-900';
export const RICH_TEXT_TOOLBAR = 'flex flex-wrap items-center gap-0.5 border-b border-stone-200 p-1 dark:border-stone-800';
export const TOOL_BUTTON = 'grid h-9 w-9 shrink-0 place-items-center rounded-md';
export const TOOL_SEPARATOR = 'mx-1 h-6 w-px shrink-0 bg-stone-200 dark:bg-stone-700';

/** The toolbar's buttons (cms:richText.<key>), group by group; 'image' only with a picture library. */
export const TOOLBAR_GROUPS = [
  ['heading2', 'heading3'],
  ['bold', 'italic', 'strike'],
  ['bulletList', 'orderedList', 'blockquote'],
  ['link', 'image', 'imageAlt'],
  ['table', 'addRow', 'addColumn', 'deleteRow', 'deleteColumn', 'deleteTable'],
  ['horizontalRule'],
  ['undo', 'redo'],
] as const;
export type ToolKey = (typeof TOOLBAR_GROUPS)[number][number];
/** The groups as drawn: without 'image' when there is no library to pick from. */
export const toolbarGroups = (withImage: boolean) => TOOLBAR_GROUPS.map((g) => g.filter((k) => withImage || k !== 'image'));
/** `.post-body` (app/app.css) is how a post's body reads on the site, so the editor shows it the same way. */
export const RICH_TEXT_AREA =
  'post-body min-h-64 px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-inset';
