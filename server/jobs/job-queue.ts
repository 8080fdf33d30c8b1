import PgBoss from 'pg-boss';
import { CONNECT_TIMEOUT_MS, type Database } from '../db/client';
import { pgliteBossDb } from './pglite-boss-db';

/** How a queue retries and when a job counts as lost (its worker died): pg-boss queue options. */
export interface QueuePolicy {
  /** Further attempts after the first failure. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) each time when retryBackoff. */
  retryDelay: number;
  retryBackoff: boolean;
  /** A job still active after this long is failed (its worker died) and retried while attempts remain. */
  expireInSeconds: number;
}

export interface SendOptions {
  /** Not before this moment. */
  startAfter?: Date;
  /** At most one waiting job per key in the queue: a second send with the key is dropped (returns null). */
  singletonKey?: string;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export interface JobQueue {
  readonly kind: 'pg-boss';
  /** Declares a queue (before start). */
  define(name: string, policy: QueuePolicy): void;
  /** Queues a job; its id, or null when a job with the same singletonKey is already waiting. */
  send<T extends object>(name: string, data: T, opts?: SendOptions): Promise<string | null>;
  /** Runs the queue's jobs in this process (several processes may work the same queue: each job goes to one). */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Stops running the queue's jobs in this process (sending and retrying still work). */
  unwork(name: string): Promise<void>;
  /** Puts a failed job back in the queue (one more attempt); false when it is not failed. */
  retry(name: string, id: string): Promise<boolean>;
  start(): Promise<void>;
  /** Stops fetching, waits for running jobs (up to timeoutMs), then lets go of the database. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  database: Database;
  /** PostgreSQL: pg-boss's own pool on this URL. */
  url?: string;
  /** Errors pg-boss reports (a failed poll, maintenance, a lost connection): logged, never thrown. */
  onError: (err: Error) => void;
  /** How often expired jobs are failed and old ones archived (seconds). */
  maintenanceSeconds?: number;
  /** How often an idle worker looks for work (seconds, at least 0.5). */
  pollSeconds?: number;
}

/** The schema pg-boss keeps its tables in (server/jobs/list-jobs.ts reads them). */
export const JOB_SCHEMA = 'pgboss';

/**
 * The durable job queue (ADR 0023): pg-boss 10 on PostgreSQL through its own pool, and on the
 * embedded PGlite through an adapter over the app's own PGlite connection, so the same jobs, retries
 * and back-office listing work on both.
 */
export function createJobQueue(opts: JobQueueOptions): JobQueue {
  const common = {
    schema: JOB_SCHEMA,
    maintenanceIntervalSeconds: opts.maintenanceSeconds ?? 60,
    schedule: false,
    // Failed jobs stay on the jobs screen for a week (finished ones leave it after pg-boss's 12 hours).
    archiveFailedAfterSeconds: 7 * 86_400,
  };
  let boss: PgBoss;
  if (opts.database.kind === 'postgres') {
    if (!opts.url) throw new Error('createJobQueue: a PostgreSQL database needs its URL');
    // pg-boss hands these to its own pg.Pool: a database away fails its polls quickly (logged), and it polls again.
    boss = new PgBoss({ ...common, connectionString: opts.url, max: 4, application_name: 'aloha-jobs', connectionTimeoutMillis: CONNECT_TIMEOUT_MS } as PgBoss.ConstructorOptions);
  } else {
    if (!opts.database.pglite) throw new Error('createJobQueue: the embedded database is not open');
    boss = new PgBoss({ ...common, db: pgliteBossDb(opts.database.pglite) });
  }
  boss.on('error', (err: Error) => opts.onError(err));
  const policies = new Map<string, QueuePolicy>();
  const pollingIntervalSeconds = opts.pollSeconds ?? 2;
  let started = false;

  return {
    kind: 'pg-boss',
    define(name, policy) {
      if (started) throw new Error(`queue ${name} defined after start`);
      policies.set(name, policy);
    },
    async send(name, data, o = {}) {
      if (!policies.has(name)) throw new Error(`unknown queue ${name}`);
      return boss.send(name, data, { startAfter: o.startAfter, singletonKey: o.singletonKey });
    },
    async work(name, handler) {
      if (!policies.has(name)) throw new Error(`unknown queue ${name}`);
      await boss.work<object>(name, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async ([job]) => {
        await handler(job!.data as never, { id: job!.id, retryCount: job!.retryCount });
      });
    },
    async unwork(name) {
      await boss.offWork(name);
    },
    async retry(name, id) {
      const res = (await boss.retry(name, id)) as unknown as { affected: number };
      return res.affected > 0;
    },
    async start() {
      await boss.start();
      started = true;
      for (const [name, p] of policies) {
        // 'short': one waiting job per singletonKey (a reminder is queued once however often it is asked for).
        const q = { name, policy: 'short' as const, ...p };
        await boss.createQueue(name, q);
        await boss.updateQueue(name, q);
      }
    },
    async stop(timeoutMs = 8_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: opts.database.kind === 'postgres' });
    },
  };
}
