/**
 * One view of the content version per process, shared by everything that keeps public content
 * (the query memo and the page cache). It is re-read at most every `checkMs`; when it moves, every
 * listener drops what it holds at that same moment. With two separate views a page could be
 * rendered after the page cache saw a change but from query results the memo had not yet dropped,
 * and that stale page would then be kept until the next change.
 */
export function createContentVersionWatch(opts: { getVersion: () => Promise<number>; checkMs: number }) {
  let version = -1;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  /** Counts the changes seen (and forced drops): work begun in one generation is not kept in another. */
  let generation = 0;
  const listeners = new Set<() => void>();

  const changed = () => {
    generation++;
    for (const drop of listeners) drop();
  };

  return {
    /** The content version, re-read when the last reading is older than `checkMs`. */
    async current(): Promise<number> {
      if (Date.now() - checkedAt >= opts.checkMs) {
        checking ??= opts
          .getVersion()
          .then((v) => {
            if (version !== -1 && v !== version) changed();
            version = v;
            checkedAt = Date.now();
          })
          .finally(() => (checking = undefined));
        await checking;
      }
      return version;
    },
    /** Which generation of content the caches hold now. */
    generation: () => generation,
    /** Calls `drop` whenever the content changes; returns the unsubscribe. */
    onChange(drop: () => void): () => void {
      listeners.add(drop);
      return () => listeners.delete(drop);
    },
    /** This process changed content: every cache drops now and the next reading goes to the database. */
    invalidate() {
      checkedAt = 0;
      changed();
    },
  };
}
export type ContentVersionWatch = ReturnType<typeof createContentVersionWatch>;
