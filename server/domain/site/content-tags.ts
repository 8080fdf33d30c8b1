/**
 * The kinds of public content a change can touch, and so what a cached page or query result
 * depends on (ADR 0020). A write names the tags it touched (`bumpContentVersion`); a query result
 * names the tags it read (`memo.wrap`); a page holds the tags of every query its render read, plus
 * the frame every page shows (site settings and translations).
 */
export const CONTENT_TAGS = ['site', 'i18n', 'place', 'service', 'team', 'faq', 'review', 'promotion', 'event', 'blog', 'types', 'media'] as const;
export type ContentTag = (typeof CONTENT_TAGS)[number];

/** What every page shows whatever it is: the header and footer (site settings) and its words. */
export const PAGE_FRAME_TAGS: readonly ContentTag[] = ['site', 'i18n'];

/** The tags of the content kinds the back office edits as rows (`content-rows.ts`), by operation-log resource. */
export const TAGS_OF_RESOURCE: Record<string, readonly ContentTag[]> = {
  FAQ: ['faq'],
  REVIEW: ['review'],
  EVENT: ['event'],
  BLOG: ['blog'],
  PROMOTION: ['promotion'],
  STAFF: ['team'],
  SERVICE: ['service'],
};

/** Whether something that read `read` is affected by a change of `changed` (null: everything changed). */
export function touches(changed: ReadonlySet<ContentTag> | null, read: Iterable<ContentTag>): boolean {
  if (changed === null) return true;
  for (const tag of read) if (changed.has(tag)) return true;
  return false;
}
