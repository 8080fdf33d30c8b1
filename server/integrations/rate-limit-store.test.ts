import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimitStore, redisRateLimitStore, storeWithFallback, type RateLimitStore } from './rate-limit-store';

function behaves(name: string, make: () => RateLimitStore) {
  describe(name, () => {
    it('counts hits per key within a window and starts again after it', async () => {
      const store = make();
      const key = `k-${Math.random()}`;
      expect((await store.hit(key, 300)).count).toBe(1);
      expect((await store.hit(key, 300)).count).toBe(2);
      expect((await store.hit(`${key}-other`, 300)).count).toBe(1);
      expect((await store.peek(key)).count).toBe(2);
      expect((await store.peek(`${key}-none`)).count).toBe(0);
      await new Promise((r) => setTimeout(r, 350));
      expect((await store.hit(key, 300)).count).toBe(1);
    });
  });
}

behaves('in-memory rate-limit store', memoryRateLimitStore);

// CI sets TEST_REDIS_URL (.ci/run); the Redis store is what several processes share.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(!!redisUrl)('Redis rate-limit store', () => {
  const redis = new Redis(redisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  afterAll(() => redis.quit());
  behaves('shared between two clients', () => redisRateLimitStore(redis, `test:${process.pid}:`));
  it('two processes (clients) share one count', async () => {
    const other = new Redis(redisUrl!);
    try {
      const a = redisRateLimitStore(redis, 'test:shared:');
      const b = redisRateLimitStore(other, 'test:shared:');
      const key = `k-${Math.random()}`;
      await a.hit(key, 5000);
      expect((await b.hit(key, 5000)).count).toBe(2);
    } finally {
      await other.quit();
    }
  });
});

describe('rate-limit store with a fallback', () => {
  it('counts in memory while the shared store fails, and in the shared store again once it answers', async () => {
    const shared = memoryRateLimitStore();
    let down = false;
    const flaky: RateLimitStore = {
      hit: (k, w) => (down ? Promise.reject(new Error('Connection is closed.')) : shared.hit(k, w)),
      peek: (k) => (down ? Promise.reject(new Error('Connection is closed.')) : shared.peek(k)),
    };
    const told: string[] = [];
    const store = storeWithFallback(flaky, memoryRateLimitStore(), { onFallback: () => told.push('fallback'), onRecovered: () => told.push('recovered') });
    expect((await store.hit('k', 10_000)).count).toBe(1);
    down = true;
    expect((await store.hit('k', 10_000)).count).toBe(1);
    expect((await store.hit('k', 10_000)).count).toBe(2);
    expect((await store.peek('k')).count).toBe(2);
    down = false;
    expect((await store.hit('k', 10_000)).count).toBe(2);
    expect(told).toEqual(['fallback', 'recovered']);
  });
});
