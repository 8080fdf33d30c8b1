import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { PUBLIC_CHANNEL, REALTIME_EVENTS } from '../../common/chat';
import type { RateLimitStore } from '../integrations/rate-limit-store';
import { closeRedis, handleRejections } from '../integrations/redis-client';
import type { Logger } from '../logger';
import type { AppServices } from '../services';
import { registerChatHandlers, type SocketData } from './chat-handlers';
import { connectFanOut } from './fan-out';
import { channelsOf, originAllowed, sessionTokenOf } from './socket-auth';

/** A publish to the other processes that takes longer fails (and is dropped). */
const PUBLISH_TIMEOUT_MS = 1_000;
/** How often open connections re-check their session (revoked, expired, locked, permissions changed). */
export const SESSION_RECHECK_MS = 60_000;
/** How often each process compares the translation version (SYS_I18N_UPDATE when it changed). */
export const I18N_CHECK_MS = 5_000;

export interface RealtimeDeps {
  services: AppServices;
  logger: Logger;
  /** PUBLIC_URL: the browser origin allowed to connect. */
  publicUrl: string;
  rateLimitStore: RateLimitStore;
  /** With a Redis URL, the Redis adapter shares every emit with the other processes. */
  redisUrl?: string;
  /** Key prefix of the adapter's pub/sub channels (processes of one deployment share it). */
  redisKey?: string;
  sessionRecheckMs?: number;
  i18nCheckMs?: number;
}

export interface Realtime {
  io: Server;
  /** Compares the translation version now and tells this process's sockets if it changed. */
  checkI18n(): Promise<void>;
  /** Disconnects every socket, stops the timers, closes the adapter's Redis clients (and the HTTP server). */
  close(): Promise<void>;
}

/**
 * Socket.IO on the app's HTTP server (path /socket.io). A connection is authenticated from the
 * session cookie (aloha.sid, resolved like an HTTP request); visitors connect too and get only the
 * public channel. On connect the server emits APP_BUILD with its build version. Chat sending,
 * typing and read go through server/realtime/chat-handlers.ts; everything the server announces
 * comes from the event bus after a commit (fan-out.ts).
 */
export async function attachRealtime(server: HttpServer, deps: RealtimeDeps): Promise<Realtime> {
  const { services, logger } = deps;
  const io = new Server(server, {
    serveClient: false,
    allowRequest: (req, cb) => cb(null, originAllowed(req, deps.publicUrl)),
    // A dropped client reconnects and fetches what it missed (docs/chat.md), so no server-side buffer.
    pingInterval: 25_000,
    pingTimeout: 20_000,
    maxHttpBufferSize: 1e6,
  });

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (deps.redisUrl) {
    // While Redis is away (docs/architecture.md "Faults") each process keeps serving its own sockets:
    // a publish fails at once (no offline queue, so nothing stale goes out minutes later) and is
    // dropped — the message is stored, the other process's clients fetch it when they catch up —
    // and the subscriber reconnects and subscribes again by itself (ioredis autoResubscribe).
    pub = new Redis(deps.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: PUBLISH_TIMEOUT_MS });
    sub = new Redis(deps.redisUrl, { maxRetriesPerRequest: 2 });
    pub.on('error', (err) => logger.warn({ err: String(err?.message ?? err) }, 'realtime redis (pub) error'));
    sub.on('error', (err) => logger.warn({ err: String(err?.message ?? err) }, 'realtime redis (sub) error'));
    sub.on('ready', () => logger.info('realtime redis (sub) ready'));
    await Promise.all([waitReady(pub), waitReady(sub)]);
    // The adapter publishes (and, closing, unsubscribes) without waiting for the answer: each
    // refusal gets a handler, and publish failures are logged once per outage.
    let failing = false;
    pub.on('ready', () => (failing = false));
    handleRejections(pub, ['publish'], (err) => {
      if (failing) return;
      failing = true;
      logger.warn({ err: String((err as Error)?.message ?? err) }, 'realtime redis publish failed: events reach this process only until Redis is back');
    });
    handleRejections(sub, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'], (err, method) => logger.warn({ err: String((err as Error)?.message ?? err) }, `realtime redis ${method} failed`));
    io.adapter(createAdapter(pub, sub, { key: deps.redisKey ?? 'aloha:socket.io' }));
  }

  io.use(async (socket, next) => {
    try {
      const token = sessionTokenOf(socket.request.headers.cookie);
      const actor = token ? await services.accounts.resolve(token) : null;
      const data = socket.data as SocketData;
      data.actor = actor;
      data.token = actor ? token : null;
      data.typingAt = new Map();
      data.checks = { windowStart: 0, count: 0 };
      next();
    } catch (err) {
      logger.error({ err }, 'socket authentication failed');
      next(new Error('unavailable'));
    }
  });

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    void socket.join(channelsOf(data.actor));
    socket.emit(REALTIME_EVENTS.APP_BUILD, { version: services.app.buildVersion });
    registerChatHandlers(socket, services, deps.rateLimitStore, logger);
  });

  // Sessions end (sign-out elsewhere, timeout, lock) and permissions change while a socket stays open.
  const recheck = setInterval(() => void recheckSessions(), deps.sessionRecheckMs ?? SESSION_RECHECK_MS);
  recheck.unref();
  async function recheckSessions() {
    for (const socket of io.of('/').sockets.values()) {
      const data = socket.data as SocketData;
      if (!data.token) continue;
      try {
        const actor = await services.accounts.resolve(data.token);
        if (!actor) {
          socket.disconnect(true);
          continue;
        }
        data.actor = actor;
        const wanted = new Set(channelsOf(actor));
        for (const room of socket.rooms) if (room !== socket.id && !wanted.has(room)) void socket.leave(room);
        void socket.join([...wanted]);
      } catch (err) {
        logger.warn({ err }, 'session re-check failed; kept the connection');
      }
    }
  }

  // Translations: each process watches the version and tells its own sockets, so a change made
  // through any process reaches every client once (no duplicate through the adapter).
  let i18nVersion = (await services.i18n.load()).version;
  async function checkI18n() {
    const { version } = await services.i18n.load();
    if (version === i18nVersion) return;
    i18nVersion = version;
    io.local.to(PUBLIC_CHANNEL).emit(REALTIME_EVENTS.SYS_I18N_UPDATE, { serverVersion: version });
  }
  const i18nTimer = setInterval(() => void checkI18n().catch((err) => logger.warn({ err }, 'translation version check failed')), deps.i18nCheckMs ?? I18N_CHECK_MS);
  i18nTimer.unref();

  const unsubscribe = connectFanOut(io, services, logger, () => void checkI18n().catch(() => undefined));

  return {
    io,
    checkI18n,
    async close() {
      clearInterval(recheck);
      clearInterval(i18nTimer);
      unsubscribe();
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    },
  };
}

function waitReady(r: Redis): Promise<void> {
  if (r.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    r.once('ready', () => resolve());
    r.once('end', () => reject(new Error('redis connection ended')));
  });
}
