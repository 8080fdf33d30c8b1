import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { describe, expect, it } from 'vitest';
import { PRECOMPRESSED_EXTENSIONS } from '../../scripts/precompress.mjs';
import { chooseCoding, compression, isCompressibleType, varyOnAcceptEncoding } from './compression';

describe('choosing the content coding from Accept-Encoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['gzip;q=1.0, br;q=0.8', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['gzip;q=0.8, *;q=0.1', 'gzip'],
    ['br;q=0.2, identity;q=0.9', 'identity'],
    ['BR ; Q=1', 'br'],
    ['br;q=2, gzip', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(chooseCoding(header)).toBe(expected);
  });

  it('only picks a coding that is available', () => {
    expect(chooseCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseCoding('br', ['gzip'])).toBe('identity');
    expect(chooseCoding('br, gzip', [])).toBe('identity');
  });
});

describe('what is worth compressing', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['application/json', true],
    ['text/javascript; charset=utf-8', true],
    ['text/css', true],
    ['image/svg+xml', true],
    ['application/xml; charset=utf-8', true],
    ['application/manifest+json', true],
    ['text/calendar; charset=utf-8', true],
    ['text/x-script', true],
    ['text/event-stream', false],
    ['image/png', false],
    ['image/webp', false],
    ['font/woff2', false],
    ['application/pdf', false],
    ['application/zip', false],
    ['application/octet-stream', false],
    [null, false],
  ])('%s → %s', (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });
});

describe('Vary', () => {
  it('adds Accept-Encoding once, keeping what is there', () => {
    const h = new Headers();
    varyOnAcceptEncoding(h);
    varyOnAcceptEncoding(h);
    expect(h.get('vary')).toBe('Accept-Encoding');
    const c = new Headers({ vary: 'Cookie' });
    varyOnAcceptEncoding(c);
    expect(c.get('vary')).toBe('Cookie, Accept-Encoding');
  });
});

describe('the build compresses what the server sends compressed', () => {
  it.each(PRECOMPRESSED_EXTENSIONS)('%s is a compressible type', (ext) => {
    expect(isCompressibleType(getMimeType(`file${ext}`))).toBe(true);
  });
});

describe('on-the-fly compression', () => {
  const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `物理治療 ${i}` })) });
  const app = new Hono();
  app.use(compression());
  app.get('/json', (c) => c.json(JSON.parse(big)));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/stream', (c) => c.body(big, 200, { 'Content-Type': 'text/event-stream' }));
  app.get('/no-transform', (c) => c.body(big, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, no-transform' }));
  app.get('/encoded', (c) => c.body(big, 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'identity-by-handler' }));
  app.get('/png', (c) => c.body(big, 200, { 'Content-Type': 'image/png' }));
  app.get('/uploads/a.txt', (c) => c.text(big));
  app.get('/empty', (c) => c.body(null, 204));
  app.get('/tagged', (c) => c.body(big, 200, { 'Content-Type': 'application/json', ETag: '"v1"' }));
  const req = (p: string, method = 'GET', ae = 'br, gzip') => app.request(p, { method, headers: { 'accept-encoding': ae } });

  it('compresses a JSON answer above a kilobyte and says so', async () => {
    const res = await req('/json');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(brotliDecompressSync(bytes).toString()).toBe(big);
  });

  it('gives HEAD the headers of its GET without compressing', async () => {
    const res = await req('/json', 'HEAD');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.body).toBeNull();
  });

  it.each(['/small', '/stream', '/no-transform', '/png', '/uploads/a.txt', '/empty'])('leaves %s as it is', async (p) => {
    const res = await req(p);
    expect(res.headers.get('content-encoding')).toBeNull();
    if (p !== '/empty') expect(await res.text()).toBe(p === '/small' ? '{"ok":true}' : big);
  });

  it('never encodes a body twice', async () => {
    const res = await req('/encoded');
    expect(res.headers.get('content-encoding')).toBe('identity-by-handler');
    expect(await res.text()).toBe(big);
  });

  it('weakens a strong validator on the compressed copy', async () => {
    expect((await req('/tagged')).headers.get('etag')).toBe('W/"v1"');
    expect((await req('/tagged', 'GET', 'identity')).headers.get('etag')).toBe('"v1"');
  });
});
