import { Redis } from 'ioredis';
import type { ContentChangeSignal } from '../domain/site/content-version-watch';
import type { Logger } from '../logger';
import { closeRedis } from './redis-client';

export interface RedisContentSignal extends ContentChangeSignal {
  /** Ends both connections. */
  close(): Promise<void>;
}

/**
 * "Content changed" between the app processes of one deployment over Redis pub/sub (ADR 0019):
 * a process that committed a change publishes the new content version on `channel`, and every
 * process (itself included: it ignores a version it already knows) drops its page cache and query
 * memo at once instead of at its next reading of the version. The database stays the truth: a
 * lost message only means the change shows at that next reading (within a second).
 * Resolves once subscribed, so a process never misses a change announced after it started.
 */
export async function connectRedisContentSignal(opts: { url: string; channel: string; logger: Logger }): Promise<RedisContentSignal> {
  // Publishing fails at once while Redis is away (no offline queue): the write that announces is
  // not held up, and the others see the change at their next reading anyway.
  const pub = new Redis(opts.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 1_000 });
  const sub = new Redis(opts.url, { maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; an 'error' event without a listener would be thrown.
  pub.on('error', (err) => opts.logger.warn({ err: String(err?.message ?? err) }, 'redis (content signal, publish) error'));
  sub.on('error', (err) => opts.logger.warn({ err: String(err?.message ?? err) }, 'redis (content signal, subscribe) error'));
  const listeners = new Set<(version: number) => void>();
  sub.on('message', (channel: string, message: string) => {
    if (channel !== opts.channel) return;
    const version = Number(message);
    if (!Number.isSafeInteger(version)) return;
    for (const l of listeners) {
      try {
        l(version);
      } catch (err) {
        opts.logger.warn({ err }, 'content signal listener failed');
      }
    }
  });
  try {
    await sub.subscribe(opts.channel);
  } catch (err) {
    sub.disconnect();
    pub.disconnect();
    throw err;
  }
  return {
    async publish(version) {
      await pub.publish(opts.channel, String(version));
    },
    subscribe(onVersion) {
      listeners.add(onVersion);
      return () => listeners.delete(onVersion);
    },
    async close() {
      listeners.clear();
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    },
  };
}
