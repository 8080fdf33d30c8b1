import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentTag } from './content-tags';

const reads = new AsyncLocalStorage<Set<ContentTag>>();

/**
 * Runs `fn` noting the content tags every query it makes reads (`noteContentRead`, called by the
 * query memo): the page cache keeps a rendered page with them, so a change drops only the pages
 * that showed what changed (ADR 0020).
 */
export async function trackContentReads<T>(fn: () => Promise<T>): Promise<{ result: T; tags: Set<ContentTag> }> {
  const tags = new Set<ContentTag>();
  const result = await reads.run(tags, fn);
  return { result, tags };
}

/** Notes that the work under way read content of these kinds (nothing when no page is being tracked). */
export function noteContentRead(tags: readonly ContentTag[]) {
  const current = reads.getStore();
  if (current) for (const tag of tags) current.add(tag);
}
