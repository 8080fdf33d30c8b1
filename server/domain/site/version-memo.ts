import type { ContentVersionWatch } from './content-version-watch';
import { noteContentRead } from './content-reads';
import { touches, type ContentTag } from './content-tags';

/**
 * Memoizes read-only content queries until the content changes (through the process's one
 * ContentVersionWatch, which the page cache shares: an edit anywhere, or the clock reaching the next
 * scheduled show, hide or publish date) or `maxAgeMs` passes, whichever is first. Public pages then
 * render without a database round trip per query. Each query names the kinds of content it reads
 * (`tags`): a change drops only the results that read what changed, and a page being rendered
 * notes them so the page cache can do the same (ADR 0020).
 */
export function createVersionMemo(opts: { watch: ContentVersionWatch; maxAgeMs: number }) {
  const entries = new Map<string, { at: number; tags: readonly ContentTag[]; value: Promise<unknown> }>();
  opts.watch.onChange((changed) => {
    for (const [key, entry] of entries) if (touches(changed, entry.tags)) entries.delete(key);
  });

  return {
    /** Wraps `fn` so calls with the same arguments share one result while the content is unchanged. */
    wrap<A extends unknown[], R>(name: string, tags: readonly ContentTag[], fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
      return async (...args: A) => {
        noteContentRead(tags);
        await opts.watch.current();
        const key = `${name}:${JSON.stringify(args)}`;
        const hit = entries.get(key);
        if (hit && Date.now() - hit.at < opts.maxAgeMs) return hit.value as Promise<R>;
        // A query builder is a lazy thenable that runs its query each time it is awaited: keep
        // the one settled promise, not the builder, or every hit would query again.
        const value = Promise.resolve(fn(...args));
        entries.set(key, { at: Date.now(), tags, value });
        value.catch(() => entries.delete(key));
        return value;
      };
    },
  };
}
