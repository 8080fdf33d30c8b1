// npm run bench:ssr — SSR throughput against the same bytes served as a static file by the same
// server (autocannon, 50 connections, 10 s each; the home page cached for visitors and rendered for a
// signed-in member, asking for `Accept-Encoding: br, gzip` as a
// browser does), the initial JavaScript of two pages (gzipped), and what the home page transfers —
// its HTML plus every script and stylesheet it references — in brotli versus uncompressed.
// The last line printed is one JSON object with every figure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { precompressFile } from '../scripts/precompress.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3950);
const base = `http://127.0.0.1:${PORT}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
/** What Chromium sends (minus codings the server does not make). */
const BROWSER = { 'accept-encoding': 'br, gzip' };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-bench-'));
const server = spawn(process.execPath, ['build/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', DEMO: '1', PUBLIC_URL: base, DATABASE_URL: process.env.DATABASE_URL ?? '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stop);

// A fresh database is migrated and seeded first: on a busy machine that takes a while.
for (const deadline = Date.now() + 120_000; ; ) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() > deadline) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

/** The bytes as they travel (fetch would undo the Content-Encoding): body length and coding. */
function transfer(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(url, base), { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode, bytes, coding: res.headers['content-encoding'] ?? 'identity' }));
    });
    req.on('error', reject);
  });
}

// The static copy gets its .br and .gz as the build makes them for every file of build/client.
const staticName = 'bench-home-static.html';
const staticFile = path.join('build', 'client', staticName);
const homeHtml = await (await fetch(`${base}/`)).text();
fs.writeFileSync(staticFile, homeHtml);
await precompressFile(staticFile);

/** The demo member's cookies after signing in as the sign-in screen does. */
async function memberCookie() {
  const first = await fetch(`${base}/api/booking/options`);
  const xsrf = first.headers.getSetCookie().find((c) => c.startsWith('xsrf-token='))?.split(';')[0];
  if (!xsrf) throw new Error('no anti-forgery cookie');
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': xsrf.slice('xsrf-token='.length) },
    body: JSON.stringify({ identifier: '61234567', password: 'member123' }),
  });
  if (res.status !== 200) throw new Error(`member sign-in: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function run(name, url, headers = {}) {
  headers = { ...BROWSER, ...headers };
  await autocannon({ url, connections: 10, duration: 1, headers }); // warm-up
  const r = await autocannon({ url, connections, duration, headers });
  const out = { name, reqPerSec: Math.round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors, kBPerReq: +(r.throughput.average / Math.max(r.requests.average, 1) / 1024).toFixed(1) };
  console.log(`${name.padEnd(14)} ${String(out.reqPerSec).padStart(7)} req/s  p50 ${out.p50ms} ms  p99 ${out.p99ms} ms  ${out.kBPerReq} KB/req  non-2xx ${out.non2xx}  errors ${out.errors}`);
  return out;
}

/** Scripts a page loads at start: <script src>, modulepreload links and the entry's import()s. */
const scriptsOf = (html) => new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/import\("([^"]+\.js)"\)/g), ...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]));
const stylesOf = (html) => new Set([...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]).filter(Boolean));

async function initialJs(pagePath) {
  const srcs = scriptsOf(await (await fetch(base + pagePath)).text());
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { files: srcs.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gz / 1024).toFixed(1) };
}

/** The home page's HTML, CSS and JS as a browser asking for brotli receives them, and uncompressed. */
async function homeTransfer() {
  const html = await (await fetch(`${base}/`)).text();
  const parts = { html: ['/'], css: [...stylesOf(html)], js: [...scriptsOf(html)] };
  const kb = (n) => +(n / 1024).toFixed(1);
  const sum = async (acceptEncoding) => {
    const out = { htmlKB: 0, cssKB: 0, jsKB: 0, totalKB: 0 };
    const codings = new Set();
    for (const [kind, urls] of Object.entries(parts)) {
      let bytes = 0;
      for (const url of urls) {
        const r = await transfer(url, acceptEncoding);
        if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
        bytes += r.bytes;
        codings.add(r.coding);
      }
      out[`${kind}KB`] = kb(bytes);
      out.totalKB = +(out.totalKB + kb(bytes)).toFixed(1);
    }
    return { ...out, codings: [...codings] };
  };
  const identity = await sum(undefined);
  const br = await sum('br');
  return { files: { html: 1, css: parts.css.length, js: parts.js.length }, identity, br, brShareOfIdentity: +(br.totalKB / identity.totalKB).toFixed(3) };
}

try {
  const staticRes = await run('static', `${base}/${staticName}`);
  const ssr = await run('ssr (cached)', `${base}/`);
  // A signed-in member bypasses the anonymous page cache: every request looks up the session and
  // renders React on the server with the member's data.
  const ssrRender = await run('ssr (member)', `${base}/`, { cookie: await memberCookie() });
  const homeJs = await initialJs('/');
  const serviceJs = await initialJs('/services/physiotherapy');
  const home = await homeTransfer();
  console.log(`home JS ${homeJs.gzipKB} KB gz (${homeJs.files} files), service page JS ${serviceJs.gzipKB} KB gz`);
  console.log(
    `home transfer: ${home.identity.totalKB} KB uncompressed (HTML ${home.identity.htmlKB}, CSS ${home.identity.cssKB}, JS ${home.identity.jsKB} in ${home.files.js} files) → ${home.br.totalKB} KB with br (HTML ${home.br.htmlKB}, CSS ${home.br.cssKB}, JS ${home.br.jsKB})`,
  );
  const summary = {
    bench: 'ssr',
    connections,
    durationSec: duration,
    acceptEncoding: BROWSER['accept-encoding'],
    static: staticRes,
    ssrCached: ssr,
    ssrRender,
    ratioCachedToStatic: +(ssr.reqPerSec / staticRes.reqPerSec).toFixed(3),
    ratioRenderToStatic: +(ssrRender.reqPerSec / staticRes.reqPerSec).toFixed(3),
    homeJsGzipKB: homeJs.gzipKB,
    serviceJsGzipKB: serviceJs.gzipKB,
    homeHtmlKB: +(Buffer.byteLength(homeHtml) / 1024).toFixed(1),
    // Before: nothing was compressed (identity); after: what a browser asking for br receives.
    homeTransferBefore: home.identity,
    homeTransferAfter: home.br,
    homeTransferFiles: home.files,
    homeTransferBrShare: home.brShareOfIdentity,
  };
  console.log(JSON.stringify(summary));
} finally {
  for (const f of [staticFile, `${staticFile}.br`, `${staticFile}.gz`]) fs.rmSync(f, { force: true });
  stop();
}
