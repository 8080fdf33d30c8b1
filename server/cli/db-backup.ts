import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { acquireDirLock, DataDirLockedError, type DirLock } from '../db/dir-lock';

/**
 * npm run db:backup -- FILE            one file (a .tar.gz) holding the database and the uploads
 * npm run db:restore -- FILE [--force] puts such a file back into DATA_DIR (or DATABASE_URL)
 *
 * README "Backups". The embedded database (PGlite, DATA_DIR/pglite) is copied with PGlite's own
 * dumpDataDir() from a STOPPED server: the command takes the data directory's lock, so it refuses
 * while a server runs there, and the database and DATA_DIR/uploads in the file are one moment's.
 * The file also holds DATA_DIR/app-secret (the generated signing secret), so sessions and signed
 * links survive a restore. It holds personal data and that secret: it is written mode 600.
 *
 * With DATABASE_URL the database part is `pg_dump -Fc` (a consistent snapshot of a running
 * server) followed by the local uploads folder; restore is `pg_restore` into an empty database.
 * Files kept in an S3 bucket (S3_BUCKET) are not in the file: back the bucket up on its side.
 */

const MANIFEST = 'aloha-backup.json';
const FORMAT = 'aloha-backup';

interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  uploads: boolean;
  appSecret: boolean;
}

class Refusal extends Error {}

function dataDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.DATA_DIR || './data');
}

