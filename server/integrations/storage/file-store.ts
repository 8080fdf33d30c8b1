import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A stored file read back: its bytes. */
export interface StoredFile {
  bytes: Buffer;
}

/** Where uploaded files live. Names are made by the server; nothing stored is ever executed. */
export interface FileStore {
  /** Stores bytes under a folder with a fresh random name; returns the public path (/uploads/...). */
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
  remove(publicPath: string): Promise<void>;
  /** The bytes stored under a public path, or null when there are none (crops read their source). */
  read(publicPath: string): Promise<StoredFile | null>;
  /**
   * Answers GET /uploads/… from the store (an object store), or undefined when the app serves a
   * local folder (`root`). The answer carries the store's status, type, length and validators.
   */
  fetch?(publicPath: string, headers: Headers): Promise<Response>;
  /** Where browsers may fetch a file straight from the store (S3_PUBLIC_URL), or undefined. */
  publicUrl?(publicPath: string): string | undefined;
  /** Absolute directory served at /uploads (local disk only). */
  readonly root?: string;
}

/** Folder and extension of a new file: lower-case letters, digits (and dashes in folders) only. */
export function newFileName(folder: string, ext: string): string {
  if (!/^[a-z0-9-]+$/.test(folder) || !/^[a-z0-9]+$/.test(ext)) throw new Error('bad file name parts');
  return `${folder}/${randomBytes(12).toString('base64url')}.${ext}`;
}

/** The key under the store of a public path (`/uploads/media/x.webp` → `media/x.webp`), or null when it is not one of ours. */
export function keyOf(publicPath: string): string | null {
  const m = /^\/uploads\/([a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+)$/.exec(publicPath);
  return m ? m[1]! : null;
}

/** Local disk under DATA_DIR/uploads (the default). */
export function localFileStore(dataDir: string): FileStore & { root: string } {
  const root = path.join(dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  const absOf = (publicPath: string) => {
    const key = keyOf(publicPath);
    const abs = key && path.resolve(root, key);
    return abs && abs.startsWith(root + path.sep) ? abs : null;
  };
  return {
    root,
    async put(folder, ext, bytes) {
      const key = newFileName(folder, ext);
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(path.join(root, key), bytes, { flag: 'wx' });
      return `/uploads/${key}`;
    },
    async remove(publicPath) {
      const abs = absOf(publicPath);
      if (abs) await fs.rm(abs, { force: true });
    },
    async read(publicPath) {
      const abs = absOf(publicPath);
      if (!abs) return null;
      try {
        return { bytes: await fs.readFile(abs) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
