import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { addDays, toClinicDate } from '../../common/clinic-time';
import { openDatabase, type Database } from '../../server/db/client';
import { smsOutbox } from '../../server/db/schema/accounts';
import { bookingReminder } from '../../server/db/schema/booking';
import { REMINDER_QUEUE } from '../../server/domain/booking/reminder-text';
import { createTestDatabase, MIGRATIONS, TEST_DB_KIND } from '../helpers/test-db';

/**
 * The job queue across real `build/server/main.js` processes: a reminder whose worker is killed
 * (kill -9) while sending runs again after the restart and is sent once. On PostgreSQL two app
 * processes share the database; PGlite allows one process per data directory.
 */
const children: ChildProcess[] = [];
// Clear of the machine's service ports and of process.test.ts's range.
const port = 23_000 + Math.floor(Math.random() * 2_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-jobs-proc-'));
let pgUrl: string | undefined;
let dropDb: (() => Promise<void>) | undefined;

/** An SMS gateway that holds requests ('hang') or accepts them ('ok'); remembers each request and the path (which process) it came by. */
function gateway() {
  const seen: { path: string; to: string; text: string; answered: boolean }[] = [];
  let mode: 'hang' | 'ok' = 'hang';
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const msg = JSON.parse(body) as { to: string; text: string };
      const entry = { path: req.url ?? '', to: msg.to, text: msg.text, answered: mode === 'ok' };
      seen.push(entry);
      if (mode === 'ok') res.writeHead(200).end('{}');
      else held.push(res);
    });
  });
  server.on('error', (err) => {
    throw err;
  });
  return {
    seen,
    setMode: (m: 'hang' | 'ok') => (mode = m),
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    close: () => {
      for (const r of held) r.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function start(p: number, extra: Record<string, string>) {
  const child = spawn(process.execPath, ['build/server/main.js'], {
    env: {
      ...process.env, DATA_DIR: dataDir, PORT: String(p), HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: pgUrl ?? '', DEMO: '1', REDIS_URL: '',
      JOB_EXPIRE_SECONDS: '4', JOB_MAINTENANCE_SECONDS: '1', JOB_POLL_SECONDS: '0.5', JOB_RETRY_DELAY_SECONDS: '1', ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const ready = async () => {
    for (let i = 0; i < 600; i++) {
      if (out.includes('Aloha is running at')) return;
      if (child.exitCode !== null) throw new Error('server exited: ' + out);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not start: ' + out);
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { child, ready, exited, stop, output: () => out };
}

/** A signed-in back-office session over HTTP (anti-forgery cookie from a page first). */
async function adminSession(p: number) {
  const base = `http://127.0.0.1:${p}`;
  const page = await fetch(`${base}/en`);
  const xsrf0 = /xsrf-token=([^;]+)/.exec(page.headers.getSetCookie().join(';'))![1]!;
  const signIn = await fetch(`${base}/api/auth/staff-sign-in`, {
    method: 'POST', headers: { cookie: `xsrf-token=${xsrf0}`, 'x-xsrf-token': xsrf0, 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Aloha#Admin2026' }),
  });
  expect(signIn.status).toBe(200);
  const jar = new Map<string, string>([['xsrf-token', xsrf0]]);
  for (const c of signIn.headers.getSetCookie()) {
    const [k, v] = c.split(';')[0]!.split('=');
    jar.set(k!, v!);
  }
  return async (method: string, apiPath: string, body?: unknown) => {
    const res = await fetch(`${base}${apiPath}`, {
      method,
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': jar.get('xsrf-token')!, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as any };
  };
}

async function withDb<T>(fn: (d: Database) => Promise<T>): Promise<T> {
  const d = await openDatabase({ url: pgUrl, dataDir: pgUrl ? undefined : dataDir, migrationsFolder: MIGRATIONS });
  try {
    return await fn(d);
  } finally {
    await d.close();
  }
}
const rows = async (d: Database, q: ReturnType<typeof sql>) => (await (d.db as unknown as { execute: (s: unknown) => Promise<{ rows: Record<string, unknown>[] }> }).execute(q)).rows;

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterEach(async () => {
  await Promise.all(
    children.filter((c) => c.exitCode === null && c.signalCode === null).map((c) => new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    })),
  );
});
afterAll(async () => {
  await dropDb?.();
});

describe(`reminder jobs across app processes on ${TEST_DB_KIND}`, () => {
  it('a reminder whose worker is killed (kill -9) while sending runs again after the restart and is sent once', async () => {
    if (TEST_DB_KIND === 'postgres') {
      const t = await createTestDatabase();
      pgUrl = t.url;
      // The helper's connection stays idle beside the app's processes; drop() closes it once, then drops the database.
      dropDb = t.drop;
    }
    const gw = gateway();
    const gwPort = await gw.listen();
    try {
      // 1. A confirmed booking made by staff queues its reminders.
      const a0 = start(port, {});
      await a0.ready();
      const api = await adminSession(port);
      const members = await api('GET', '/api/manage/members?q=61234567');
      const memberId = members.json.rows[0].id as string;
      const plans = (await api('GET', '/api/booking/options?lng=en')).json;
      const plan = plans.plans.find((x: { name: string }) => x.name === 'Physiotherapy first assessment');
      const placeId = plans.places.find((x: { code?: string; name: string }) => /Tsim Sha Tsui|TST/i.test(x.name) || x.code === 'tst')?.id ?? plans.places[0].id;
      const from = addDays(toClinicDate(new Date()), 3);
      const avail = await api('GET', `/api/booking/availability?planId=${plan.id}&placeId=${placeId}&from=${from}&to=${addDays(from, 30)}`);
      const day = (avail.json.dates as { date: number; times: number[] }[]).find((d) => d.times.length > 0)!;
      const made = await api('POST', '/api/manage/bookings', { memberId, planId: plan.id, placeId, date: day.date, start: day.times[0] });
      expect(made.status, JSON.stringify(made.json)).toBe(200);
      const bookingId = made.json.booking.id as number;
      await a0.stop();

      // 2. Its 24-hour reminder is made due now (the queue's clock cannot be moved).
      const jobId = await withDb(async (d) => {
        const jobs = await rows(d, sql`select id from pgboss.job where name = ${REMINDER_QUEUE} and (data->>'bookingId')::bigint = ${bookingId} order by start_after`);
        expect(jobs).toHaveLength(2);
        await rows(d, sql`update pgboss.job set start_after = now() where id = ${jobs[0]!.id as string}::uuid`);
        return jobs[0]!.id as string;
      });

      // 3. The worker that takes it is killed while the SMS gateway holds the request.
      const ports = TEST_DB_KIND === 'postgres' ? [port + 1, port + 2] : [port + 1];
      const procs = ports.map((p, i) => ({ p, i, s: start(p, { SMS_GATEWAY_URL: `http://127.0.0.1:${gwPort}/p${i}` }) }));
      await Promise.all(procs.map((x) => x.s.ready()));
      const mine = () => gw.seen.filter((r) => r.text.includes(`/user/bookings/${bookingId}`));
      await until('the reminder reaches the gateway', () => mine().length === 1);
      const victim = procs.find((x) => mine()[0]!.path === `/p${x.i}`)!;
      victim.s.child.kill('SIGKILL');
      await victim.s.exited;

      // 4. After the restart the job is found lost (expired), retried, and sent once.
      gw.setMode('ok');
      const again = start(victim.p, { SMS_GATEWAY_URL: `http://127.0.0.1:${gwPort}/p${victim.i}` });
      await again.ready();
      await until('the retried reminder is sent', () => mine().some((r) => r.answered), 40_000);
      await new Promise((r) => setTimeout(r, 3000));
      expect(mine().filter((r) => r.answered)).toHaveLength(1);
      expect(mine()).toHaveLength(2);
      await again.stop();
      for (const x of procs) if (x !== victim) await x.s.stop();

      await withDb(async (d) => {
        const [job] = await rows(d, sql`select state, retry_count from pgboss.job where id = ${jobId}::uuid`);
        expect(job).toMatchObject({ state: 'completed' });
        expect(Number(job!.retry_count)).toBeGreaterThanOrEqual(1);
        const sent = await d.db.select().from(bookingReminder).where(and(eq(bookingReminder.bookingId, bookingId), eq(bookingReminder.channel, 'SMS')));
        expect(sent).toHaveLength(1);
        expect(sent[0]!.sentAt).not.toBeNull();
        const outbox = await d.db.select().from(smsOutbox).where(and(eq(smsOutbox.to, mine()[0]!.to), eq(smsOutbox.provider, 'http')));
        expect(outbox.map((o) => o.status)).toEqual(['sent']);
      });
    } finally {
      await gw.close();
    }
  }, 180_000);
});
