import type { ContentVersionWatch } from './content-version-watch';

/**
 * Memoizes read-only content queries until the content changes (through the process's one
 * ContentVersionWatch, which the page cache shares: an edit anywhere, or the clock reaching the next
 * scheduled show, hide or publish date) or `maxAgeMs` passes, whichever is first. Public pages then
 * render without a database round trip per query.
 */
export function createVersionMemo(opts: { watch: ContentVersionWatch; maxAgeMs: number }) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  opts.watch.onChange(() => entries.clear());

  return {
    /** Wraps `fn` so calls with the same arguments share one result while the content is unchanged. */
    wrap<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
      return async (...args: A) => {
        await opts.watch.current();
        const key = `${name}:${JSON.stringify(args)}`;
        const hit = entries.get(key);
        if (hit && Date.now() - hit.at < opts.maxAgeMs) return hit.value as Promise<R>;
        const value = fn(...args);
        entries.set(key, { at: Date.now(), value });
        value.catch(() => entries.delete(key));
        return value;
      };
    },
  };
}
