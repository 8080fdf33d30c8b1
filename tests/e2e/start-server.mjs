// Starts the built server for the end-to-end tests on a fresh database: a new PGlite directory, or,
// when TEST_DATABASE_URL is set, a freshly created PostgreSQL database beside it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// TRUST_PROXY: tests that register members give each its own address (X-Forwarded-For), as real members have.
const env = { ...process.env, DEMO: '1', TRUST_PROXY: '1' };
if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query('drop database if exists aloha_e2e with (force)');
  await admin.query('create database aloha_e2e');
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/aloha_e2e';
  env.DATABASE_URL = url.toString();
} else {
  env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-e2e-'));
}
const child = spawn(process.execPath, ['build/server/main.js'], { env, stdio: 'inherit' });
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
