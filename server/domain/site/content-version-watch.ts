import type { Clock } from '../shared/clock';
import type { ContentTag } from './content-tags';

/** What a change touched: the kinds of content (null: everything, e.g. the clock passed a scheduled change). */
export type ChangedTags = ReadonlySet<ContentTag> | null;

/**
 * One view of the content version per process, shared by everything that keeps public content
 * (the query memo and the page cache). It is re-read at most every `checkMs`; when it moves, every
 * listener drops what it holds at that same moment. With two separate views a page could be
 * rendered after the page cache saw a change but from query results the memo had not yet dropped,
 * and that stale page would then be kept until the next change.
 *
 * Content also changes by time alone (a post's publish date, a promotion's auto-hide, an event's
 * registration closing): with the version the watch learns the next such instant
 * (`nextChangeAt`, read again only when the version moved or that instant passed), and when the
 * clock passes it, every listener drops what it holds exactly as for a version change (ADR 0019).
 * That costs a comparison per request, no query.
 *
 * When the version moves from a to b the watch reads which kinds of content versions a+1…b touched
 * (`changesBetween`) and passes them to the listeners, which drop only what read one of them
 * (ADR 0020); when that is not known (too far behind, the clock), they drop everything.
 */
export function createContentVersionWatch(opts: {
  getVersion: () => Promise<number>;
  /** The earliest instant after `now` at which public content changes by time; null = none ahead. */
  nextChangeAt: (now: Date) => Promise<Date | null>;
  /** The tags changed by the versions after `from` up to `to`; null = not known (drop everything). */
  changesBetween: (from: number, to: number) => Promise<ChangedTags>;
  clock: Clock;
  checkMs: number;
}) {
  let version = -1;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  /** The next scheduled change; null = none ahead. */
  let nextAt: Date | null = null;
  /** The next scheduled change must be read again (first reading, content changed, or it passed). */
  let nextStale = true;
  /** Counts the changes seen (and forced drops): work begun in one generation is not kept in another. */
  let generation = 0;
  const listeners = new Set<(tags: ChangedTags) => void>();

  const changed = (tags: ChangedTags) => {
    generation++;
    for (const drop of listeners) drop(tags);
  };
  /** Drops everything once the clock has reached the next scheduled change. */
  const tick = () => {
    if (nextAt && opts.clock.now() >= nextAt) {
      nextAt = null;
      nextStale = true;
      changed(null);
    }
  };
  const read = async () => {
    const v = await opts.getVersion();
    if (v !== version) {
      const before = version;
      version = v;
      nextStale = true;
      if (before !== -1) changed(await opts.changesBetween(before, v).catch(() => null));
    }
    checkedAt = Date.now();
    if (!nextStale) return;
    // Read after the version: a change committed in between is in what we read, and seen again at the next check.
    nextStale = false;
    try {
      nextAt = await opts.nextChangeAt(opts.clock.now());
    } catch (err) {
      nextStale = true;
      throw err;
    }
    tick();
  };
  const current = async (): Promise<number> => {
    tick();
    if (nextStale || Date.now() - checkedAt >= opts.checkMs) {
      checking ??= read().finally(() => (checking = undefined));
      await checking;
    }
    return version;
  };
  const refresh = async (): Promise<number> => {
    await checking?.catch(() => undefined);
    checkedAt = 0;
    return current();
  };

  return {
    /** The content version, re-read when the last reading is older than `checkMs`. */
    current,
    /** Which generation of content the caches hold now. */
    generation: () => {
      tick();
      return generation;
    },
    /** The version last read (-1 before the first reading), without reading. */
    known: () => version,
    /** The next scheduled change as last read (null = none ahead or not read yet). */
    nextChangeAt: () => nextAt,
    /** Calls `drop` whenever the content changes; returns the unsubscribe. */
    onChange(drop: (tags: ChangedTags) => void): () => void {
      listeners.add(drop);
      return () => listeners.delete(drop);
    },
    /** Every cache drops now and the next reading goes to the database. */
    invalidate() {
      checkedAt = 0;
      nextStale = true;
      changed(null);
    },
    /**
     * Reads the version now (after a write this process committed: a reading already on its way
     * may have begun before it), dropping everything if it moved. Returns the version.
     */
    refresh,
    /**
     * Another process announced `v` (Redis): if it is newer than what this process knows, the
     * version and what it changed are read now rather than at the next reading, and the caches
     * drop what it touched.
     */
    async announced(v: number): Promise<void> {
      if (v <= version) return;
      await refresh();
    },
  };
}
export type ContentVersionWatch = ReturnType<typeof createContentVersionWatch>;

/** Tells the other processes that the content moved to a version (Redis pub/sub; absent with one process). */
export interface ContentChangeSignal {
  publish(version: number): Promise<void>;
  /** Calls `onVersion` with each version another process announces; returns the unsubscribe. */
  subscribe(onVersion: (version: number) => void): () => void;
}
