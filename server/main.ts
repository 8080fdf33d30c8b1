import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Redis } from 'ioredis';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/dir-lock';
import { demoContent } from './db/seed/demo-content';
import { ensureSiteSettings, seedDemo } from './db/seed/seed-demo';
import { createLocaleStore } from './domain/i18n/locale-store';
import { createHttpApp } from './http/app';
import { loadServerBuild } from './http/server-build';
import { memoryRateLimitStore, redisRateLimitStore, storeWithFallback } from './integrations/rate-limit-store';
import { closeRedis } from './integrations/redis-client';
import { createLogger } from './logger';
import { ROLE_CODES } from '../common/permissions';
import { ensureStaffAccount, lockPublishedDemoAccounts, seedAccountBasics, seedDemoAccounts } from './db/seed/seed-accounts';
import { seedTypes } from './db/seed/seed-types';
import { ensurePublicHolidays, seedDemoBooking } from './db/seed/seed-booking';
import { loadAppSecret } from './integrations/app-secret';
import { altchaBotCheck } from './integrations/bot-check/altcha';
import { createMailer } from './integrations/mail/mailer';
import { fileStoreFromEnv } from './integrations/storage/store-from-env';
import { createOidcClient, oidcProvidersFromEnv } from './integrations/oidc/oidc-providers';
import { createSmsSender } from './integrations/sms/sms-sender';
import { createServices } from './services';
import { systemClock } from './domain/shared/clock';
import { connectRedisContentSignal } from './integrations/content-signal';
import { attachRealtime } from './realtime/realtime-server';
import { createJobQueue } from './jobs/job-queue';
import type { Server as HttpServer } from 'node:http';

/** A rate-limit command to Redis that takes longer fails (and the limit counts in memory). */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** How long an idle keep-alive connection is kept (longer than a load balancer's usual 60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The folder holding package.json (works from server/ under tsx and from build/server/ when bundled). */
function findAppRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = up;
  }
  return dir;
}

