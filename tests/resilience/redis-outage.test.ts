import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { connected, nextEvent, sendUntilAcked, socketFor } from '../helpers/realtime-app';
import { startFaultProxy, type FaultProxy } from './helpers/fault-proxy';
import { DB_KIND, freshPostgres, killAll, startServer, tempDir, type ServerProcess } from './helpers/server';
import { demoAdmin, demoMember, type Browser } from './helpers/browser';

/**
 * Redis stopped for 30 s under two app processes (issue 15): neither crashes, chat keeps working
 * within each process, no message is lost (every one is stored; each side finds each exactly once
 * in the room's history), and live delivery between the processes resumes within seconds of Redis
 * coming back.
 *
 * Two processes need one shared database: PostgreSQL only (PGlite belongs to one process).
 * Redis is TEST_REDIS_URL (as the integration tests), reached through a fault proxy; the processes
 * use a key prefix of their own (REDIS_PREFIX), so their pub/sub never meets another suite's.
 */

const OUTAGE_MS = 30_000;
/** Live delivery between the processes is back within this after Redis is. */
const RESUME_MS = 5_000;

const redisUrl = process.env.TEST_REDIS_URL;
const sockets: Socket[] = [];
let proxy: FaultProxy | undefined;
let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  await killAll();
  await proxy?.close();
  await drop?.();
  proxy = undefined;
  drop = undefined;
});

let seq = 0;
const cid = () => `ro${Date.now().toString(36)}${(++seq).toString(36).padStart(6, '0')}`;
const open = (s: Socket) => (sockets.push(s), s);

