import type { Redis } from 'ioredis';

/** Counts hits per key in fixed windows; memory for one process, Redis when REDIS_URL is set. */
export interface RateLimitStore {
  /** Adds one hit; returns the count in the current window and ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** The count in the current window without adding a hit (0 when none). */
  peek(key: string): Promise<{ count: number; resetMs: number }>;
}

export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { count: w.count, resetMs: w.resetAt - now };
    },
    async peek(key) {
      const now = Date.now();
      const w = windows.get(key);
      return !w || w.resetAt <= now ? { count: 0, resetMs: 0 } : { count: w.count, resetMs: w.resetAt - now };
    },
  };
}

export function redisRateLimitStore(redis: Redis, prefix = 'aloha:rl:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
      if (ttl < 0) {
        await redis.pexpire(k, windowMs);
        return { count, resetMs: windowMs };
      }
      return { count, resetMs: ttl };
    },
    async peek(key) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [[null, string | null], [null, number]];
      return { count: Number(count ?? 0), resetMs: Math.max(0, ttl) };
    },
  };
}

/**
 * The shared store while it answers, this process's own memory while it does not (Redis
 * restarting, the network cut): limits then count per process for that while, instead of every
 * limited request failing (docs/architecture.md "Faults"). `onFallback` is told once per outage
 * (logging), `onRecovered` when the shared store answers again.
 */
export function storeWithFallback(
  shared: RateLimitStore,
  local: RateLimitStore,
  events: { onFallback?: (err: unknown) => void; onRecovered?: () => void } = {},
): RateLimitStore {
  let failing = false;
  const attempt = async <T>(op: (s: RateLimitStore) => Promise<T>): Promise<T> => {
    try {
      const out = await op(shared);
      if (failing) {
        failing = false;
        events.onRecovered?.();
      }
      return out;
    } catch (err) {
      if (!failing) {
        failing = true;
        events.onFallback?.(err);
      }
      return op(local);
    }
  };
  return {
    hit: (key, windowMs) => attempt((s) => s.hit(key, windowMs)),
    peek: (key) => attempt((s) => s.peek(key)),
  };
}
