import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { CHAT_UNSENT_UPLOADS, CHAT_UPLOAD_DAILY_MAX_BYTES, CHAT_UPLOAD_MAX_BODY, CHAT_UPLOAD_MAX_BYTES } from '../../../common/chat';
import type { Db } from '../../db/client';
import { CHAT_FOLDER } from './chat-file';
import { chatUpload } from '../../db/schema/chat';
import type { FileStore } from '../../integrations/storage/file-store';
import type { Actor } from '../accounts/get-actor';
import { AppError } from '../app-error';
import { chatStaffCan, isChatBanned } from './chat-access';
import { sniffUpload } from './sniff-upload';

/** A shown file name: no folders, no control characters, at most 120 characters. */
export function cleanFileName(raw: string, ext: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
   
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim().slice(-120);
  return clean || `file.${ext}`;
}

/**
 * Stores a file for a chat message (POST /api/chat/upload): the content decides the kind (image,
 * video, audio or a document; see sniff-upload.ts) and its size limit (common/chat
 * CHAT_UPLOAD_MAX_BYTES). Photos are re-encoded upright without their metadata (camera, GPS);
 * GIFs are kept as they are (no EXIF). Only the uploader may then send it (send-message.ts).
 * Members in effect and not banned may upload; staff need CHAT_EDIT.
 */
export async function uploadChatFile(db: Db, files: FileStore, actor: Actor, bytes: Buffer, rawName: string) {
  if (!chatStaffCan(actor, 'write')) {
    if (!actor.member) throw new AppError('FORBIDDEN');
    if (!actor.member.isGood) throw new AppError('MEMBER_NOT_EFFECTIVE');
    if (await isChatBanned(db, actor.id)) throw new AppError('CHAT_BANNED');
  }
  if (bytes.length === 0) throw new AppError('UPLOAD_UNSUPPORTED');
  await assertUploadQuota(db, actor.id, bytes.length);
  if (bytes.length > CHAT_UPLOAD_MAX_BODY) throw new AppError('UPLOAD_TOO_LARGE', { maxBytes: CHAT_UPLOAD_MAX_BODY });
  const sniffed = sniffUpload(bytes, rawName);
  if (!sniffed) throw new AppError('UPLOAD_UNSUPPORTED');
  const max = CHAT_UPLOAD_MAX_BYTES[sniffed.kind];
  if (bytes.length > max) throw new AppError('UPLOAD_TOO_LARGE', { maxBytes: max });

  let body = bytes;
  let width: number | null = null;
  let height: number | null = null;
  if (sniffed.kind === 'IMAGE') {
    const img = sharp(bytes, { limitInputPixels: 40_000_000, animated: sniffed.ext === 'gif' });
    const meta = await img.metadata().catch(() => null);
    if (!meta?.width || !meta.height) throw new AppError('UPLOAD_UNSUPPORTED');
    if (sniffed.ext !== 'gif') {
      const out = await sharp(bytes, { limitInputPixels: 40_000_000 })
        .rotate()
        .toFormat(sniffed.ext === 'jpg' ? 'jpeg' : (sniffed.ext as 'png' | 'webp'))
        .toBuffer({ resolveWithObject: true })
        .catch(() => {
          throw new AppError('UPLOAD_UNSUPPORTED');
        });
      body = out.data;
      width = out.info.width;
      height = out.info.height;
    } else {
      width = meta.width;
      height = meta.pageHeight ?? meta.height;
    }
  }
  const name = cleanFileName(rawName, sniffed.ext);
  const url = await files.put(CHAT_FOLDER, sniffed.ext, body);
  try {
    await db.insert(chatUpload).values({ userId: actor.id, url, name, size: body.length, mime: sniffed.mime, kind: sniffed.kind, width, height });
  } catch (err) {
    await files.remove(url).catch(() => undefined);
    throw err;
  }
  return { url, name, size: body.length, mime: sniffed.mime, kind: sniffed.kind, width, height };
}

/**
 * A person's room for one more file: unsent files (not used by any message yet) stay within
 * CHAT_UNSENT_UPLOADS, and a day's uploads within CHAT_UPLOAD_DAILY_MAX_BYTES; else 413
 * UPLOAD_QUOTA_EXCEEDED. Stops one account from filling the disk with files it never sends.
 */
async function assertUploadQuota(db: Db, userId: string, size: number, now = new Date()): Promise<void> {
  const [unsent] = await db
    .select({ n: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${chatUpload.size}), 0)::bigint` })
    .from(chatUpload)
    .where(and(eq(chatUpload.userId, userId), isNull(chatUpload.sentAt)));
  const [day] = await db
    .select({ bytes: sql<number>`coalesce(sum(${chatUpload.size}), 0)::bigint` })
    .from(chatUpload)
    .where(and(eq(chatUpload.userId, userId), gte(chatUpload.createdAt, new Date(now.getTime() - 86_400_000))));
  const unsentBytes = Number(unsent?.bytes ?? 0);
  if (Number(unsent?.n ?? 0) >= CHAT_UNSENT_UPLOADS.maxFiles || unsentBytes + size > CHAT_UNSENT_UPLOADS.maxBytes) {
    throw new AppError('UPLOAD_QUOTA_EXCEEDED', { maxFiles: CHAT_UNSENT_UPLOADS.maxFiles, maxMb: CHAT_UNSENT_UPLOADS.maxBytes / 1048576 });
  }
  if (Number(day?.bytes ?? 0) + size > CHAT_UPLOAD_DAILY_MAX_BYTES) {
    throw new AppError('UPLOAD_QUOTA_EXCEEDED', { maxFiles: CHAT_UNSENT_UPLOADS.maxFiles, maxMb: CHAT_UNSENT_UPLOADS.maxBytes / 1048576 });
  }
}

/**
 * Removes files uploaded for chat but never sent in a message, older than
 * CHAT_UNSENT_UPLOADS.keepHours: their rows, then their files. Safe to run from several
 * processes at once (each row is deleted once). Returns how many went.
 */
export async function removeUnsentChatUploads(db: Db, files: FileStore, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CHAT_UNSENT_UPLOADS.keepHours * 3_600_000);
  const gone = await db.delete(chatUpload).where(and(isNull(chatUpload.sentAt), lt(chatUpload.createdAt, cutoff))).returning();
  for (const row of gone) await files.remove(row.url).catch(() => undefined);
  return gone.length;
}