describe.runIf(DB_KIND === 'postgres' && !!redisUrl)('Redis stopped under two app processes', () => {
  it('keeps both processes up, chat working within each, loses no message, and resumes fan-out after', { timeout: 150_000 }, async () => {
    const pg = await freshPostgres();
    drop = pg.drop;
    const real = new URL(redisUrl!);
    proxy = await startFaultProxy({ host: real.hostname, port: Number(real.port || 6379) });
    const env = {
      // A database number and key prefix of this test's own.
      REDIS_URL: `redis://127.0.0.1:${proxy.port}/14`,
      REDIS_PREFIX: `aloha-r-${randomBytes(5).toString('hex')}`,
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first migrates and seeds the database, the second finds it ready.
    const a = startServer({ dataDir: tempDir('redis-a'), databaseUrl: pg.url, env });
    await a.ready();
    const b = startServer({ dataDir: tempDir('redis-b'), databaseUrl: pg.url, env });
    await b.ready();

    const member = await demoMember(a.base);
    const staffA = await demoAdmin(a.base);
    const staffB = await demoAdmin(b.base);
    const created = await member.call('POST', '/api/chat/rooms', {});
    expect(created.status, created.text).toBe(200);
    const room = created.json.id as number;

    const ms = open(socketFor(a.base, member.session()!));
    const sa = open(socketFor(a.base, staffA.session()!));
    const sb = open(socketFor(b.base, staffB.session()!));
    await Promise.all([connected(ms), connected(sa), connected(sb)]);
    // What each screen saw live, by message id.
    const seen = { ms: new Map<number, number>(), sa: new Map<number, number>(), sb: new Map<number, number>() };
    for (const [name, s] of [['ms', ms], ['sa', sa], ['sb', sb]] as const) {
      s.on('UPDATE_MESSAGE', (p: { roomId: number; message: { id: number } }) => {
        if (p.roomId === room) seen[name].set(p.message.id, (seen[name].get(p.message.id) ?? 0) + 1);
      });
    }
    const sent: { id: number; content: string }[] = [];
    const send = async (s: Socket, content: string) => {
      const ack = await sendUntilAcked(s, { roomId: room, clientId: cid(), type: 'TEXT', content });
      expect(ack.error, JSON.stringify(ack)).toBeUndefined();
      sent.push({ id: ack.message.id, content });
      return ack.message.id as number;
    };
    const delivered = (s: Socket, content: string, ms = 3_000) => nextEvent(s, 'UPDATE_MESSAGE', (p) => p.roomId === room && p.message.content === content, ms);

    // Before: across the processes both ways.
    let atB = delivered(sb, 'before: member on A');
    await send(ms, 'before: member on A');
    await atB;
    let atMember = delivered(ms, 'before: staff on B');
    await send(sb, 'before: staff on B');
    await atMember;

    // Redis goes away for 30 s.
    await proxy.down();
    const downAt = Date.now();
    const duringLive: string[] = [];
    let round = 0;
    while (Date.now() - downAt < OUTAGE_MS - 6_000) {
      round++;
      // Member and staff on process A keep talking, live, both ways.
      const toStaffA = `during ${round}: member → staff A`;
      const staffSees = delivered(sa, toStaffA);
      await send(ms, toStaffA);
      await staffSees;
      const toMember = `during ${round}: staff A → member`;
      const memberSees = delivered(ms, toMember);
      await send(sa, toMember);
      await memberSees;
      duringLive.push(toStaffA, toMember);
      // Staff on process B writes too: stored (acknowledged), even if A's sockets cannot hear it now.
      await send(sb, `during ${round}: staff B → member`);
      // Plain HTTP on both processes keeps working (rate-limited routes included: limits count in memory).
      const viaHttp = await member.call('POST', '/api/chat/messages', { roomId: room, clientId: cid(), type: 'TEXT', content: `during ${round}: member over HTTP` });
      expect(viaHttp.status, viaHttp.text).toBe(200);
      sent.push({ id: viaHttp.json.message.id, content: `during ${round}: member over HTTP` });
      const list = await staffB.call('GET', `/api/chat/messages?roomId=${room}`);
      expect(list.status, list.text).toBe(200);
      expect(a.child.exitCode, a.output()).toBeNull();
      expect(b.child.exitCode, b.output()).toBeNull();
      await new Promise((r) => setTimeout(r, 1_500));
    }
    // A session signed out during the outage still loses its socket on its own process at once.
    const second = await demoMember(a.base);
    const secondSocket = open(socketFor(a.base, second.session()!));
    secondSocket.io.opts.reconnection = false;
    await connected(secondSocket);
    const gone = new Promise<string>((resolve) => secondSocket.once('disconnect', (reason) => resolve(reason)));
    expect((await second.call('POST', '/api/logout')).status).toBe(200);
    expect(await Promise.race([gone, new Promise((r) => setTimeout(() => r('still connected'), 3_000))])).toBe('io server disconnect');
    await new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MS - (Date.now() - downAt))));
    expect(round).toBeGreaterThanOrEqual(5);
    expect(a.child.exitCode, a.output()).toBeNull();
    expect(b.child.exitCode, b.output()).toBeNull();

    // Redis is back: live delivery across the processes resumes within seconds.
    await proxy.up();
    const upAt = Date.now();
    let resumedAfter: number | undefined;
    for (let i = 0; Date.now() - upAt < RESUME_MS + 10_000; i++) {
      const text = `after ${i}: member on A → staff on B`;
      const arrives = delivered(sb, text, 700).then(
        () => true,
        () => false,
      );
      await send(ms, text);
      if (await arrives) {
        resumedAfter = Date.now() - upAt;
        break;
      }
    }
    console.log(`redis outage ${OUTAGE_MS} ms: ${round} rounds of chat during it; cross-process delivery back ${resumedAfter ?? 'never'} ms after up()`);
    expect(resumedAfter).toBeDefined();
    expect(resumedAfter!).toBeLessThan(RESUME_MS);
    atMember = delivered(ms, 'after: staff on B → member');
    await send(sb, 'after: staff on B → member');
    await atMember;
    atB = delivered(sb, 'after: staff on A → all staff');
    await send(sa, 'after: staff on A → all staff');
    await atB;

    // Nothing lost, nothing doubled: every acknowledged message is in the history each side loads,
    // exactly once, in the order stored; nothing stored that nobody sent.
    const history = async (who: Browser) => {
      const out: { id: number; content: string }[] = [];
      let since = 0;
      for (;;) {
        const page = await who.call('GET', `/api/chat/messages?roomId=${room}&sinceMsgId=${since}`);
        expect(page.status, page.text).toBe(200);
        out.push(...page.json.messages.filter((m: { senderType: string }) => m.senderType !== 'SYSTEM').map((m: { id: number; content: string }) => ({ id: m.id, content: m.content })));
        if (page.json.isEnd || page.json.messages.length === 0) break;
        since = page.json.messages.at(-1).id;
      }
      return out;
    };
    const expected = [...sent].sort((x, y) => x.id - y.id);
    expect(new Set(expected.map((m) => m.id)).size).toBe(expected.length);
    expect(await history(member)).toEqual(expected);
    expect(await history(staffB)).toEqual(expected);
    // No screen got a message twice.
    for (const [name, m] of Object.entries(seen)) for (const [id, n] of m) expect(n, `${name} got message ${id} ${n} times`).toBe(1);
    // The same-process conversation was live throughout.
    for (const text of duringLive) expect(sent.some((m) => m.content === text)).toBe(true);

    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
    for (const p of [a, b] as ServerProcess[]) expect(p.output()).not.toMatch(/unhandled|uncaught/i);
    // And a process stopped while Redis is away still stops cleanly.
    await proxy.down();
    await new Promise((r) => setTimeout(r, 1_000));
    await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
    expect(await a.exited, a.output()).toBe(0);
    expect(await b.exited, b.output()).toBe(0);
  });
});
