// npm run bench:chat — the real-time channel under load: 500 connected Socket.IO clients (490
// members, 10 staff on the customer-service channel) in a separate client process.
//  - paced: a steady BENCH_RATE messages/s for BENCH_SECONDS (90 % members → clinic, 10 % staff →
//    member), each sent with chat:send and its ack: delivery latency p50/p95/p99 from the emit to
//    the UPDATE_MESSAGE at every receiving socket, lost and doubled deliveries;
//  - max: every member sends BENCH_BURST messages back to back (next one after the ack):
//    messages/s and deliveries/s at saturation, with their latencies.
// Run twice: one server process; then two servers sharing the Redis adapter (BENCH_REDIS_URL,
// default redis://127.0.0.1:6379), members and staff split across them so most deliveries cross
// Redis. With PostgreSQL (BENCH_DATABASE_URL, default the local server) the second server is a
// real second OS process on the same database; with PGlite (PostgreSQL unreachable) both servers
// run in this process, since PGlite cannot be shared between processes. The last line is one JSON object.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { SESSION_COOKIE } from '../common/http';
import { openDatabase, type Database } from '../server/db/client';
import { memoryRateLimitStore } from '../server/integrations/rate-limit-store';
import { createLogger } from '../server/logger';
import { attachRealtime, type Realtime } from '../server/realtime/realtime-server';
import { benchDatabase } from './bench-db';
import { offlineServices, seedChatPeople } from '../tests/helpers/chat-people';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 490);
const STAFF = Number(process.env.BENCH_STAFF ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BURST = Number(process.env.BENCH_BURST ?? 5);
const MIGRATIONS = path.resolve('server/db/migrations');
const SETTLE_MS = 3000;
/** This bundle (build/tools/chat.mjs): the client and second-server processes are forks of it. */
const SELF = fileURLToPath(import.meta.url);

interface Plan {
  urls: string[];
  members: { token: string; roomId: number }[];
  staff: { token: string }[];
  rate: number;
  seconds: number;
  burst: number;
}
interface PhaseResult {
  messages: number;
  acked: number;
  errors: number;
  ms: number;
  messagesPerSec: number;
  deliveriesExpected: number;
  deliveries: number;
  deliveriesPerSec: number;
  lost: number;
  doubled: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 100) / 100;
};

// ---------------------------------------------------------------------------------------------
// Server side: one app instance's services and Socket.IO on a plain HTTP server.

async function startServer(database: Database, redis?: { url: string; key: string }): Promise<{ url: string; realtime: Realtime }> {
  const server = http.createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const realtime = await attachRealtime(server, {
    services: offlineServices(database, 'bench'),
    logger: createLogger('silent'),
    publicUrl: 'http://bench.test',
    rateLimitStore: memoryRateLimitStore(),
    redisUrl: redis?.url,
    redisKey: redis?.key,
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, realtime };
}

/** A forked server process on the same PostgreSQL database and Redis. */
function forkServer(dbUrl: string, redis: { url: string; key: string }): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(SELF, ['--serve'], { env: { ...process.env, BENCH_SERVE_DB: dbUrl, BENCH_SERVE_REDIS: redis.url, BENCH_SERVE_KEY: redis.key } });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { url: string }) => resolve({ url: m.url, child }));
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
}