function tar(args: string[]): void {
  const r = spawnSync('tar', args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (r.error) throw new Refusal(`Could not run tar (${r.error.message}): it comes with Linux, macOS and Windows 10 or later.`);
  if (r.status !== 0) throw new Error(`tar ${args[0]} failed: ${r.stderr}`);
}

function run(cmd: string, args: string[], what: string): void {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (r.error && (r.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Refusal(`${cmd} was not found. Install the PostgreSQL client tools (the server's version or newer), or ${what} yourself as README "Backups" shows.`);
  }
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
}

/** The data directory's lock, or a refusal saying a server is running on it. */
function lockDataDir(dataDir: string, action: string): DirLock {
  try {
    return acquireDirLock(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      throw new Refusal(
        `${err.message}\nStop the server first, then run the ${action} again: the ${action} of the embedded database is made with the server stopped, so that the database and the uploads folder match.`,
      );
    }
    throw err;
  }
}

function sizeOf(file: string): string {
  const mb = fs.statSync(file).size / 1024 / 1024;
  return mb < 1 ? `${Math.ceil(mb * 1024)} KB` : `${mb.toFixed(1)} MB`;
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

async function backup(file: string, env: NodeJS.ProcessEnv): Promise<void> {
  const dataDir = dataDirOf(env);
  const out = path.resolve(file);
  if (fs.existsSync(out)) throw new Refusal(`${out} already exists: choose a new file name (a backup never overwrites a file).`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-backup-'));
  const postgres = env.DATABASE_URL || '';
  let lock: DirLock | undefined;
  try {
    if (postgres) {
      // pg_dump reads one snapshot while the server keeps running; the uploads are copied after
      // it, so every file a dumped row names is in the copy (stored files are never rewritten).
      run('pg_dump', ['-Fc', '--no-owner', '--no-acl', '-f', path.join(stage, 'postgres.dump'), postgres], 'run pg_dump -Fc');
    } else {
      if (!fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
        throw new Refusal(`There is no embedded database in ${dataDir} (DATA_DIR). Set DATA_DIR to the server's data directory.`);
      }
      lock = lockDataDir(dataDir, 'backup');
      const db = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { btree_gist } });
      try {
        await db.waitReady;
        const dump = await db.dumpDataDir('none');
        fs.writeFileSync(path.join(stage, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    const s3 = Boolean(env.S3_BUCKET);
    const uploads = !s3 && fs.existsSync(path.join(dataDir, 'uploads'));
    const appSecret = fs.existsSync(path.join(dataDir, 'app-secret'));
    const manifest: Manifest = { format: FORMAT, version: 1, createdAt: new Date().toISOString(), database: postgres ? 'postgres' : 'pglite', uploads, appSecret };
    fs.writeFileSync(path.join(stage, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
    const tmp = `${out}.partial-${process.pid}`;
    fs.writeFileSync(tmp, '', { mode: 0o600 });
    const fromDataDir = [uploads ? 'uploads' : '', appSecret ? 'app-secret' : ''].filter(Boolean);
    tar(['-czf', tmp, '-C', stage, MANIFEST, postgres ? 'postgres.dump' : 'pglite.tar', ...(fromDataDir.length ? ['-C', dataDir, ...fromDataDir] : [])]);
    fs.chmodSync(tmp, 0o600);
    fs.renameSync(tmp, out);
    const files = countFiles(path.join(dataDir, 'uploads'));
    console.log(`Backup written to ${out} (${sizeOf(out)}): the ${postgres ? 'PostgreSQL' : 'embedded'} database${uploads ? ` and ${files} uploaded files` : ''}.`);
    if (s3) console.log('Uploaded files live in the S3 bucket (S3_BUCKET) and are not in this file: back the bucket up on its side.');
  } finally {
    lock?.release();
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

async function restore(file: string, force: boolean, env: NodeJS.ProcessEnv): Promise<void> {
  const src = path.resolve(file);
  if (!fs.statSync(src, { throwIfNoEntry: false })?.isFile()) throw new Refusal(`${src} is not a file.`);
  const dataDir = dataDirOf(env);
  const postgres = env.DATABASE_URL || '';
  fs.mkdirSync(dataDir, { recursive: true });
  // The lock first: a running server is refused even with --force.
  const lock = postgres ? undefined : lockDataDir(dataDir, 'restore');
  let stage: string | undefined;
  try {
    const present = fs.readdirSync(dataDir).filter((n) => n !== 'aloha.lock' && !n.startsWith('.restore-'));
    // With PostgreSQL only the uploads folder is replaced in DATA_DIR.
    if ((postgres ? present.includes('uploads') : present.length > 0) && !force) {
      throw new Refusal(
        `${dataDir} (DATA_DIR) is not empty (${present.join(', ')}). A restore replaces its database and uploads: ` +
          'run it again with --force to replace them, or restore into an empty DATA_DIR.',
      );
    }
    stage = fs.mkdtempSync(path.join(dataDir, '.restore-'));
    try {
      tar(['-xzf', src, '-C', stage]);
    } catch (err) {
      if (err instanceof Refusal) throw err;
      throw new Refusal(`${src} is not an Aloha backup (made by npm run db:backup): ${(err as Error).message.trim()}`);
    }
    const manifestFile = path.join(stage, MANIFEST);
    const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : null;
    if (manifest?.format !== FORMAT || manifest.version !== 1) throw new Refusal(`${src} is not an Aloha backup (made by npm run db:backup).`);
    if (manifest.database === 'pglite' && postgres) {
      throw new Refusal('This backup holds an embedded (PGlite) database: unset DATABASE_URL to restore it into DATA_DIR.');
    }
    if (manifest.database === 'postgres' && !postgres) {
      throw new Refusal('This backup holds a PostgreSQL dump: set DATABASE_URL to the (empty) database to restore it into.');
    }
    if (postgres) {
      const client = new pg.Client({ connectionString: postgres });
      await client.connect();
      const tables = await client.query(`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`).finally(() => client.end());
      if ((tables.rows[0] as { n: number }).n > 0 && !force) {
        throw new Refusal('The database at DATABASE_URL is not empty. Restore into a new empty database, or run again with --force (pg_restore --clean).');
      }
      run('pg_restore', ['--no-owner', '--no-acl', ...(force ? ['--clean', '--if-exists'] : []), '-d', postgres, path.join(stage, 'postgres.dump')], 'run pg_restore');
    } else {
      // PGlite unpacks the dump into a new directory beside the live one; it is swapped in only
      // once it opened and answered.
      const loaded = path.join(stage, 'pglite');
      const db = new PGlite({ dataDir: loaded, extensions: { btree_gist }, loadDataDir: new Blob([fs.readFileSync(path.join(stage, 'pglite.tar'))]) });
      try {
        await db.waitReady;
        await db.query('select 1');
      } finally {
        await db.close();
      }
      fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
      fs.renameSync(loaded, path.join(dataDir, 'pglite'));
    }
    if (manifest.uploads || !postgres) fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
    if (manifest.uploads) fs.renameSync(path.join(stage, 'uploads'), path.join(dataDir, 'uploads'));
    if (manifest.appSecret) {
      fs.rmSync(path.join(dataDir, 'app-secret'), { force: true });
      fs.renameSync(path.join(stage, 'app-secret'), path.join(dataDir, 'app-secret'));
      fs.chmodSync(path.join(dataDir, 'app-secret'), 0o600);
    }
    const files = countFiles(path.join(dataDir, 'uploads'));
    console.log(
      `Restored ${src} (made ${manifest.createdAt}) into ${postgres ? 'DATABASE_URL' : dataDir}: the ${postgres ? 'PostgreSQL' : 'embedded'} database` +
        `${manifest.uploads ? ` and ${files} uploaded files in ${path.join(dataDir, 'uploads')}` : ''}. Start the server to use it.`,
    );
  } finally {
    if (stage) fs.rmSync(stage, { recursive: true, force: true });
    lock?.release();
  }
}

async function main() {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  const [command, file] = positionals;
  if ((command !== 'backup' && command !== 'restore') || !file || positionals.length > 2) {
    console.error('Usage: npm run db:backup -- FILE   |   npm run db:restore -- FILE [--force]   (README "Backups")');
    process.exit(2);
  }
  if (command === 'backup') await backup(file, process.env);
  else await restore(file, values.force ?? false, process.env);
}

main().catch((err) => {
  if (err instanceof Refusal) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
