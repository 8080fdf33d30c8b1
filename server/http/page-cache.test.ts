import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createContentVersionWatch } from '../domain/site/content-version-watch';
import { systemClock } from '../domain/shared/clock';
import { createVersionMemo } from '../domain/site/version-memo';
import type { ContentTag } from '../domain/site/content-tags';
import { trackContentReads } from '../domain/site/content-reads';
import { cachedPageResponse, createPageCache, makeCachedPage, type CachedPage } from './page-cache';

/** A watch over `getVersion` with nothing scheduled (the scheduled rule: content-version-watch.test.ts). */
const watchOf = (getVersion: () => Promise<number>, checkMs: number, changesBetween: () => Promise<ReadonlySet<ContentTag> | null> = async () => null) =>
  createContentVersionWatch({ getVersion, nextChangeAt: async () => null, changesBetween, clock: systemClock, checkMs });
const page = (body: string, tags: ContentTag[] = []): CachedPage => ({ status: 200, headers: [], etag: body, bodies: { identity: new TextEncoder().encode(body) }, tags: new Set(tags) });

describe('public page cache', () => {
  it('drops its pages when the content version changes', async () => {
    let version = 1;
    const watch = watchOf(async () => version, 0);
    const cache = createPageCache({ watch, maxEntries: 10 });
    await cache.get('/team');
    cache.set('/team', page('a'), cache.generation());
    expect(await cache.get('/team')).toBeDefined();
    expect(await cache.get('/team')).toBeDefined();
    version = 2;
    expect(await cache.get('/team')).toBeUndefined();
  });

  it('keeps at most maxEntries pages', async () => {
    const cache = createPageCache({ watch: watchOf(async () => 1, 60_000), maxEntries: 2 });
    await cache.get('/');
    for (const k of ['/a', '/b', '/c']) cache.set(k, page(k), cache.generation());
    expect(await cache.get('/a')).toBeUndefined();
    expect(await cache.get('/c')).toBeDefined();
  });

  it('does not keep a page whose render began before the content changed', async () => {
    let version = 1;
    const watch = watchOf(async () => version, 0);
    const cache = createPageCache({ watch, maxEntries: 10 });
    expect(await cache.get('/about')).toBeUndefined();
    const began = cache.generation();
    // Another request notices the change while this page is still rendering.
    version = 2;
    await cache.get('/');
    cache.set('/about', page('old hours'), began);
    expect(await cache.get('/about')).toBeUndefined();
  });

  it('drops the query memo at the same moment, so a page rendered after a change never reads old query results', async () => {
    let version = 1;
    let hours = 'open';
    const watch = watchOf(async () => version, 0);
    const memo = createVersionMemo({ watch, maxAgeMs: 60_000 });
    const cache = createPageCache({ watch, maxEntries: 10 });
    const placeHours = memo.wrap('placeHours', ['place'], async () => hours);
    expect(await placeHours()).toBe('open');
    // A closure is saved: the database and the version move together.
    hours = 'closed today';
    version = 2;
    // The page cache sees the change first (it is asked first by the next request)…
    expect(await cache.get('/')).toBeUndefined();
    // …and the render that follows reads the new hours, not the memo's old ones.
    expect(await placeHours()).toBe('closed today');
  });
});

describe('targeted invalidation (ADR 0020)', () => {
  it('a change drops exactly the pages and query results that read what it touched', async () => {
    let version = 1;
    let changed: ReadonlySet<ContentTag> | null = new Set<ContentTag>(['faq']);
    const watch = watchOf(async () => version, 0, async () => changed);
    const memo = createVersionMemo({ watch, maxAgeMs: 60_000 });
    const cache = createPageCache({ watch, maxEntries: 10 });
    const db = { faqs: 'faq 1', posts: 'post 1' };
    const faqs = memo.wrap('faqs', ['faq'], async () => db.faqs);
    const posts = memo.wrap('posts', ['blog', 'team'], async () => db.posts);
    // Each page's render notes the kinds of content its queries read.
    const render = async (key: string, query: () => Promise<string>) => {
      const generation = cache.generation();
      const { result, tags } = await trackContentReads(query);
      cache.set(key, await makeCachedPage({ status: 200, headers: new Headers(), body: new TextEncoder().encode(result), tags }), generation);
    };
    await cache.get('/faq');
    await render('/faq', faqs);
    await render('/blog', posts);
    expect((await cache.get('/faq'))!.tags).toEqual(new Set(['site', 'i18n', 'faq']));
    db.faqs = 'faq 2';
    db.posts = 'post 2';
    version = 2;
    expect(await cache.get('/faq')).toBeUndefined();
    expect(await cache.get('/blog')).toBeDefined();
    expect(await faqs()).toBe('faq 2');
    // The blog's query result was not touched by an FAQ change: still the one the cached page shows.
    expect(await posts()).toBe('post 1');
    // A translation drops every page (each shows words in its frame), not the posts' query result.
    changed = new Set<ContentTag>(['i18n']);
    version = 3;
    expect(await cache.get('/blog')).toBeUndefined();
    expect(await posts()).toBe('post 1');
    // A change whose kinds are not known drops everything.
    changed = null;
    version = 4;
    expect(await posts()).toBe('post 2');
  });
});

describe('a cached page in each coding', () => {
  const html = `<!DOCTYPE html><html><body>${'<p>物理治療 physiotherapy</p>'.repeat(200)}</body></html>`;
  const stored = () => makeCachedPage({ status: 200, headers: new Headers({ 'content-type': 'text/html; charset=utf-8', 'content-length': '1' }), body: new TextEncoder().encode(html), csp: "script-src 'self'", tags: [] });

  it('is answered in the coding asked for, each decoding to the same page', async () => {
    const p = await stored();
    const br = cachedPageResponse(p, { method: 'GET', acceptEncoding: 'gzip, deflate, br' });
    const gz = cachedPageResponse(p, { method: 'GET', acceptEncoding: 'gzip' });
    const plain = cachedPageResponse(p, { method: 'GET' });
    expect([br, gz, plain].map((r) => r.headers.get('content-encoding'))).toEqual(['br', 'gzip', null]);
    for (const r of [br, gz, plain]) expect(r.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(html) / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(html);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    expect(await plain.text()).toBe(html);
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(html));
  });

  it('answers a browser holding this version with 304, and HEAD with headers only', async () => {
    const p = await stored();
    const first = cachedPageResponse(p, { method: 'GET', acceptEncoding: 'br' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = cachedPageResponse(p, { method: 'GET', acceptEncoding: 'br', ifNoneMatch: etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    // The gzip copy is another representation with its own validator.
    expect(cachedPageResponse(p, { method: 'GET', acceptEncoding: 'gzip', ifNoneMatch: etag }).status).toBe(200);
    const head = cachedPageResponse(p, { method: 'HEAD', acceptEncoding: 'br' });
    expect(head.body).toBeNull();
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'));
  });

  it('keeps a small body as it is', async () => {
    const p = await makeCachedPage({ status: 404, headers: new Headers({ 'content-type': 'text/html' }), body: new TextEncoder().encode('<p>gone</p>'), tags: [] });
    const res = cachedPageResponse(p, { method: 'GET', acceptEncoding: 'br' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(await res.text()).toBe('<p>gone</p>');
  });
});
