/**
 * The rich-text field's box, shared by the editor and the placeholder shown while the editor's
 * module loads, so the page does not move when it arrives: one toolbar row of fixed height (it
 * scrolls sideways on a phone rather than wrapping) above a writing area of fixed minimum height.
 */
export const RICH_TEXT_FRAME =
  'mt-1 overflow-hidden rounded-lg border border-stone-300 bg-white has-[[aria-invalid=true]]:border-red-600 dark:border-stone-700 dark:bg-stone-900';
export const RICH_TEXT_TOOLBAR = 'flex h-12 items-center gap-0.5 overflow-x-auto border-b border-stone-200 px-1 dark:border-stone-800';
/** `.rich-text` (app/app.css) is how a post's body reads on the site, so the editor shows it the same way. */
export const RICH_TEXT_AREA =
  'rich-text min-h-64 px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-inset';
