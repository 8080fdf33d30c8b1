// npm run bench:memory — the resident memory (VmRSS) of an idle server: on a new embedded database
// (migrated and seeded with the demo clinic), after a restart on that same database, and, with
// BENCH_DATABASE_URL set, on PostgreSQL. Each is read after the server has answered its first
// page and sat idle for IDLE_SECONDS. The last line printed is one JSON object with every figure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3951);
const base = `http://127.0.0.1:${PORT}`;
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 10);

const rssMb = (pid) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};

async function idleRss(env) {
  const server = spawn(process.execPath, ['build/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'error', DEMO: '1', PUBLIC_URL: base, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (const deadline = Date.now() + 180_000; ; ) {
      try {
        if ((await fetch(`${base}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    await (await fetch(`${base}/`)).text();
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    return rssMb(server.pid);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-bench-mem-'));
const out = { bench: 'memory', idleSeconds: IDLE_SECONDS };
out.pgliteFirstStartMb = await idleRss({ DATA_DIR: dataDir, DATABASE_URL: '' });
console.log(`PGlite, first start (migrate + seed): ${out.pgliteFirstStartMb} MB`);
out.pgliteRestartMb = await idleRss({ DATA_DIR: dataDir, DATABASE_URL: '' });
console.log(`PGlite, restart on the same data: ${out.pgliteRestartMb} MB`);
if (process.env.BENCH_DATABASE_URL) {
  out.postgresMb = await idleRss({ DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL });
  console.log(`PostgreSQL: ${out.postgresMb} MB`);
}
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(JSON.stringify(out));
