import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { demoAdmin } from './helpers/browser';
import { DB_KIND, freshPostgres, killAll, startServer, tempDir } from './helpers/server';

/**
 * README "Backups": `npm run db:backup` / `npm run db:restore` on the embedded database (PGlite in
 * DATA_DIR) give back the same clinic — every table's rows, the uploads folder byte for byte, the
 * signing secret — and refuse while a server holds the directory. Also the real-process check of
 * the data-directory lock (server/db/dir-lock.test.ts tests the lock itself).
 */
const dataDir = tempDir('backup-src');
const restoredDir = tempDir('backup-dst');
const work = tempDir('backup-files');
const backupFile = path.join(work, 'clinic.tar.gz');

afterEach(killAll);
afterAll(() => {
  for (const d of [dataDir, restoredDir, work]) fs.rmSync(d, { recursive: true, force: true });
});

function cli(args: string[], env: Record<string, string>, npm = false) {
  const [cmd, argv] = npm
    ? ['npm', ['run', '--silent', args[0] === 'backup' ? 'db:backup' : 'db:restore', '--', ...args.slice(1)]]
    : [process.execPath, ['build/server/db-backup.js', ...args]];
  const r = spawnSync(cmd as string, argv as string[], { env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', ...env }, encoding: 'utf8' });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

const TABLES = `select table_schema as s, table_name as t from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`;

/** Rows per table of every table, in the PGlite of a data directory or the PostgreSQL at a URL. */
async function rowCounts(where: { dir: string } | { url: string }): Promise<Record<string, number>> {
  let query: (sql: string) => Promise<{ rows: unknown[] }>;
  let close: () => Promise<void>;
  if ('dir' in where) {
    const db = new PGlite({ dataDir: path.join(where.dir, 'pglite'), extensions: { btree_gist } });
    query = (sql) => db.query(sql);
    close = () => db.close();
  } else {
    const c = new pg.Client({ connectionString: where.url });
    await c.connect();
    query = (sql) => c.query(sql);
    close = () => c.end();
  }
  try {
    const counts: Record<string, number> = {};
    for (const { s, t } of (await query(TABLES)).rows as { s: string; t: string }[]) {
      counts[`${s}.${t}`] = ((await query(`select count(*)::int as n from "${s}"."${t}"`)).rows[0] as { n: number }).n;
    }
    return counts;
  } finally {
    await close();
  }
}

function fileHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const abs = path.join(e.parentPath, e.name);
    out[path.relative(dir, abs)] = createHash('sha256').update(fs.readFileSync(abs)).digest('hex');
  }
  return out;
}

describe('backup and restore of the embedded database', () => {
  let imageUrl = '';
  let sessionCookie = '';

  it('a second server on the same DATA_DIR is refused with a clear message; the first keeps serving; a backup is refused too', async () => {
    const first = startServer({ dataDir });
    await first.ready();

    const second = startServer({ dataDir });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`The data directory ${dataDir} is already in use by another Aloha process (pid ${first.child.pid})`);
    expect(second.output()).toContain('allows one process per directory');
    expect((await fetch(`${first.base}/en/services`)).status).toBe(200);

    // The writes the backup must carry: a library image (a row and its files on disk), a session.
    const api = await demoAdmin(first.base);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();
    const up = await api.fetch('/api/manage/media?name=backup-test.png', { method: 'POST', body: png, headers: { 'content-type': 'image/png' } });
    expect(up.status).toBe(200);
    const media = (await up.json()) as { image: { path: string } };
    imageUrl = media.image.path;
    expect((await fetch(`${first.base}${imageUrl}`)).status).toBe(200);
    sessionCookie = api.cookieHeader();

    const t0 = Date.now();
    const refused = cli(['backup', path.join(work, 'while-running.tar.gz')], { DATA_DIR: dataDir });
    expect(refused.code).not.toBe(0);
    expect(refused.out).toContain('is already in use by another Aloha process');
    expect(refused.out).toContain('Stop the server first');
    expect(fs.existsSync(path.join(work, 'while-running.tar.gz'))).toBe(false);
    expect(Date.now() - t0).toBeLessThan(5_000);
    // …and the server did not notice.
    expect((await fetch(`${first.base}/en/services`)).status).toBe(200);
    await first.kill();
    expect(first.child.exitCode).toBe(0);
  });

  it('npm run db:backup writes one file; npm run db:restore into a new DATA_DIR gives back every row, every upload and the secret', async () => {
    expect(imageUrl).not.toBe('');
    const made = cli(['backup', backupFile], { DATA_DIR: dataDir }, true);
    expect(made.out).toContain('Backup written to');
    expect(made.code).toBe(0);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    // A backup never overwrites a file.
    const again = cli(['backup', backupFile], { DATA_DIR: dataDir });
    expect(again.code).not.toBe(0);
    expect(again.out).toContain('already exists');

    const restored = cli(['restore', backupFile], { DATA_DIR: restoredDir }, true);
    expect(restored.out).toContain('Restored');
    expect(restored.code).toBe(0);

    const [before, after] = [await rowCounts({ dir: dataDir }), await rowCounts({ dir: restoredDir })];
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(before['public.media']).toBeGreaterThan(0);
    expect(after).toEqual(before);
    const files = fileHashes(path.join(dataDir, 'uploads'));
    expect(Object.keys(files).some((f) => imageUrl.endsWith(f))).toBe(true);
    expect(fileHashes(path.join(restoredDir, 'uploads'))).toEqual(files);
    expect(fs.readFileSync(path.join(restoredDir, 'app-secret'), 'utf8')).toBe(fs.readFileSync(path.join(dataDir, 'app-secret'), 'utf8'));
    expect(fs.statSync(path.join(restoredDir, 'app-secret')).mode & 0o777).toBe(0o600);

    // The restored clinic works: the image is served, the session made before the backup is still signed in.
    const s = startServer({ dataDir: restoredDir });
    await s.ready();
    expect((await fetch(`${s.base}${imageUrl}`)).status).toBe(200);
    const me = await fetch(`${s.base}/api/user/me`, { headers: { cookie: sessionCookie } });
    expect(me.status).toBe(200);

    // Restoring over a running server is refused, even with --force.
    const busy = cli(['restore', backupFile, '--force'], { DATA_DIR: restoredDir });
    expect(busy.code).not.toBe(0);
    expect(busy.out).toContain('is already in use by another Aloha process');
    expect((await fetch(`${s.base}/en/services`)).status).toBe(200);
    await s.kill();
  });

  it('restore refuses a non-empty DATA_DIR without --force, replaces it with --force; refuses a file that is not a backup', async () => {
    const refused = cli(['restore', backupFile], { DATA_DIR: restoredDir });
    expect(refused.code).not.toBe(0);
    expect(refused.out).toContain('is not empty');
    expect(refused.out).toContain('--force');

    // A file written after the backup disappears on a forced restore (the uploads are the backup's).
    const stray = path.join(restoredDir, 'uploads', 'media', 'stray.webp');
    fs.writeFileSync(stray, 'x');
    const forced = cli(['restore', backupFile, '--force'], { DATA_DIR: restoredDir });
    expect(forced.out).toContain('Restored');
    expect(forced.code).toBe(0);
    expect(fs.existsSync(stray)).toBe(false);
    expect(fileHashes(path.join(restoredDir, 'uploads'))).toEqual(fileHashes(path.join(dataDir, 'uploads')));
    expect(fs.readdirSync(restoredDir).filter((n) => n.startsWith('.restore-'))).toEqual([]);

    const notBackup = path.join(work, 'not-a-backup.tar.gz');
    fs.writeFileSync(notBackup, 'hello');
    const empty = tempDir('backup-empty');
    const bad = cli(['restore', notBackup], { DATA_DIR: empty });
    expect(bad.code).not.toBe(0);
    expect(bad.out).toContain('is not an Aloha backup');
    expect(fs.existsSync(path.join(empty, 'pglite'))).toBe(false);
    fs.rmSync(empty, { recursive: true, force: true });
  });
});

