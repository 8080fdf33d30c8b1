import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessage, chatRoom, chatUpload } from '../../db/schema/chat';
import type { FileStore } from '../../integrations/storage/file-store';
import type { Actor } from '../accounts/get-actor';
import { chatStaffCan } from './chat-access';

/** The folder chat files are stored in (/uploads/chat/…). */
export const CHAT_FOLDER = 'chat';

/**
 * A file sent in chat, for those who may read it (issue 14): the person who uploaded it (before and
 * after sending), the member of a room it was sent in, and staff who may read chat. Anyone else — a
 * visitor, another member holding the address — gets null (served as 404, as if it did not exist).
 */
export async function readChatFile(db: Db, files: FileStore, actor: Actor, path: string): Promise<{ bytes: Buffer; mime: string; name: string } | null> {
  const [upload] = await db.select().from(chatUpload).where(eq(chatUpload.url, path));
  if (!upload) return null;
  let allowed = upload.userId === actor.id || chatStaffCan(actor, 'read');
  if (!allowed) {
    const [inRoom] = await db
      .select({ id: chatMessage.id })
      .from(chatMessage)
      .innerJoin(chatRoom, eq(chatRoom.id, chatMessage.roomId))
      .where(and(eq(chatRoom.memberId, actor.id), sql`${chatMessage.data}->>'url' = ${path}`))
      .limit(1);
    allowed = !!inRoom;
  }
  if (!allowed) return null;
  const file = await files.read(path);
  return file ? { bytes: file.bytes, mime: upload.mime, name: upload.name } : null;
}
