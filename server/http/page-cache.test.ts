import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

describe('public page cache', () => {
  it('drops its pages when the content version changes', async () => {
    let version = 1;
    const cache = createPageCache({ getVersion: async () => version, checkMs: 0, maxEntries: 10 });
    cache.set('/team', { status: 200, headers: [], parts: ['a'] });
    expect(await cache.get('/team')).toBeDefined();
    expect(await cache.get('/team')).toBeDefined();
    version = 2;
    expect(await cache.get('/team')).toBeUndefined();
  });

  it('keeps at most maxEntries pages', async () => {
    const cache = createPageCache({ getVersion: async () => 1, checkMs: 60_000, maxEntries: 2 });
    await cache.get('/');
    for (const k of ['/a', '/b', '/c']) cache.set(k, { status: 200, headers: [], parts: [k] });
    expect(await cache.get('/a')).toBeUndefined();
    expect(await cache.get('/c')).toBeDefined();
  });
});
