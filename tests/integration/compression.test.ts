import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as zlib from 'node:zlib';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

// The real zlib, counted: a cached page must not be compressed again per request.
vi.mock('node:zlib', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:zlib')>();
  return { ...real, brotliCompress: vi.fn(real.brotliCompress), gzip: vi.fn(real.gzip) };
});
const compressions = () => vi.mocked(zlib.brotliCompress).mock.calls.length + vi.mocked(zlib.gzip).mock.calls.length;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = async (p: string, acceptEncoding?: string, headers: Record<string, string> = {}) => {
  const res = await t.request(p, { headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

/** The body as the browser reads it, after undoing the Content-Encoding. */
function decoded(res: Response, bytes: Buffer): string {
  const coding = res.headers.get('content-encoding');
  if (coding === 'br') return zlib.brotliDecompressSync(bytes).toString('utf8');
  if (coding === 'gzip') return zlib.gunzipSync(bytes).toString('utf8');
  expect(coding).toBeNull();
  return bytes.toString('utf8');
}

const scriptSources = (csp: string) => /script-src ([^;]*)/.exec(csp)![1]!.split(' ').filter((s) => s !== "'self'");
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\ssrc=/.test(m[1]!)).map((m) => `'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`);

describe(`compressed responses on ${TEST_DB_KIND}`, () => {
  it.each(['/', '/en/faq'])('sends %s in brotli, gzip or as it is, the same page each way', async (p) => {
    const br = await get(p, 'gzip, deflate, br, zstd');
    const gz = await get(p, 'gzip');
    const plain = await get(p);
    expect(br.res.status).toBe(200);
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    for (const r of [br, gz, plain]) {
      expect(r.res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(Number(r.res.headers.get('content-length'))).toBe(r.bytes.length);
    }
    const html = decoded(plain.res, plain.bytes);
    expect(html).toContain('<!DOCTYPE html>');
    expect(decoded(br.res, br.bytes)).toBe(html);
    expect(decoded(gz.res, gz.bytes)).toBe(html);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2.5);
  });

  it('honours q=0: a refused coding is never sent', async () => {
    expect((await get('/en/faq', 'br;q=0, gzip')).res.headers.get('content-encoding')).toBe('gzip');
    expect((await get('/en/faq', 'br;q=0, gzip;q=0')).res.headers.get('content-encoding')).toBeNull();
    expect((await get('/en/faq', '*')).res.headers.get('content-encoding')).toBe('br');
    expect((await get('/api/locales?lng=en', 'gzip;q=0, *')).res.headers.get('content-encoding')).toBe('br');
  });

  it('serves a hashed script from its build-time brotli copy, kept for a year', async () => {
    const html = await (await t.request('/')).text();
    const src = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const onDisk = fs.readFileSync(path.join('build/client', src));
    const br = await get(src, 'br, gzip');
    expect(br.res.status).toBe(200);
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.res.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(br.res.headers.get('content-length'))).toBe(br.bytes.length);
    expect(br.bytes.equals(fs.readFileSync(path.join('build/client', src + '.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(br.bytes).equals(onDisk)).toBe(true);

    const gz = await get(src, 'gzip');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(gz.bytes).equals(onDisk)).toBe(true);
    const plain = await get(src);
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.res.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.bytes.equals(onDisk)).toBe(true);

    // Revalidation of the same copy costs no body; the brotli copy is not mistaken for the gzip one.
    const etag = br.res.headers.get('etag')!;
    expect((await get(src, 'br', { 'if-none-match': etag })).res.status).toBe(304);
    expect((await get(src, 'gzip', { 'if-none-match': etag })).res.status).toBe(200);
    // The compressed copies are not files of their own.
    expect((await t.request(src + '.br')).status).toBe(404);
  });

  it('answers HEAD with the headers of its GET and no body', async () => {
    for (const p of ['/en/about', '/assets/' + fs.readdirSync('build/client/assets').find((f) => f.endsWith('.css'))]) {
      const head = await t.request(p, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
      const getRes = await get(p, 'br');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-encoding')).toBe('br');
      expect(head.headers.get('content-length')).toBe(String(getRes.bytes.length));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    }
  });

  it('compresses /api JSON, the sitemap and a page for a signed-in member, leaving small bodies as they are', async () => {
    const locales = await get('/api/locales?lng=en', 'br');
    expect(locales.res.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(decoded(locales.res, locales.bytes)).repo).toBeTruthy();
    const sitemap = await get('/sitemap.xml', 'gzip');
    expect(sitemap.res.headers.get('content-encoding')).toBe('gzip');
    expect(decoded(sitemap.res, sitemap.bytes)).toContain('<urlset');
    // Under a kilobyte compression gains nothing worth its work; the answer still varies with the header.
    for (const p of ['/healthz', '/robots.txt']) {
      const small = await get(p, 'br');
      expect(small.res.headers.get('content-encoding')).toBeNull();
      expect(small.res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(small.bytes.length).toBeLessThan(1024);
    }
  });

  it('never compresses images or uploads', async () => {
    const png = await get('/images/share.png', 'br, gzip');
    expect(png.res.status).toBe(200);
    expect(png.res.headers.get('content-type')).toBe('image/png');
    expect(png.res.headers.get('content-encoding')).toBeNull();
    expect(png.bytes.equals(fs.readFileSync('build/client/images/share.png'))).toBe(true);

    const text = 'a member uploaded this text\n'.repeat(200);
    fs.mkdirSync(path.join(t.files.root!, 'media'), { recursive: true });
    fs.writeFileSync(path.join(t.files.root!, 'media', 'notes.txt'), text);
    const upload = await get('/uploads/media/notes.txt', 'br, gzip');
    expect(upload.res.status).toBe(200);
    expect(upload.res.headers.get('content-encoding')).toBeNull();
    expect(upload.bytes.toString()).toBe(text);
  });
});

describe(`the anonymous page cache keeps each coding on ${TEST_DB_KIND}`, () => {
  it('sends a cached page as the same bytes every time without compressing it again', async () => {
    t.pageCache.invalidate();
    const first = await get('/en/team', 'br');
    expect(first.res.headers.get('content-encoding')).toBe('br');
    const before = compressions();
    const second = await get('/en/team', 'br');
    const third = await get('/en/team', 'br');
    const gz = await get('/en/team', 'gzip');
    expect(compressions()).toBe(before);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(third.bytes.equals(first.bytes)).toBe(true);
    expect(third.res.headers.get('content-security-policy')).toBe(first.res.headers.get('content-security-policy'));
    expect(decoded(gz.res, gz.bytes)).toBe(decoded(first.res, first.bytes));
    // A browser holding this page revalidates it without a body.
    const again = await get('/en/team', 'br', { 'if-none-match': first.res.headers.get('etag')! });
    expect(again.res.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it("allows exactly the cached page's own inline scripts, by hash and with no nonce", async () => {
    for (const p of ['/', '/en/faq', '/zh-CN/services']) {
      await t.request(p);
      const { res, bytes } = await get(p, 'br');
      const html = decoded(res, bytes);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).not.toContain("'nonce-");
      expect(csp).not.toContain('unsafe-inline\' \'sha');
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThanOrEqual(4); // theme boot, scroll restoration, router context, module entry
      expect(new Set(scriptSources(csp))).toEqual(new Set(hashes));
      expect(html).not.toMatch(/\snonce="/);
      expect(html).not.toContain('AlohaNoncePlaceholder');
    }
  });

  it('compresses a signed-in member’s page per request, each with its own nonce', async () => {
    const member = await signedIn(t, 'member');
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const before = compressions();
      const { res, bytes } = await get('/en/user', 'br', { cookie: member.headers().cookie! });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(compressions()).toBe(before + 1);
      const html = decoded(res, bytes);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((s) => !/\ssrc=/.test(s));
      expect(scripts.length).toBeGreaterThan(0);
      for (const s of scripts) expect(s).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe(`compression over a real connection on ${TEST_DB_KIND}`, () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    // As server/main.ts serves it: @hono/node-server's own (lightweight) Response in place.
    server = createAdaptorServer({ fetch: t.app.fetch }) as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const raw = (p: string, method = 'GET', headers: http.OutgoingHttpHeaders = { 'accept-encoding': 'br' }) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: p, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('sends as many bytes as Content-Length says, in brotli, for a page, an API answer and a script', async () => {
    const page = await raw('/en/faq');
    const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(zlib.brotliDecompressSync(page.body).toString())![1]!;
    for (const r of [page, await raw('/api/locales?lng=zh-HK'), await raw(script)]) {
      expect(r.headers['content-encoding']).toBe('br');
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      expect(zlib.brotliDecompressSync(r.body).length).toBeGreaterThan(r.body.length);
    }
    const head = await raw('/en/faq', 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('keeps the headers set after the handler (no-store, the anti-forgery cookie), compressed or not', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }]) {
      for (const p of ['/api/boot-up', '/api/locales?lng=zh-HK']) {
        const r = await raw(p, 'GET', headers);
        expect(r.headers['cache-control'], `${p} ${JSON.stringify(headers)}`).toBe('no-store');
        expect(String(r.headers['set-cookie']), `${p} ${JSON.stringify(headers)}`).toMatch(/^xsrf-token=/);
      }
    }
  });
});
