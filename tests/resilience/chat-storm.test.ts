import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { reconnectWhenEnded } from '../../app/features/realtime/realtime-client';
import { SESSION_COOKIE } from '../../common/http';
import { openDatabase } from '../../server/db/client';
import { seedChatPeople, type ChatPeople } from '../helpers/chat-people';
import { socketFor } from '../helpers/realtime-app';
import { browser, type Browser } from './helpers/browser';
import { DB_KIND, freePort, freshPostgres, killAll, startServer, tempDir, type ServerProcess } from './helpers/server';

/**
 * Issue 15: 200 chat clients × 100 messages, each client's connection dropped three times, and
 * the server restarted once in the middle. Every client does what the chat screen does
 * (docs/chat.md "Exactly once, in order"): a clientId per message, resent until acknowledged,
 * messages kept by id, and after every reconnect a catch-up from the newest id it received.
 * Afterwards every message is stored exactly once, in the order sent, and every screen — each
 * member's and the customer-service screen watching all 200 rooms — holds all of them, in order,
 * with no message delivered twice on one connection and none out of order within a room.
 */
const CLIENTS = 200;
const MESSAGES = 100;
const DROPS = 3;
/** What the screen waits for an acknowledgement before resending (docs/chat.md). */
const ACK_TIMEOUT_MS = 5_000;

interface Msg {
  id: number;
  content: string;
}

/** A chat screen's message list for some rooms: what arrived live, what a catch-up fetched. */
class Screen {
  readonly rooms = new Map<number, Map<number, string>>();
  /** Per connection: ids seen live, to find a message delivered twice or a room out of order. */
  private live = new Map<number, number>();
  private lastLive = new Map<number, number>();
  readonly problems: string[] = [];
  connections = 0;

  constructor(
    readonly name: string,
    roomIds: number[],
    private readonly http: Browser,
  ) {
    for (const r of roomIds) this.rooms.set(r, new Map());
  }

  attach(socket: Socket) {
    // As the site's client: a connection the server ended (its shutdown) or refused is tried again.
    reconnectWhenEnded(socket, 200);
    socket.on('connect', () => {
      this.connections++;
      this.live = new Map();
      this.lastLive = new Map();
      // Every connect after the first: fetch what came while the socket was down, from the newest
      // id held now — taken before this connection's events arrive, which would jump past the gap
      // (the site's chat store snapshots its cursors the same way, app/features/chat/chat-store.ts).
      // A fetch that fails (the server going away again) is tried again, as the site's store does.
      if (this.connections > 1) void this.catchUpRetrying(this.cursors());
    });
    socket.on('UPDATE_MESSAGE', (p: { roomId: number; message: Msg & { senderType: string } }) => {
      const room = this.rooms.get(p.roomId);
      if (!room || p.message.senderType === 'SYSTEM') return;
      const n = (this.live.get(p.message.id) ?? 0) + 1;
      this.live.set(p.message.id, n);
      if (n > 1) this.problems.push(`${this.name}: message ${p.message.id} delivered ${n} times on one connection`);
      const last = this.lastLive.get(p.roomId) ?? 0;
      if (p.message.id < last) this.problems.push(`${this.name}: room ${p.roomId} got ${p.message.id} after ${last}`);
      this.lastLive.set(p.roomId, p.message.id);
      room.set(p.message.id, p.message.content);
    });
  }

  /** The newest id held in each room. */
  cursors(): Map<number, number> {
    return new Map([...this.rooms].map(([roomId, room]) => [roomId, room.size ? Math.max(...room.keys()) : 0]));
  }

