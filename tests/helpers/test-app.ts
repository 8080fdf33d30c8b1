import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { demoContent } from '../../server/db/seed/demo-content';
import { seedDemo } from '../../server/db/seed/seed-demo';
import { createLocaleStore } from '../../server/domain/i18n/locale-store';
import { loadServerBuild } from '../../server/http/server-build';
import { createHttpApp } from '../../server/http/app';
import { memoryRateLimitStore } from '../../server/integrations/rate-limit-store';
import { createLogger } from '../../server/logger';
import { createServices } from '../../server/services';
import { seedAccountBasics, seedDemoAccounts } from '../../server/db/seed/seed-accounts';
import { altchaBotCheck } from '../../server/integrations/bot-check/altcha';
import { createMailer } from '../../server/integrations/mail/mailer';
import { localFileStore, type FileStore } from '../../server/integrations/storage/file-store';
import { createOidcClient, type OidcClient } from '../../server/integrations/oidc/oidc-providers';
import { createSmsSender } from '../../server/integrations/sms/sms-sender';
import { createTestDatabase } from './test-db';
import { xsrfTokenFor } from '../../server/http/xsrf';
import { SESSION_COOKIE } from '../../common/http';
import { ensurePublicHolidays, seedDemoBooking } from '../../server/db/seed/seed-booking';
import { systemClock, type Clock } from '../../server/domain/shared/clock';
import { createJobQueue, type JobQueue } from '../../server/jobs/job-queue';

/**
 * The real HTTP app (built React Router bundle from `npm run build`) on a fresh seeded test
 * database; `request(path, init)` calls it in-process. `clock` (tests/helpers/clock.ts) moves the
 * app's "now" for what the site shows by time.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { localesDir?: string; oidc?: OidcClient; seedBooking?: boolean; clock?: Clock; files?: FileStore; /** Start the job queue (reminders) with a worker in this app. */ jobs?: boolean } = {}) {
  const t = await createTestDatabase();
  await seedDemo(t.database.db, demoContent);
  const config = loadConfig({ PUBLIC_URL: 'http://clinic.test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', TRUST_PROXY: '1', ...env });
  const buildVersion = 'test-version';
  const locales = createLocaleStore({ db: t.database.db, dir: opts.localesDir ?? path.resolve('locales'), buildVersion, allowAddMissing: config.isDev });
  await seedAccountBasics(t.database.db);
  await seedDemoAccounts(t.database.db);
  await ensurePublicHolidays(t.database.db);
  if (opts.seedBooking !== false) await seedDemoBooking(t.database.db);
  const mailer = createMailer({});
  const files = opts.files ?? localFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-files-')));
  const jobQueue: JobQueue | undefined = opts.jobs
    ? createJobQueue({ database: t.database, url: t.url, maintenanceSeconds: config.JOB_MAINTENANCE_SECONDS, pollSeconds: config.JOB_POLL_SECONDS, onError: (err) => { throw err; } })
    : undefined;
  const services = createServices({
    jobs: jobQueue,
    onBackgroundError: (err) => {
      throw err;
    },
    config,
    database: t.database,
    locales,
    buildVersion,
    sms: createSmsSender({ db: t.database.db, env: {} }),
    mailer,
    botCheck: altchaBotCheck('test-secret'),
    files,
    clock: opts.clock ?? systemClock,
  });
  await services.jobs.start();
  const ssr = await loadServerBuild(path.resolve('build/server/index.js'), services);
  const { app, pageCache, routes } = createHttpApp({
    config,
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    services,
    rateLimitStore: memoryRateLimitStore(),
    ...ssr,
    appSecret: TEST_APP_SECRET,
    files,
    oidc: opts.oidc ?? createOidcClient([]),
    isReady: async () => (await t.database.ping(), true),
  });
  const request = (p: string, init?: RequestInit) => app.request(`http://clinic.test${p}`, init);
  const close = async () => {
    await services.jobs.stop();
    await t.drop();
  };
  return { app, request, routes, services, pageCache, mailer, files, config, jobQueue, database: t.database, databaseUrl: t.url, close };
}

/** The test app's signing secret (anti-forgery tokens, sign-in flow cookies). */
export const TEST_APP_SECRET = 'test-app-secret';

/**
 * Cookie + header that pass the anti-forgery check: a token bound to the session cookie given
 * (or to no session), with that session cookie in the Cookie header.
 */
export function xsrfHeaders(sessionToken?: string): Record<string, string> {
  const token = xsrfTokenFor(TEST_APP_SECRET, sessionToken);
  const cookie = `xsrf-token=${token}${sessionToken ? `; ${SESSION_COOKIE}=${sessionToken}` : ''}`;
  return { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' };
}
