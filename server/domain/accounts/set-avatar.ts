import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { member } from '../../db/schema/accounts';
import type { FileStore } from '../../integrations/storage/file-store';
import { AppError } from '../app-error';
import type { Actor } from './get-actor';

/** Upload limits for avatars. */
export const AVATAR_MAX_BYTES = 8 * 1024 * 1024;
export const AVATAR_SIZE_PX = 512;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);

/**
 * Sets the member's avatar from uploaded bytes: the content (not the name) must decode as an image
 * of an accepted format; it is re-encoded as a 512 px square WebP, which drops EXIF/GPS metadata.
 */
export async function setAvatar(db: Db, store: FileStore, actor: Actor, bytes: Buffer): Promise<string> {
  if (!actor.member) throw new AppError('FORBIDDEN');
  if (bytes.length === 0 || bytes.length > AVATAR_MAX_BYTES) throw new AppError('UPLOAD_TOO_LARGE', { maxBytes: AVATAR_MAX_BYTES });
  const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata().catch(() => null);
  if (!meta?.format || !ACCEPTED.has(meta.format)) throw new AppError('UPLOAD_UNSUPPORTED');
  const out = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate() // honour the camera's orientation before the metadata goes
    .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw new AppError('UPLOAD_UNSUPPORTED');
    });
  const url = await store.put('avatars', 'webp', out);
  const previous = actor.member.avatar;
  await db.update(member).set({ avatar: url, updatedAt: new Date() }).where(eq(member.id, actor.id));
  if (previous?.startsWith('/uploads/')) await store.remove(previous).catch(() => undefined);
  return url;
}