describe.runIf(DB_KIND === 'postgres')('backup and restore with PostgreSQL (DATABASE_URL)', () => {
  it('db:backup runs pg_dump while the server keeps serving; db:restore fills an empty database and the uploads folder; a non-empty database is refused', async () => {
    const [source, target] = [await freshPostgres(), await freshPostgres()];
    const [srcDir, dstDir, otherDir, files] = [tempDir('pgbackup-src'), tempDir('pgbackup-dst'), tempDir('pgbackup-other'), tempDir('pgbackup-files')];
    try {
      const s = startServer({ dataDir: srcDir, databaseUrl: source.url });
      await s.ready();
      const api = await demoAdmin(s.base);
      const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 20, g: 160, b: 90 } } }).png().toBuffer();
      expect((await api.fetch('/api/manage/media?name=pg.png', { method: 'POST', body: png, headers: { 'content-type': 'image/png' } })).status).toBe(200);

      const file = path.join(files, 'pg.tar.gz');
      const made = cli(['backup', file], { DATA_DIR: srcDir, DATABASE_URL: source.url });
      expect(made.out).toContain('Backup written to');
      expect(made.code).toBe(0);
      expect((await fetch(`${s.base}/en/services`)).status).toBe(200);
      await s.kill();

      const restored = cli(['restore', file], { DATA_DIR: dstDir, DATABASE_URL: target.url });
      expect(restored.out).toContain('Restored');
      expect(restored.code).toBe(0);
      const before = await rowCounts({ url: source.url });
      expect(before['public.media']).toBeGreaterThan(0);
      expect(await rowCounts({ url: target.url })).toEqual(before);
      expect(fileHashes(path.join(dstDir, 'uploads'))).toEqual(fileHashes(path.join(srcDir, 'uploads')));

      const again = cli(['restore', file], { DATA_DIR: otherDir, DATABASE_URL: target.url });
      expect(again.code).not.toBe(0);
      expect(again.out).toContain('is not empty');

      const t = startServer({ dataDir: dstDir, databaseUrl: target.url });
      await t.ready();
      expect((await fetch(`${t.base}/en/services`)).status).toBe(200);
      await t.kill();
    } finally {
      await killAll();
      await source.drop();
      await target.drop();
      for (const d of [srcDir, dstDir, otherDir, files]) fs.rmSync(d, { recursive: true, force: true });
    }
  });
});