// ---------------------------------------------------------------------------------------------
// Client side (its own process): 500 sockets, the paced and the max phases.
async function runClients(plan: Plan): Promise<{ connectMs: number; paced: PhaseResult; max: PhaseResult }> {
  const sock = (url: string, token: string): Socket =>
    connect(url, { transports: ['websocket'], extraHeaders: { cookie: `${SESSION_COOKIE}=${token}` }, reconnection: false, forceNew: true });
  const t0 = performance.now();
  const memberSockets = plan.members.map((m, i) => sock(plan.urls[i % plan.urls.length]!, m.token));
  const staffSockets = plan.staff.map((s, i) => sock(plan.urls[i % plan.urls.length]!, s.token));
  const all = [...memberSockets, ...staffSockets];
  await Promise.all(all.map((s) => new Promise<void>((resolve, reject) => (s.connected ? resolve() : (s.once('connect', () => resolve()), s.once('connect_error', reject))))));
  const connectMs = Math.round(performance.now() - t0);

  // Every message carries its tag in the text; each receiving socket records when it arrived.
  let phase = '';
  const sentAt = new Map<string, number>();
  const received = new Map<string, number>(); // `${socketIndex}|${tag}` → count
  let latencies: number[] = [];
  all.forEach((s, i) => {
    s.on('UPDATE_MESSAGE', (p: { message: { content: string; direction: string } }) => {
      const tag = p.message.content;
      const at = sentAt.get(tag);
      if (at === undefined || !tag.startsWith(phase)) return;
      const key = `${i}|${tag}`;
      received.set(key, (received.get(key) ?? 0) + 1);
      // The other side's copy is the delivery that matters (the sender's own echo is counted for loss only).
      if (p.message.direction === 'IN') latencies.push(performance.now() - at);
    });
  });
  // Who receives a message in a member's room: that member's socket and every staff socket.
  const receiversOf = (memberIndex: number) => [memberIndex, ...staffSockets.map((_, j) => memberSockets.length + j)];

  let seq = 0;
  async function send(from: Socket, roomId: number, memberIndex: number, expected: string[]): Promise<boolean> {
    const tag = `${phase}:${++seq}:${randomBytes(3).toString('hex')}`;
    sentAt.set(tag, performance.now());
    const ack = await from.timeout(30_000).emitWithAck('chat:send', { roomId, clientId: `b${tag.replace(/[^A-Za-z0-9]/g, '')}`, type: 'TEXT', content: tag }).catch(() => ({ error: 'timeout' }));
    const ok = !(ack as { error?: unknown }).error;
    // A refused message (counted in errors) is not expected anywhere; an acknowledged one at every receiver.
    if (ok) for (const r of receiversOf(memberIndex)) expected.push(`${r}|${tag}`);
    return ok;
  }
  async function settle(expected: string[], started: number, sent: number, ok: number): Promise<PhaseResult> {
    const ms = performance.now() - started;
    const deadline = Date.now() + SETTLE_MS;
    while (Date.now() < deadline && expected.some((k) => !received.has(k))) await new Promise((r) => setTimeout(r, 50));
    const lost = expected.filter((k) => !received.has(k)).length;
    const doubled = [...received.values()].filter((n) => n > 1).length;
    const result: PhaseResult = {
      messages: sent,
      acked: ok,
      errors: sent - ok,
      ms: Math.round(ms),
      messagesPerSec: Math.round((ok / ms) * 1000),
      deliveriesExpected: expected.length,
      deliveries: expected.length - lost,
      deliveriesPerSec: Math.round(((expected.length - lost) / ms) * 1000),
      lost,
      doubled,
      p50ms: pct(latencies, 50),
      p95ms: pct(latencies, 95),
      p99ms: pct(latencies, 99),
    };
    latencies = [];
    return result;
  }

  // Paced: a steady rate, round robin over members; every 10th message is a staff answer.
  phase = 'paced';
  const pacedExpected: string[] = [];
  const total = Math.round(plan.rate * plan.seconds);
  const startedPaced = performance.now();
  const pending: Promise<boolean>[] = [];
  for (let n = 0; n < total; n++) {
    const due = startedPaced + (n * 1000) / plan.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const mi = n % memberSockets.length;
    const fromStaff = n % 10 === 9;
    pending.push(send(fromStaff ? staffSockets[Math.floor(n / 10) % staffSockets.length]! : memberSockets[mi]!, plan.members[mi]!.roomId, mi, pacedExpected));
  }
  const pacedOk = (await Promise.all(pending)).filter(Boolean).length;
  const paced = await settle(pacedExpected, startedPaced, total, pacedOk);

  // Max: every member sends `burst` messages, each after the previous one's ack.
  phase = 'max';
  const maxExpected: string[] = [];
  const startedMax = performance.now();
  const oks = await Promise.all(
    memberSockets.map(async (s, mi) => {
      let ok = 0;
      for (let k = 0; k < plan.burst; k++) if (await send(s, plan.members[mi]!.roomId, mi, maxExpected)) ok++;
      return ok;
    }),
  );
  const max = await settle(maxExpected, startedMax, memberSockets.length * plan.burst, oks.reduce((a, b) => a + b, 0));
  for (const s of all) s.disconnect();
  return { connectMs, paced, max };
}

