// A throw-away PostgreSQL database for a bench run (BENCH_DATABASE_URL, else the local server).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(base: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Creates `<prefix>_<random>` and returns its URL and a way to drop it; undefined when PostgreSQL is not reachable. */
export async function benchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  try {
    await adminQuery(base, `create database ${name}`);
  } catch {
    console.log('PostgreSQL not reachable: PostgreSQL run skipped');
    return undefined;
  }
  const u = new URL(base);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => adminQuery(base, `drop database if exists ${name} with (force)`) };
}
