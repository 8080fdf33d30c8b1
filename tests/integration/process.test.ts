import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** These exercise the real `npm start` process on an embedded PGlite directory. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-proc-'));
// Clear of the ports this machine's services listen on (MariaDB 3306, NATS 4222, PostgreSQL 5432, …) and of the E2E server's.
let port = 20_000 + Math.floor(Math.random() * 2_000);
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
    expect((await staffSignIn(port, 'admin', 'Aloha#Admin2026')).status).toBe(400);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });

  it('a production start (https PUBLIC_URL, DEMO unset) has no demo account, even on a database a demo ran on, and no readable outbox', async () => {
    // dataDir holds the demo clinic from the tests above: its demo accounts get locked.
    port += 2;
    const s = start(port, { DEMO: '', PUBLIC_URL: 'https://clinic.example', NODE_ENV: '' });
    await s.ready();
    expect(s.output()).toContain('demo accounts still holding their published passwords were locked');
    // Locked: the published password opens nothing.
    const admin = await staffSignIn(port, 'admin', 'Aloha#Admin2026');
    expect(admin.code).toBe('ACCOUNT_LOCKED');
    const member = await post(port, '/api/auth/sign-in', { identifier: '61234567', password: 'member123' });
    expect(member.code).toBe('ACCOUNT_LOCKED');
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);

    // A fresh production database: no demo account at all.
    port += 2;
    const fresh = start(port, { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-prod-')), DEMO: '', PUBLIC_URL: 'https://clinic.example', ADMIN_ACCOUNT: 'owner', ADMIN_PASSWORD: 'Owner#Pass2026' });
    await fresh.ready();
    expect((await staffSignIn(port, 'admin', 'Aloha#Admin2026')).status).toBe(400);
    const owner = await staffSignIn(port, 'owner', 'Owner#Pass2026');
    expect(owner.status).toBe(200);
    const outbox = await fetch(`http://127.0.0.1:${port}/api/manage/sms-outbox`, { headers: { cookie: owner.cookies } });
    expect(outbox.status).toBe(404);
    fresh.child.kill('SIGTERM');
    expect(await fresh.exited).toBe(0);
  });

  it('refuses demo mode on a public address with a clear message', async () => {
    port += 2;
    const s = start(port, { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-refuse-')), DEMO: '1', PUBLIC_URL: 'https://clinic.example' });
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('Refusing to start: DEMO=1 with the public address PUBLIC_URL=https://clinic.example');
  });

  it('`npm start` on a laptop (NODE_ENV and DEMO unset, local address) serves the demo clinic with its demo accounts', async () => {
    port += 2;
    const s = start(port, { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-laptop-')), DEMO: '', NODE_ENV: '' });
    await s.ready();
    const home = await (await fetch(`http://127.0.0.1:${port}/en`)).text();
    expect(home).toContain('data-testid="promotion-card"');
    expect((await staffSignIn(port, 'admin', 'Aloha#Admin2026')).status).toBe(200);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });

  it('turns demo mode off by itself for NODE_ENV=production', async () => {
    port += 2;
    const s = start(port, { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-nodeenv-')), DEMO: '', NODE_ENV: 'production' });
    await s.ready();
    expect((await staffSignIn(port, 'admin', 'Aloha#Admin2026')).status).toBe(400);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });
});

/** A JSON POST as a browser makes it: the anti-forgery cookie from a page first, then the call. */
async function post(p: number, apiPath: string, body: unknown) {
  const page = await fetch(`http://127.0.0.1:${p}/en`);
  const xsrf = /xsrf-token=([^;]+)/.exec(page.headers.getSetCookie().join(';'))![1]!;
  const res = await fetch(`http://127.0.0.1:${p}${apiPath}`, {
    method: 'POST',
    headers: { cookie: `xsrf-token=${xsrf}`, 'x-xsrf-token': xsrf, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const json = (await res.json().catch(() => ({}))) as { code?: string };
  return { status: res.status, code: json.code, cookies };
}
const staffSignIn = (p: number, account: string, password: string) => post(p, '/api/auth/staff-sign-in', { account, password });
