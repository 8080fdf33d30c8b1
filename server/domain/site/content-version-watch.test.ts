import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../shared/clock';
import { createContentVersionWatch } from './content-version-watch';
import type { ContentTag } from './content-tags';

/**
 * The watch's rules with fake time (vi.useFakeTimers moves Date and so the system clock): the
 * content version read at most once per check interval, and the next scheduled change learned with
 * it, which drops every cache when the clock passes it (ADR 0019).
 */
const T0 = new Date('2030-03-01T10:00:00+08:00');
const minutes = (n: number) => n * 60_000;

function setup(opts: { checkMs?: number } = {}) {
  const db = { version: 1, schedule: [] as Date[], tags: new Set<ContentTag>(['faq']) as ReadonlySet<ContentTag> | null };
  const reads = { version: 0, next: [] as Date[], between: [] as [number, number][] };
  const watch = createContentVersionWatch({
    getVersion: async () => (reads.version++, db.version),
    nextChangeAt: async (now) => {
      reads.next.push(now);
      return db.schedule.filter((d) => d > now).sort((a, b) => +a - +b)[0] ?? null;
    },
    changesBetween: async (from, to) => (reads.between.push([from, to]), db.tags),
    clock: systemClock,
    checkMs: opts.checkMs ?? 1000,
  });
  let drops = 0;
  const dropped: (ReadonlySet<ContentTag> | null)[] = [];
  watch.onChange((tags) => (drops++, dropped.push(tags)));
  return { db, reads, watch, drops: () => drops, dropped };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('content version watch: the next scheduled change', () => {
  it('drops every cache when the clock passes the next scheduled change, with no edit, and then learns the one after', async () => {
    const w = setup();
    const publishAt = new Date(+T0 + minutes(30));
    const hideAt = new Date(+T0 + minutes(90));
    w.db.schedule = [publishAt, hideAt];
    await w.watch.current();
    expect(w.watch.nextChangeAt()).toEqual(publishAt);

    vi.setSystemTime(+publishAt - 1);
    await w.watch.current();
    expect(w.drops()).toBe(0);

    vi.setSystemTime(publishAt);
    await w.watch.current();
    expect(w.drops()).toBe(1);
    expect(w.watch.nextChangeAt()).toEqual(hideAt);
    // The next one was read at the moment passed, not before it.
    expect(w.reads.next.at(-1)).toEqual(publishAt);

    vi.setSystemTime(+hideAt + minutes(5));
    await w.watch.current();
    expect(w.drops()).toBe(2);
    expect(w.watch.nextChangeAt()).toBeNull();
    // Nothing ahead: time passing drops nothing more.
    vi.setSystemTime(+hideAt + minutes(600));
    await w.watch.current();
    expect(w.drops()).toBe(2);
  });

  it('moves the generation at that moment, so a page whose render began before it is not kept', async () => {
    const w = setup();
    w.db.schedule = [new Date(+T0 + minutes(1))];
    await w.watch.current();
    const began = w.watch.generation();
    vi.setSystemTime(+T0 + minutes(1) + 1);
    // No request has asked for the version since: generation() itself sees the moment pass.
    expect(w.watch.generation()).not.toBe(began);
    expect(w.drops()).toBe(1);
  });

  it('reads the next change with the version, not on every request: again only when the version moves', async () => {
    const w = setup();
    w.db.schedule = [new Date(+T0 + minutes(60))];
    for (let i = 0; i < 50; i++) await w.watch.current();
    expect(w.reads).toMatchObject({ version: 1 });
    expect(w.reads.next).toHaveLength(1);

    // A second later: the version is read again (unchanged), the schedule is not.
    vi.advanceTimersByTime(1000);
    await w.watch.current();
    expect(w.reads.version).toBe(2);
    expect(w.reads.next).toHaveLength(1);

    // An edit schedules something sooner: the version moves, so the schedule is read again with it.
    const sooner = new Date(+T0 + minutes(10));
    w.db.schedule.push(sooner);
    w.db.version = 2;
    vi.advanceTimersByTime(1000);
    await w.watch.current();
    expect(w.drops()).toBe(1);
    expect(w.reads.next).toHaveLength(2);
    expect(w.watch.nextChangeAt()).toEqual(sooner);
  });

  it('drops at once for a version another process announced, ignores one it already knows, and does not drop twice for it', async () => {
    const w = setup({ checkMs: 60_000 });
    await w.watch.current();
    await w.watch.announced(1);
    expect(w.drops()).toBe(0);
    w.db.version = 2;
    await w.watch.announced(2);
    expect(w.drops()).toBe(1);
    expect(w.reads.between).toEqual([[1, 2]]);
    vi.advanceTimersByTime(60_000);
    await w.watch.current();
    expect(w.drops()).toBe(1);
    expect(w.watch.known()).toBe(2);
  });

  it('after a write, reads the version again even when a reading begun before the write is still on its way', async () => {
    let release!: () => void;
    let versionNow = 1;
    const watch = createContentVersionWatch({
      getVersion: () => {
        const v = versionNow;
        return v === 1 && !release ? new Promise<number>((resolve) => (release = () => resolve(v))) : Promise.resolve(v);
      },
      nextChangeAt: async () => null,
      changesBetween: async () => null,
      clock: systemClock,
      checkMs: 60_000,
    });
    const first = watch.current();
    // The write commits while that first reading (of version 1) is still out.
    versionNow = 2;
    const after = watch.refresh();
    release();
    await first;
    expect(await after).toBe(2);
  });

  it('passes on what the versions in between changed (ADR 0020); the clock passing a scheduled change, or not knowing, means everything', async () => {
    const w = setup({ checkMs: 0 });
    await w.watch.current();
    w.db.version = 4;
    w.db.tags = new Set<ContentTag>(['faq', 'blog']);
    await w.watch.current();
    expect(w.reads.between).toEqual([[1, 4]]);
    expect(w.dropped).toEqual([new Set(['faq', 'blog'])]);
    w.db.version = 5;
    w.db.tags = null;
    await w.watch.current();
    expect(w.dropped[1]).toBeNull();
    w.db.schedule = [new Date(+T0 + minutes(5))];
    w.db.version = 6;
    w.db.tags = new Set<ContentTag>(['event']);
    await w.watch.current();
    vi.advanceTimersByTime(minutes(5));
    await w.watch.current();
    expect(w.dropped.slice(2)).toEqual([new Set(['event']), null]);
  });
});
