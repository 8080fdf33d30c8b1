import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirLock, DataDirLockedError } from './dir-lock';

describe('one process per PGlite directory', () => {
  it('refuses a second holder while the first is alive, then allows it after release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    fs.writeFileSync(path.join(dir, 'aloha.lock'), String(process.ppid));
    expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
    fs.rmSync(path.join(dir, 'aloha.lock'));
    const lock = acquireDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'aloha.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'aloha.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died (kill -9)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    fs.writeFileSync(path.join(dir, 'aloha.lock'), '999999');
    const lock = acquireDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'aloha.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