function forkClients(plan: Plan): Promise<Awaited<ReturnType<typeof runClients>>> {
  const child = fork(SELF, ['--clients']);
  child.send(plan);
  return new Promise((resolve, reject) => {
    child.once('message', (m: { result?: Awaited<ReturnType<typeof runClients>>; error?: string }) => (m.result ? resolve(m.result) : reject(new Error(m.error))));
    child.once('exit', (code) => code !== 0 && reject(new Error(`client process exited with ${code}`)));
  });
}

async function redisReachable(url: string): Promise<boolean> {
  const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await r.connect();
    await r.ping();
    return true;
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

const line = (label: string, r: Awaited<ReturnType<typeof runClients>>) =>
  `${label}: ${MEMBERS + STAFF} sockets connected in ${r.connectMs} ms | paced ${r.paced.messagesPerSec} msg/s: p50 ${r.paced.p50ms} ms, p95 ${r.paced.p95ms} ms, p99 ${r.paced.p99ms} ms, lost ${r.paced.lost}/${r.paced.deliveriesExpected}, doubled ${r.paced.doubled}, errors ${r.paced.errors} | max ${r.max.messagesPerSec} msg/s (${r.max.deliveriesPerSec} deliveries/s): p50 ${r.max.p50ms} ms, p95 ${r.max.p95ms} ms, p99 ${r.max.p99ms} ms, lost ${r.max.lost}/${r.max.deliveriesExpected}, doubled ${r.max.doubled}, errors ${r.max.errors}`;

async function main() {
  const pgDb = await benchDatabase('aloha_bench_chat');
  const database = await openDatabase({ url: pgDb?.url, migrationsFolder: MIGRATIONS });
  const dbKind = pgDb ? 'postgres' : 'pglite';
  console.log(`database: ${dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite in memory (PostgreSQL not reachable)'}; seeding ${MEMBERS} members and ${STAFF} staff…`);
  const seeded = await seedChatPeople(database, { members: MEMBERS, staff: STAFF }, 'bench');
  const people = { members: seeded.members.map(({ token, roomId }) => ({ token, roomId })), staff: seeded.staff.map(({ token }) => ({ token })) };
  const base = { ...people, rate: RATE, seconds: SECONDS, burst: BURST };
  const results: Record<string, unknown> = { sockets: MEMBERS + STAFF, members: MEMBERS, staff: STAFF, database: dbKind, cpus: os.cpus().length, rate: RATE, seconds: SECONDS, burst: BURST };
  try {
    const one = await startServer(database);
    const r1 = await forkClients({ ...base, urls: [one.url] });
    await one.realtime.close();
    console.log(line('one process', r1));
    results.oneProcess = r1;

    const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
    if (await redisReachable(redisUrl)) {
      const redis = { url: redisUrl, key: `aloha-bench:${randomBytes(4).toString('hex')}` };
      const a = await startServer(database, redis);
      const b = pgDb ? await forkServer(pgDb.url, redis) : { ...(await startServer(database, redis)), child: undefined };
      const mode = pgDb ? 'two OS processes (PostgreSQL)' : 'two servers in one process (PGlite cannot be shared between processes)';
      try {
        const r2 = await forkClients({ ...base, urls: [a.url, b.url] });
        console.log(line(`two processes through Redis, ${mode}`, r2));
        results.twoProcessesRedis = { mode, ...r2 };
      } finally {
        await a.realtime.close();
        if ('realtime' in b && b.realtime) await (b.realtime as Realtime).close();
        b.child?.kill();
      }
    } else {
      console.log(`Redis not reachable at ${redisUrl}: two-process run skipped`);
      results.twoProcessesRedis = null;
    }
  } finally {
    await database.close();
    await pgDb?.drop();
  }
  console.log(JSON.stringify(results));
}

if (process.argv.includes('--clients')) {
  process.once('message', (plan: Plan) => {
    runClients(plan)
      .then((result) => process.send!({ result }, () => process.exit(0)))
      .catch((err) => process.send!({ error: String(err?.stack ?? err) }, () => process.exit(1)));
  });
} else if (process.argv.includes('--serve')) {
  const database = await openDatabase({ url: process.env.BENCH_SERVE_DB!, migrationsFolder: MIGRATIONS });
  const { url } = await startServer(database, { url: process.env.BENCH_SERVE_REDIS!, key: process.env.BENCH_SERVE_KEY! });
  process.send!({ url });
} else {
  await main();
}
