import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as accounts from './schema/accounts';
import * as content from './schema/content';
import * as types from './schema/types';
import * as booking from './schema/booking';
import * as chat from './schema/chat';
import * as eventRegistration from './schema/event-registration';
import * as deals from './schema/deal';
import * as waitlist from './schema/waitlist';
import * as medical from './schema/medical';

export const schema = { ...content, ...accounts, ...types, ...booking, ...chat, ...eventRegistration, ...deals, ...waitlist, ...medical };
import { acquireDirLock, type DirLock } from './dir-lock';

export type Schema = typeof schema;
export type Db = ReturnType<typeof drizzlePglite<Schema>> | ReturnType<typeof drizzlePg<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (PGlite only): the job queue talks to it directly (server/jobs). */
  pglite?: PGlite;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL URL; when absent an embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; undefined = in memory (tests). */
  dataDir?: string;
  migrationsFolder: string;
  /**
   * Called when an idle PostgreSQL connection fails (server restart, network drop, database
   * dropped): the pool discards that connection and opens a new one on the next query, so this
   * is for logging only. Without a listener the error would crash the process.
   */
  onConnectionError?: (err: Error) => void;
}

/**
 * PGlite's buffer cache. Its WebAssembly memory never shrinks, and PostgreSQL's default (128 MB)
 * doubled an idle server's memory; the demo clinic's whole database is about 40 MB and the rest is
 * read through the operating system's file cache (issue 15, docs/architecture.md "Memory").
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** How long a new PostgreSQL connection may take before the query that wanted it fails. */
export const CONNECT_TIMEOUT_MS = 2_000;

/**
 * How long a query may wait for one of the pool's connections while all are busy. This is load,
 * not an outage: 200 members booking the same minute queue here (tests/integration/booking-storm)
 * and must not be answered 503 after CONNECT_TIMEOUT_MS; past this wait the server is overloaded.
 */
export const POOL_WAIT_MS = 20_000;

/**
 * node-postgres uses one setting, `connectionTimeoutMillis`, both for the wait for a busy pool's
 * free connection and for making a new connection. The pool gets POOL_WAIT_MS; each connection
 * it makes gets CONNECT_TIMEOUT_MS, so an unreachable database still fails fast.
 */
class FastConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(typeof config === 'string' ? { connectionString: config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS } : { ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/** Opens the database (PGlite or PostgreSQL) and applies the pending migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    // A connection that cannot be made within CONNECT_TIMEOUT_MS fails the query: while the
    // database is away requests are answered 503 at once instead of waiting (docs/architecture.md "Faults").
    // A busy pool is waited for longer (POOL_WAIT_MS).
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, connectionTimeoutMillis: POOL_WAIT_MS, Client: FastConnectClient });
    pool.on('error', (err) => opts.onConnectionError?.(err));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: opts.migrationsFolder });
    return { db, kind: 'postgres', ping: async () => void (await pool.query('select 1')), close: () => pool.end() };
  }
  let lock: DirLock | undefined;
  let client: PGlite;
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS || PGLITE_SHARED_BUFFERS}`];
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    lock = acquireDirLock(opts.dataDir);
    client = new PGlite({ dataDir: path.join(opts.dataDir, 'pglite'), extensions: { btree_gist }, startParams });
  } else {
    client = new PGlite({ extensions: { btree_gist }, startParams });
  }
  try {
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: opts.migrationsFolder });
    return {
      db,
      kind: 'pglite',
      pglite: client,
      ping: async () => void (await client.query('select 1')),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
