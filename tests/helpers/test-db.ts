import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';

export const MIGRATIONS = path.resolve('server/db/migrations');

/** Which database the integration suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const TEST_DB_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new PostgreSQL database
 * created beside TEST_DATABASE_URL and dropped by `drop()`. `migrationsFolder` lets a migration
 * test start from an older schema.
 */
export async function createTestDatabase(migrationsFolder = MIGRATIONS): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openDatabase({ migrationsFolder });
    return { database, drop: () => database.close() };
  }
  const empty = await emptyPostgresDatabase(base, 'aloha_t');
  let dropping = false;
  const database = await openDatabase({
    url: empty.url,
    migrationsFolder,
    // pg's pool.end() resolves before its sockets close, so the forced drop below may end a
    // connection that is still closing; any other lost connection is a real failure.
    onConnectionError: (err) => {
      if (!dropping) throw err;
    },
  });
  return {
    database,
    url: empty.url,
    drop: async () => {
      dropping = true;
      await database.close();
      await empty.drop();
    },
  };
}

/** A new empty database beside `base` (a PostgreSQL URL), named `prefix_<random>`; `drop()` removes it. */
export async function emptyPostgresDatabase(base: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * A copy of the migrations folder as it was before the migration whose tag ends with `suffix`
 * (every migration before it), for a test that starts from the older schema; `remove()` deletes it.
 */
export function migrationsBefore(suffix: string): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag.endsWith(suffix));
  if (upTo <= 0) throw new Error(`No migration ${suffix} after the first`);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  for (const e of journal.entries.slice(0, upTo)) fs.copyFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Applies every pending migration of the real folder (after a test wrote rows into an older schema). */
export async function migrateAll(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS });
  else await migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS });
}
