import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyPostgresDatabase } from '../../helpers/test-db';

/** Which database the resilience suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const DB_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A port clear of this machine's services and of the other suites' servers. */
export function freePort(): number {
  return 23_000 + Math.floor(Math.random() * 4_000);
}

/** A new empty PostgreSQL database beside TEST_DATABASE_URL (the server migrates it), dropped by `drop()`. */
export function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  return emptyPostgresDatabase(process.env.TEST_DATABASE_URL!, 'aloha_r');
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  output(): string;
  /** Resolves once the server printed its address; rejects with its output if it exits first. */
  ready(): Promise<void>;
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<ChildProcess>();

/** The built server (`build/server/main.js`, what `npm start` runs) as a child process. */
export function startServer(opts: { dataDir: string; databaseUrl?: string; port?: number; env?: Record<string, string> }): ServerProcess {
  const port = opts.port ?? freePort();
  const child = spawn(process.execPath, ['build/server/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: opts.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: opts.databaseUrl ?? '',
      DEMO: '1',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => out,
    exited,
    async ready() {
      for (let i = 0; i < 600; i++) {
        if (out.includes('Aloha is running at')) return;
        if (child.exitCode !== null || child.signalCode !== null) throw new Error('server exited: ' + out);
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('server did not start: ' + out);
    },
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

/** Kills every server a test left running (afterEach), so none holds a data directory or port. */
export async function killAll(): Promise<void> {
  await Promise.all(
    [...running].map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
          c.once('exit', () => resolve());
          c.kill('SIGKILL');
        }),
    ),
  );
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `aloha-${prefix}-`));
}
