/**
 * Rendered public pages kept in memory per URL, for visitors without a session. An entry is valid
 * for the content version it was rendered at; the version is re-read at most every `checkMs`, so
 * a change made by another process shows within that time.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The HTML split at the nonce placeholder, joined with a fresh nonce per response. */
  parts: string[];
}

export function createPageCache(opts: { getVersion: () => Promise<number>; checkMs: number; maxEntries: number }) {
  const entries = new Map<string, CachedPage>();
  let version = -1;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;

  async function refreshVersion() {
    if (Date.now() - checkedAt < opts.checkMs) return;
    checking ??= opts
      .getVersion()
      .then((v) => {
        if (version !== -1 && v !== version) entries.clear();
        version = v;
        checkedAt = Date.now();
      })
      .finally(() => (checking = undefined));
    await checking;
  }

  return {
    async get(key: string): Promise<CachedPage | undefined> {
      await refreshVersion();
      return entries.get(key);
    },
    set(key: string, page: CachedPage) {
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, page);
    },
    /** Drops everything now (called after this process changed content). */
    invalidate() {
      entries.clear();
      checkedAt = 0;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
