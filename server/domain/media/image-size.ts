import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { media } from '../../db/schema/content';

/** The repository's `public/` folder: the site's own images (/images/…), shipped with the code. */
function publicDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) return path.resolve('public');
    dir = up;
  }
  return path.join(dir, 'public');
}

const siteSizes = new Map<string, Promise<{ width: number; height: number } | null>>();

/** The size of one of the site's own images (read once per process; they change only with a release). */
function siteImageSize(sitePath: string) {
  const root = publicDir();
  const abs = path.resolve(root, `.${sitePath}`);
  if (!abs.startsWith(root + path.sep)) return Promise.resolve(null);
  let size = siteSizes.get(abs);
  if (!size) {
    size = sharp(abs)
      .metadata()
      .then((m) => (m.width && m.height ? { width: m.width, height: m.height } : null))
      .catch(() => null);
    siteSizes.set(abs, size);
  }
  return size;
}

/**
 * The pixel size of the image a page refers to by path: a library file (the original or one of its
 * copies, each its own size) or one of the site's own images; null when there is no such image.
 */
export async function imageSizeOf(db: Pick<Db, 'select'>, sitePath: string): Promise<{ width: number; height: number } | null> {
  if (!sitePath.startsWith('/uploads/')) return siteImageSize(sitePath);
  const [row] = await db
    .select({ path: media.path, width: media.width, height: media.height, variants: media.variants })
    .from(media)
    .where(or(eq(media.path, sitePath), sql`${media.variants} @> ${JSON.stringify([{ path: sitePath }])}::jsonb`))
    .limit(1);
  if (!row) return null;
  const v = row.variants.find((x) => x.path === sitePath);
  return v ? { width: v.width, height: v.height } : { width: row.width, height: row.height };
}