/** How often each process looks for chat files that were uploaded but never sent. */
const UPLOAD_CLEANUP_EVERY_MS = 60 * 60_000;
/** How often payment holds past their time are released (docs/deals.md). */
const HOLD_SWEEP_EVERY_MS = 60_000;
/** How often lapsed waiting-list offers are passed on. */
const WAITLIST_SWEEP_EVERY_MS = 60_000;
/** How often confirmed bookings whose reminders were never queued (a crash right after their commit) are caught up. */
const REMINDER_CATCH_UP_EVERY_MS = 5 * 60_000;
/** The retention job (docs/privacy.md): hourly; idempotent, so every process may run it. */
const RETENTION_EVERY_MS = 60 * 60_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const root = findAppRoot();
  process.chdir(root);
  const versionFile = path.join(root, 'build', 'version.json');
  const buildVersion = fs.existsSync(versionFile) ? (JSON.parse(fs.readFileSync(versionFile, 'utf8')) as { version: string }).version : 'dev';

  let database;
  try {
    database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : config.dataDir,
      migrationsFolder: path.join(root, 'server', 'db', 'migrations'),
      onConnectionError: (err) => logger.warn({ err }, 'database connection lost; it is replaced on the next query'),
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      logger.fatal(err.message);
      console.error(`\n${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  logger.info({ database: database.kind }, 'database migrated');
  await seedAccountBasics(database.db);
  await ensureSiteSettings(database.db, demoContent.site);
  await ensurePublicHolidays(database.db);
  if (process.env.ADMIN_ACCOUNT && process.env.ADMIN_PASSWORD) {
    const created = await ensureStaffAccount(database.db, { account: process.env.ADMIN_ACCOUNT, password: process.env.ADMIN_PASSWORD, roles: [ROLE_CODES.ADMIN] });
    if (created) logger.info({ account: process.env.ADMIN_ACCOUNT }, 'first admin created');
  }
  if (!config.DEMO) {
    const locked = await lockPublishedDemoAccounts(database.db);
    if (locked.length) logger.warn({ accounts: locked }, 'demo mode is off: demo accounts still holding their published passwords were locked');
  } else {
    await seedDemoAccounts(database.db);
    await seedTypes(database.db);
    const seeded = await seedDemo(database.db, demoContent);
    await seedDemoBooking(database.db);
    logger.info({ seeded }, seeded ? 'demo clinic seeded' : 'database already has content; demo seed skipped');
  }

  // Rate limits: a command fails at once while Redis is away (no offline queue, a time limit), and
  // the limits count in this process's memory until it is back (docs/architecture.md "Faults").
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: REDIS_COMMAND_TIMEOUT_MS }) : undefined;
  // ioredis reconnects by itself; without a listener an 'error' event would only be printed, unlogged.
  redis?.on('error', (err) => logger.warn({ err: String(err?.message ?? err) }, 'redis (rate limits) error'));
  const locales = createLocaleStore({ db: database.db, dir: path.join(root, 'locales'), buildVersion, allowAddMissing: config.isDev });
  const appSecret = loadAppSecret(process.env, config.dataDir);
  const files = fileStoreFromEnv(process.env, config.dataDir);
  // Several processes: each announces its content changes so the others drop their caches at once (ADR 0019).
  const contentSignal = config.REDIS_URL ? await connectRedisContentSignal({ url: config.REDIS_URL, channel: `${config.REDIS_PREFIX}:content-version`, logger }) : undefined;
  // The durable job queue (ADR 0023): pg-boss on PostgreSQL, on PGlite through the app's own connection.
  const jobQueue = createJobQueue({
    database,
    url: config.DATABASE_URL,
    maintenanceSeconds: config.JOB_MAINTENANCE_SECONDS,
    pollSeconds: config.JOB_POLL_SECONDS,
    onError: (err) => logger.warn({ err }, 'job queue error'),
  });
  const services = createServices({
    jobs: jobQueue,
    onBackgroundError: (err, what) => logger.warn({ err }, `failed to ${what}`),
    clock: systemClock,
    contentSignal,
    config,
    database,
    locales,
    buildVersion,
    sms: createSmsSender({ db: database.db, env: process.env }),
    mailer: createMailer(process.env),
    botCheck: altchaBotCheck(appSecret),
    files,
  });

  await services.jobs.start();
  logger.info('job queue started');

  const ssr = await loadServerBuild(path.join(root, 'build', 'server', 'index.js'), services);

  let shuttingDown = false;
  const rateLimitStore = redis
    ? storeWithFallback(redisRateLimitStore(redis, `${config.REDIS_PREFIX}:rl:`), memoryRateLimitStore(), {
        onFallback: (err) => logger.warn({ err: String((err as Error)?.message ?? err) }, 'redis unreachable: rate limits count in this process until it is back'),
        onRecovered: () => logger.warn('redis reachable again: rate limits shared again'),
      })
    : memoryRateLimitStore();
  const { app } = createHttpApp({
    config,
    logger,
    services,
    rateLimitStore,
    ...ssr,
    appSecret,
    files,
    oidc: createOidcClient(oidcProvidersFromEnv(process.env)),
    isReady: async () => {
      if (shuttingDown) return false;
      await database.ping();
      return true;
    },
  });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const url = config.PUBLIC_URL;
    logger.info({ port: info.port, url }, 'listening');
    console.log(`\n  Aloha is running at ${url}  (database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})\n`);
  });
  // Idle keep-alive connections stay open longer than the clients' and proxies' own idle limits (60 s is
  // common): with Node's 5 s default, a request sent on a reused connection as the server closes it is
  // reset (ECONNRESET) instead of answered. headersTimeout must exceed it.
  (server as HttpServer).keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  (server as HttpServer).headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  // Socket.IO on the same server (docs/chat.md); the Redis adapter shares events between processes.
  const realtime = await attachRealtime(server as HttpServer, { services, logger, publicUrl: config.PUBLIC_URL, rateLimitStore, redisUrl: config.REDIS_URL, redisKey: `${config.REDIS_PREFIX}:socket.io` });
  logger.info({ redis: !!config.REDIS_URL }, 'realtime attached');

  // Chat files uploaded but never sent go after a day (every process may run it; each row goes once).
  const cleanUploads = () =>
    void services.chat
      .removeUnsentUploads()
      .then((n) => n && logger.info({ removed: n }, 'unsent chat uploads removed'))
      .catch((err) => logger.warn({ err }, 'unsent chat upload clean-up failed'));
  cleanUploads();
  const cleanTimer = setInterval(cleanUploads, UPLOAD_CLEANUP_EVERY_MS);
  cleanTimer.unref();
  // Paid-event seats whose payment hold has passed go back (each deal once, whichever process sees it first).
  const expireHolds = () =>
    void services.deals
      .expireHolds()
      .then((n) => {
        if (!n) return;
        logger.info({ released: n }, 'payment holds expired');
        services.manage.deskChanged();
      })
      .catch((err) => logger.warn({ err }, 'payment hold expiry failed'));
  // Subscriptions ending soon get their next period ordered (once per period, whichever process is first).
  const renewPackages = () =>
    void services.packages
      .renewDue()
      .then((n) => n && logger.info({ ordered: n }, 'subscription renewals ordered'))
      .catch((err) => logger.warn({ err }, 'subscription renewal failed'));
  const holdTimer = setInterval(() => {
    expireHolds();
    renewPackages();
  }, HOLD_SWEEP_EVERY_MS);
  holdTimer.unref();
  // Waiting-list offers whose hold has passed go to the next matching member (each offer once, whichever process sees it first).
  const expireOffers = () =>
    void services.waitlist
      .expireOffers()
      .then((n) => n && logger.info({ expired: n }, 'waiting-list offers expired'))
      .catch((err) => logger.warn({ err }, 'waiting-list offer expiry failed'));
  const offerTimer = setInterval(expireOffers, WAITLIST_SWEEP_EVERY_MS);
  offerTimer.unref();
  // Reminders a stopped process never queued are queued now and every few minutes (idempotent across processes).
  const catchUpReminders = () =>
    void services.jobs
      .catchUpReminders(services.clock.now())
      .then((n) => n && logger.info({ bookings: n }, 'booking reminders caught up'))
      .catch((err) => logger.warn({ err }, 'reminder catch-up failed'));
  catchUpReminders();
  const reminderTimer = setInterval(catchUpReminders, REMINDER_CATCH_UP_EVERY_MS);
  reminderTimer.unref();
  // Personal data past the site settings' retention periods is cleared (docs/privacy.md "Retention").
  const retention = () =>
    void services.privacy
      .applyRetention()
      .then((r) => Object.values(r).some((n) => n > 0) && logger.info(r, 'retention applied'))
      .catch((err) => logger.warn({ err }, 'retention failed'));
  const retentionTimer = setInterval(retention, RETENTION_EVERY_MS);
  retentionTimer.unref();

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    clearInterval(cleanTimer);
    clearInterval(holdTimer);
    clearInterval(offerTimer);
    clearInterval(reminderTimer);
    clearInterval(retentionTimer);
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Open sockets would keep the server from closing: disconnect them first (this closes the server too).
    await realtime.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await closeRedis(redis);
    await contentSignal?.close();
    await services.waitlist.sweepIdle();
    // Running jobs finish (up to a few seconds) before the database goes; an unfinished one is retried later.
    await services.jobs.stop().catch((err) => logger.warn({ err }, 'job queue stop failed'));
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error && err.message.startsWith('Refusing to start') ? `\n${err.message}\n` : err);
  process.exit(1);
});
