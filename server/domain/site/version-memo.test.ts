import { describe, expect, it } from 'vitest';
import { systemClock } from '../shared/clock';
import { createContentVersionWatch } from './content-version-watch';
import { createVersionMemo } from './version-memo';

/** A query builder as Drizzle makes it: nothing runs until it is awaited, and it runs on every await. */
function lazyQuery<T>(result: T, runs: { n: number }): PromiseLike<T> {
  return {
    then(onFulfilled, onRejected) {
      runs.n++;
      return Promise.resolve(result).then(onFulfilled, onRejected);
    },
  };
}

describe('the content memo', () => {
  const watch = createContentVersionWatch({
    getVersion: async () => 1,
    nextChangeAt: async () => null,
    changesBetween: async () => null,
    clock: systemClock,
    checkMs: 60_000,
  });

  it('runs a lazy query once for every caller while the content is unchanged (issue 15: it ran on every hit)', async () => {
    const runs = { n: 0 };
    const memo = createVersionMemo({ watch, maxAgeMs: 60_000 });
    const services = memo.wrap('services', ['service'], () => lazyQuery(['physio'], runs) as Promise<string[]>);
    expect(await services()).toEqual(['physio']);
    expect(await services()).toEqual(['physio']);
    await Promise.all([services(), services(), services()]);
    expect(runs.n).toBe(1);
  });

  it('runs it again once the content changed', async () => {
    const runs = { n: 0 };
    const memo = createVersionMemo({ watch, maxAgeMs: 60_000 });
    const faqs = memo.wrap('faqs', ['faq'], () => lazyQuery(['q'], runs) as Promise<string[]>);
    await faqs();
    watch.invalidate();
    await faqs();
    await faqs();
    expect(runs.n).toBe(2);
  });
});
