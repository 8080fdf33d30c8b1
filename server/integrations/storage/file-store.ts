import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Names are made by the server; nothing stored is ever executed. */
export interface FileStore {
  /** Stores bytes under a folder with a fresh random name; returns the public path (/uploads/...). */
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
  remove(publicPath: string): Promise<void>;
  /** Absolute directory served at /uploads. */
  readonly root: string;
}

/** Local disk under DATA_DIR/uploads (the default; an S3 adapter can implement the same interface). */
export function localFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  return {
    root,
    async put(folder, ext, bytes) {
      if (!/^[a-z0-9-]+$/.test(folder) || !/^[a-z0-9]+$/.test(ext)) throw new Error('bad file name parts');
      const name = `${randomBytes(12).toString('base64url')}.${ext}`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(path.join(root, folder, name), bytes, { flag: 'wx' });
      return `/uploads/${folder}/${name}`;
    },
    async remove(publicPath) {
      const rel = publicPath.replace(/^\/uploads\//, '');
      const abs = path.resolve(root, rel);
      if (!abs.startsWith(root + path.sep)) return;
      await fs.rm(abs, { force: true });
    },
  };
}
