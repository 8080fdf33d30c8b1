/**
 * Memoizes read-only content queries until the content version changes (checked at most every
 * `checkMs`) or `maxAgeMs` passes, whichever is first — so auto-show/auto-hide dates still take
 * effect within `maxAgeMs`. Public pages then render without a database round trip per query.
 */
export function createVersionMemo(opts: { getVersion: () => Promise<number>; checkMs: number; maxAgeMs: number }) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  let version = -1;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;

  async function fresh() {
    if (Date.now() - checkedAt < opts.checkMs) return;
    checking ??= opts
      .getVersion()
      .then((v) => {
        if (v !== version) entries.clear();
        version = v;
        checkedAt = Date.now();
      })
      .finally(() => (checking = undefined));
    await checking;
  }

  return {
    /** Wraps `fn` so calls with the same arguments share one result while the content is unchanged. */
    wrap<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
      return async (...args: A) => {
        await fresh();
        const key = `${name}:${JSON.stringify(args)}`;
        const hit = entries.get(key);
        if (hit && Date.now() - hit.at < opts.maxAgeMs) return hit.value as Promise<R>;
        const value = fn(...args);
        entries.set(key, { at: Date.now(), value });
        value.catch(() => entries.delete(key));
        return value;
      };
    },
    clear() {
      entries.clear();
      checkedAt = 0;
    },
  };
}
