import fs from 'node:fs';
import path from 'node:path';

export interface DirLock {
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is already in use by another Aloha process (pid ${pid}). ` +
        'The embedded database (PGlite) allows one process per directory: stop the other process, ' +
        'or start this one with another DATA_DIR, or use PostgreSQL via DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dir>/aloha.lock` holding our pid. A lock left by a dead process (kill -9) is taken over;
 * a live one is refused with DataDirLockedError.
 */
export function acquireDirLock(dir: string): DirLock {
  const file = path.join(dir, 'aloha.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dir, pid);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
