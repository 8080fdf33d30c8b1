import fs from 'node:fs';
import type { PageCache } from '../../server/http/page-cache';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { io as connect, type Socket } from 'socket.io-client';
import { SESSION_COOKIE } from '../../common/http';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { createLocaleStore } from '../../server/domain/i18n/locale-store';
import { loadServerBuild } from '../../server/http/server-build';
import { createHttpApp } from '../../server/http/app';
import { altchaBotCheck } from '../../server/integrations/bot-check/altcha';
import { createMailer } from '../../server/integrations/mail/mailer';
import { createOidcClient } from '../../server/integrations/oidc/oidc-providers';
import { memoryRateLimitStore, type RateLimitStore } from '../../server/integrations/rate-limit-store';
import { createSmsSender } from '../../server/integrations/sms/sms-sender';
import { localFileStore } from '../../server/integrations/storage/file-store';
import { createLogger } from '../../server/logger';
import { attachRealtime, type Realtime } from '../../server/realtime/realtime-server';
import { createServices, type AppServices } from '../../server/services';
import { systemClock, type Clock } from '../../server/domain/shared/clock';
import { connectRedisContentSignal, type RedisContentSignal } from '../../server/integrations/content-signal';

export interface RunningInstance {
  url: string;
  services: AppServices;
  /** Its anonymous page cache (what it would serve without rendering). */
  pageCache: PageCache;
  realtime: Realtime;
  server: HttpServer;
  request: (p: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

/**
 * One app instance (services + HTTP app + Socket.IO) listening on an ephemeral port, on an
 * existing, already migrated and seeded database. Two of these on one database (and one Redis)
 * stand for two server processes: unless `services` is given, each has its own services, content
 * watch, page cache and (with `redisUrl`) content signal on the channel `<redisKey>:content-version`.
 */
export async function startInstance(
  database: Database,
  opts: {
    redisUrl?: string;
    redisKey?: string;
    services?: AppServices;
    rateLimitStore?: RateLimitStore;
    sessionRecheckMs?: number;
    i18nCheckMs?: number;
    localesDir?: string;
    clock?: Clock;
    /** How often this instance re-reads the content version (1 s by default). */
    contentCheckMs?: number;
  } = {},
): Promise<RunningInstance> {
  const config = loadConfig({ PUBLIC_URL: 'http://clinic.test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', TRUST_PROXY: '1' });
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const files = localFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-files-')));
  let contentSignal: RedisContentSignal | undefined;
  if (opts.redisUrl && !opts.services) {
    contentSignal = await connectRedisContentSignal({ url: opts.redisUrl, channel: `${opts.redisKey ?? 'aloha'}:content-version`, logger });
  }
  const services =
    opts.services ??
    createServices({
      clock: opts.clock ?? systemClock,
      contentSignal,
      contentCheckMs: opts.contentCheckMs,
      config,
      database,
      locales: createLocaleStore({ db: database.db, dir: opts.localesDir ?? path.resolve('locales'), buildVersion: 'test-version', allowAddMissing: false }),
      buildVersion: 'test-version',
      sms: createSmsSender({ db: database.db, env: {} }),
      mailer: createMailer({}),
      botCheck: altchaBotCheck('test-secret'),
      files,
    });
  const ssr = await loadServerBuild(path.resolve('build/server/index.js'), services);
  const rateLimitStore = opts.rateLimitStore ?? memoryRateLimitStore();
  const { app, pageCache } = createHttpApp({
    config,
    logger,
    services,
    rateLimitStore,
    ...ssr,
    appSecret: 'test-app-secret',
    files,
    oidc: createOidcClient([]),
    isReady: async () => true,
  });
  const server = createAdaptorServer({ fetch: app.fetch }) as HttpServer;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realtime = await attachRealtime(server, {
    services,
    logger,
    publicUrl: config.PUBLIC_URL,
    rateLimitStore,
    redisUrl: opts.redisUrl,
    redisKey: opts.redisKey,
    sessionRecheckMs: opts.sessionRecheckMs,
    i18nCheckMs: opts.i18nCheckMs,
  });
  return {
    url,
    services,
    pageCache,
    realtime,
    server,
    request: async (p, init) => app.request(`http://clinic.test${p}`, init),
    close: async () => {
      await realtime.close();
      await contentSignal?.close();
    },
  };
}

/** A Socket.IO client carrying the session cookie (none = a visitor). */
export function socketFor(url: string, token: string | null, opts: { transports?: ('websocket' | 'polling')[] } = {}): Socket {
  return connect(url, {
    transports: opts.transports ?? ['websocket'],
    extraHeaders: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
    forceNew: true,
  });
}

/** Resolves with the next `event` whose payload passes `match`, or rejects after `timeoutMs`. */
 
export function nextEvent<T = any>(socket: Socket, event: string, match: (payload: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });
}

/** Collects every `event` payload from now on. */
 
export function record<T = any>(socket: Socket, event: string): T[] {
  const out: T[] = [];
  socket.on(event, (p: T) => out.push(p));
  return out;
}

export const connected = (socket: Socket) =>
  socket.connected ? Promise.resolve() : new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });

/**
 * What the chat screen does (docs/chat.md): emit chat:send with an ack timeout and resend the
 * same clientId until an ack arrives (emits wait in the client's buffer while disconnected).
 */
 
export async function sendUntilAcked(socket: Socket, payload: Record<string, unknown>, ackTimeoutMs = 1000, maxTries = 20): Promise<any> {
  for (let i = 0; i < maxTries; i++) {
    try {
      return await socket.timeout(ackTimeoutMs).emitWithAck('chat:send', payload);
    } catch {
      // no ack in time: the message may or may not be stored; the same clientId makes a resend safe
    }
  }
  throw new Error('never acknowledged');
}