  private async catchUpRetrying(cursors: Map<number, number>) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.catchUp(cursors);
      } catch (err) {
        if (attempt === 60) return void this.problems.push(`${this.name}: catch-up failed: ${String(err)}`);
        await sleep(500);
      }
    }
  }

  /** Each room's messages after its cursor, until nothing newer is left. */
  async catchUp(cursors: Map<number, number>) {
    for (const [roomId, room] of this.rooms) {
      let since = cursors.get(roomId) ?? 0;
      for (;;) {
        const page = await this.http.call('GET', `/api/chat/messages?roomId=${roomId}&sinceMsgId=${since}`, undefined, { timeoutMs: 30_000 });
        if (page.status !== 200) throw new Error(`${page.status} ${page.text}`);
        for (const m of page.json.messages as (Msg & { senderType: string })[]) if (m.senderType !== 'SYSTEM') room.set(m.id, m.content);
        if (page.json.isEnd || page.json.messages.length === 0) break;
        since = page.json.messages.at(-1).id;
      }
    }
  }

  /** A room's messages as shown: sorted by id. */
  shown(roomId: number): Msg[] {
    return [...this.rooms.get(roomId)!].sort(([a], [b]) => a - b).map(([id, content]) => ({ id, content }));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** chat:send with the screen's ack timeout, resending the same clientId until acknowledged; a rate limit is waited out. */
async function sendUntilStored(socket: Socket, payload: { roomId: number; clientId: string; type: 'TEXT'; content: string }, deadline: number): Promise<{ msg: Msg; tries: number }> {
  for (let tries = 1; Date.now() < deadline; tries++) {
    let ack: { message?: Msg; error?: { code: string; data?: { retryAfterMs?: number } } };
    try {
      ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('chat:send', payload);
    } catch {
      continue; // no ack in time (or disconnected): the same clientId makes the resend safe
    }
    if (ack.message) return { msg: ack.message, tries };
    if (ack.error?.code === 'RATE_LIMITED') {
      await sleep(Math.min(ack.error.data?.retryAfterMs ?? 1_000, 5_000));
      continue;
    }
    throw new Error(`${payload.clientId}: ${JSON.stringify(ack.error)}`);
  }
  throw new Error(`${payload.clientId}: never acknowledged`);
}

describe(`chat storm (${DB_KIND})`, () => {
  const dataDir = tempDir('chat-storm');
  let postgres: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await killAll();
    await postgres?.drop();
  });

  it(`${CLIENTS} clients × ${MESSAGES} messages, ${DROPS} dropped connections each, one server restart: every message stored once and shown in order`, { timeout: 600_000 }, async () => {
    if (DB_KIND === 'postgres') postgres = await freshPostgres();
    // The people are written before the server starts: the embedded database belongs to one process.
    const database = await openDatabase({ url: postgres?.url, dataDir: postgres ? undefined : dataDir, migrationsFolder: 'server/db/migrations' });
    let people: ChatPeople;
    try {
      people = await seedChatPeople(database, { members: CLIENTS, staff: 1 }, 'storm');
    } finally {
      await database.close();
    }
    const port = freePort();
    let server: ServerProcess = startServer({ dataDir, databaseUrl: postgres?.url, port });
    await server.ready();
    const base = server.base;
    const signedIn = (token: string) => {
      const b = browser(base);
      b.cookies.set(SESSION_COOKIE, token);
      return b;
    };

    const roomIds = people.members.map((m) => m.roomId);
    const desk = new Screen('customer service', roomIds, signedIn(people.staff[0]!.token));
    const deskSocket = socketFor(base, people.staff[0]!.token);
    sockets.push(deskSocket);
    desk.attach(deskSocket);
    const clients = people.members.map((m, i) => {
      const screen = new Screen(`member ${i}`, [m.roomId], signedIn(m.token));
      const socket = socketFor(base, m.token);
      sockets.push(socket);
      screen.attach(socket);
      return { ...m, screen, socket, drops: 0 };
    });
    await Promise.all([deskSocket, ...clients.map((c) => c.socket)].map((s) => (s.connected ? undefined : new Promise<void>((r) => s.once('connect', () => r())))));

    // Halfway through, the server is restarted (a deploy: SIGTERM, then the same command again).
    const total = CLIENTS * MESSAGES;
    let acked = 0;
    let resends = 0;
    let restart: Promise<unknown> | undefined;
    const restartTimes: number[] = [];
    const restartServer = async () => {
      const t0 = Date.now();
      await server.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
      server = startServer({ dataDir, databaseUrl: postgres?.url, port });
      await server.ready();
      restartTimes.push(Date.now() - t0);
    };

    const started = Date.now();
    const deadline = started + 480_000;
    await Promise.all(
      clients.map(async (c, i) => {
        // Three drops at points of its own, away from the middle (the restart): the network under
        // this client goes away for a moment.
        const dropsAt = new Set([15, 35, 80].map((at, k) => at + ((i * 7 + k * 3) % 11) - 5));
        for (let n = 0; n < MESSAGES; n++) {
          if (dropsAt.has(n) && c.socket.connected) {
            c.socket.io.engine.close();
            c.drops++;
          }
          const { tries } = await sendUntilStored(c.socket, { roomId: c.roomId, clientId: `s${i}-${n}-${started.toString(36)}`, type: 'TEXT', content: `member ${i} message ${n}` }, deadline);
          resends += tries - 1;
          // Kept as a settled promise: a failed restart is reported after the sends, not as an unhandled rejection.
          if (++acked === total / 2) restart = restartServer().then(() => undefined, (err: unknown) => err);
        }
      }),
    );
    expect(await restart).toBeUndefined();
    const sentMs = Date.now() - started;

    // What each room must hold: the client's 100 messages, in the order sent.
    const expectedContents = (i: number) => Array.from({ length: MESSAGES }, (_, n) => `member ${i} message ${n}`);
    // Screens get the last events within moments.
    const complete = () => clients.every((c) => c.screen.rooms.get(c.roomId)!.size === MESSAGES && desk.rooms.get(c.roomId)!.size === MESSAGES);
    for (let i = 0; i < 100 && !complete(); i++) await sleep(100);

    const audit = signedIn(people.staff[0]!.token);
    const stored = new Screen('stored', roomIds, audit);
    await stored.catchUp(stored.cursors());
    const missing: string[] = [];
    for (const [i, c] of clients.entries()) {
      const inDb = stored.shown(c.roomId);
      expect(inDb.map((m) => m.content), `room of member ${i}, as stored`).toEqual(expectedContents(i));
      const mine = c.screen.shown(c.roomId);
      const desks = desk.shown(c.roomId);
      if (JSON.stringify(mine) !== JSON.stringify(inDb)) missing.push(`member ${i}'s screen: ${mine.length}/${MESSAGES}`);
      if (JSON.stringify(desks) !== JSON.stringify(inDb)) missing.push(`desk, room of member ${i}: ${desks.length}/${MESSAGES}`);
    }
    const drops = clients.reduce((n, c) => n + c.drops, 0);
    const problems = [desk, ...clients.map((c) => c.screen)].flatMap((s) => s.problems);
    const connections = clients.reduce((n, c) => n + c.screen.connections, 0);
    console.log(
      JSON.stringify({
        test: 'chat storm',
        database: DB_KIND,
        clients: CLIENTS,
        messages: total,
        sentMs,
        messagesPerSec: Math.round(total / (sentMs / 1000)),
        resends,
        drops,
        memberConnections: connections,
        deskConnections: desk.connections,
        restartMs: restartTimes,
        problems: problems.length,
      }),
    );
    expect(missing).toEqual([]);
    expect(problems).toEqual([]);
    // The drops happened (one is skipped only while the client is already offline) and each was
    // followed by a new connection. The restart reconnected the desk and every member online at
    // that moment; on the embedded database most members are then still reconnecting after a
    // drop (a connection's session lookup queues behind the writes) and come back to the new process.
    expect(drops).toBeGreaterThanOrEqual(CLIENTS * DROPS * 0.95);
    for (const c of clients) expect(c.screen.connections).toBeGreaterThanOrEqual(1 + c.drops);
    expect(connections).toBeGreaterThan(CLIENTS * (1 + DROPS));
    expect(desk.connections).toBeGreaterThanOrEqual(2);
    expect(restartTimes).toHaveLength(1);
    expect(server.output()).not.toMatch(/unhandled|uncaught/i);
  });
});
