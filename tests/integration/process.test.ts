import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** These exercise the real `npm start` process on an embedded PGlite directory. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-proc-'));
let port = 3300 + Math.floor(Math.random() * 500);
const children: ChildProcess[] = [];

function start(p = port, extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['build/server/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(p), HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', DEMO: '1', ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = async () => {
    for (let i = 0; i < 300; i++) {
      if (out.includes('Aloha is running at')) return;
      if (child.exitCode !== null) throw new Error('server exited: ' + out);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not start: ' + out);
  };
  return { child, ready, exited, output: () => out };
}

/** A failed test must not leave its server holding the data directory for the next one. */
afterEach(async () => {
  await Promise.all(
    children
      .filter((c) => c.exitCode === null && c.signalCode === null)
      .map((c) => new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGKILL');
      })),
  );
});

describe('the server process on an embedded database', () => {
  it('migrates, seeds the demo clinic and prints its URL', async () => {
    const s = start();
    await s.ready();
    expect(s.output()).toContain(`Aloha is running at http://127.0.0.1:${port}`);
    expect(s.output()).toContain('demo clinic seeded');
    const res = await fetch(`http://127.0.0.1:${port}/en/services`);
    expect(res.status).toBe(200);
    // The log line reaches our pipe a moment after the response.
    let line: string | undefined;
    for (let i = 0; i < 50 && !line; i++) {
      line = s.output().split('\n').find((l) => l.includes('"msg":"request"') && l.includes('/en/services'));
      if (!line) await new Promise((r) => setTimeout(r, 100));
    }
    expect(line, s.output()).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ method: 'GET', path: '/en/services', status: 200 });
    expect(JSON.parse(line!).requestId).toBeTruthy();

    const second = start(port + 1);
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain('already in use by another Aloha process');

    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(s.output()).toContain('"msg":"stopped"');
  });

  it('opens again after kill -9, keeps the data and does not seed twice', async () => {
    port += 2;
    const s = start();
    await s.ready();
    expect(s.output()).toContain('demo seed skipped');
    const before = await (await fetch(`http://127.0.0.1:${port}/sitemap.xml`)).text();
    s.child.kill('SIGKILL');
    await s.exited;

    port += 1;
    const again = start();
    await again.ready();
    expect(again.output()).toContain('demo seed skipped');
    const after = await (await fetch(`http://127.0.0.1:${port}/sitemap.xml`)).text();
    expect(after.replaceAll(String(port), 'P')).toBe(before.replaceAll(String(port - 1), 'P'));
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('starts without demo content (DEMO=0): pages work, no demo accounts, no demo services', async () => {
    port += 2;
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-empty-'));
    const s = start(port, { DATA_DIR: empty, DEMO: '0' });
    await s.ready();
    expect((await fetch(`http://127.0.0.1:${port}/en`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/services/physiotherapy`)).status).toBe(404);
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/staff-sign-in`, {
      method: 'POST',
      headers: { cookie: 'xsrf-token=t', 'x-xsrf-token': 't', 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: 'Aloha#Admin2026' }),
    });
    expect(signIn.status).toBe(400);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });
});
