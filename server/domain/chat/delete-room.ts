import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessage, chatRoom, chatUpload } from '../../db/schema/chat';
import type { FileStore } from '../../integrations/storage/file-store';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';

/**
 * Deletes a room with its messages (CHAT_DELETE: spam, or a member's request to erase it), and
 * the uploaded files only its messages used. The member's next POST /api/chat/rooms opens a new
 * room. Logged with the number of messages removed.
 */
export async function deleteRoom(db: Db, files: FileStore, ctx: ManageCtx, roomId: number): Promise<{ roomId: number; memberId: string }> {
  const out = await db.transaction(async (tx) => {
    const [room] = await tx.select().from(chatRoom).where(eq(chatRoom.id, roomId)).for('update');
    if (!room) throw new AppError('NOT_FOUND');
    const urls = (
      await tx
        .select({ url: sql<string>`${chatMessage.data}->>'url'` })
        .from(chatMessage)
        .where(and(eq(chatMessage.roomId, roomId), inArray(chatMessage.type, ['IMAGE', 'VIDEO', 'AUDIO', 'FILE'])))
    ).map((r) => r.url);
    const usedElsewhere = urls.length
      ? (await tx.select({ url: sql<string>`${chatMessage.data}->>'url'` }).from(chatMessage).where(and(ne(chatMessage.roomId, roomId), inArray(sql`${chatMessage.data}->>'url'`, urls)))).map((r) => r.url)
      : [];
    const orphaned = [...new Set(urls)].filter((u) => !usedElsewhere.includes(u));
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(chatMessage).where(eq(chatMessage.roomId, roomId));
    if (orphaned.length) await tx.delete(chatUpload).where(inArray(chatUpload.url, orphaned));
    await tx.delete(chatRoom).where(eq(chatRoom.id, roomId));
    await recordOperation(tx, ctx, { action: 'DELETE', resource: 'CHAT', resourceId: roomId, before: { memberId: room.memberId, messages: Number(n) }, after: null });
    return { memberId: room.memberId, orphaned };
  });
  for (const url of out.orphaned) await files.remove(url).catch(() => undefined);
  return { roomId, memberId: out.memberId };
}
