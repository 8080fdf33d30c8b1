// npm run bench:ssr — SSR throughput against the same bytes served as a static file by the same
// server (autocannon, 50 connections, 10 s each), and the initial JavaScript of two pages (gzipped).
// The last line printed is one JSON object with every figure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3950);
const base = `http://127.0.0.1:${PORT}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-bench-'));
const server = spawn(process.execPath, ['build/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', DEMO: '1', PUBLIC_URL: base, DATABASE_URL: process.env.DATABASE_URL ?? '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {}
  if (i > 200) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

const staticName = 'bench-home-static.html';
const staticFile = path.join('build', 'client', staticName);
const homeHtml = await (await fetch(`${base}/`)).text();
fs.writeFileSync(staticFile, homeHtml);

async function run(name, url, headers = {}) {
  await autocannon({ url, connections: 10, duration: 1, headers }); // warm-up
  const r = await autocannon({ url, connections, duration, headers });
  const out = { name, reqPerSec: Math.round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
  console.log(`${name.padEnd(14)} ${String(out.reqPerSec).padStart(7)} req/s  p50 ${out.p50ms} ms  p99 ${out.p99ms} ms  non-2xx ${out.non2xx}  errors ${out.errors}`);
  return out;
}

async function initialJs(pagePath) {
  const html = await (await fetch(base + pagePath)).text();
  const srcs = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/import\("([^"]+\.js)"\)/g), ...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]));
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { files: srcs.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gz / 1024).toFixed(1) };
}

try {
  const staticRes = await run('static', `${base}/${staticName}`);
  const ssr = await run('ssr (cached)', `${base}/`);
  // A session cookie bypasses the anonymous page cache: every request renders React on the server.
  const ssrRender = await run('ssr (render)', `${base}/`, { cookie: 'aloha.sid=bench' });
  const homeJs = await initialJs('/');
  const serviceJs = await initialJs('/services/physiotherapy');
  console.log(`home JS ${homeJs.gzipKB} KB gz (${homeJs.files} files), service page JS ${serviceJs.gzipKB} KB gz`);
  const summary = {
    bench: 'ssr',
    connections,
    durationSec: duration,
    static: staticRes,
    ssrCached: ssr,
    ssrRender,
    ratioCachedToStatic: +(ssr.reqPerSec / staticRes.reqPerSec).toFixed(3),
    ratioRenderToStatic: +(ssrRender.reqPerSec / staticRes.reqPerSec).toFixed(3),
    homeJsGzipKB: homeJs.gzipKB,
    serviceJsGzipKB: serviceJs.gzipKB,
    homeHtmlKB: +(Buffer.byteLength(homeHtml) / 1024).toFixed(1),
  };
  console.log(JSON.stringify(summary));
} finally {
  fs.rmSync(staticFile, { force: true });
  stop();
}
