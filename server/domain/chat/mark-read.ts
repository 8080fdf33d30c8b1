import { eq, sql } from 'drizzle-orm';
import type { ChatSide } from '../../../common/chat';
import type { Db } from '../../db/client';
import { chatRoom, chatRoomMember } from '../../db/schema/chat';
import type { Actor } from '../accounts/get-actor';
import { isChatBanned, roomAccess } from './chat-access';
import { memberUnreadTotal, staffUnreadTotal } from './chat-queries';
import { readMarkOf } from '../../presenters/chat';

export interface MarkReadResult {
  roomId: number;
  memberId: string;
  side: ChatSide;
  /** The side's read mark after the call (ms precision), null while the room has no message. */
  lastReadAt: Date | null;
  /** Whether the mark moved (only then is READ_MESSAGE sent). */
  changed: boolean;
  /** A banned member's room is not read (spec §5: reading a banned room is skipped). */
  skipped: boolean;
  /** The reader's unread total over all rooms after the call. */
  totalUnread: number;
}

/**
 * Marks the room read for the actor's side (PATCH /api/chat/messages, the socket's chat:read): the
 * side's mark moves to the newest message's time, so every message up to it reads as seen on both
 * sides, and the side's unread count becomes 0. The reader's own mark is kept too.
 */
export async function markRead(db: Db, actor: Actor, roomId: number): Promise<MarkReadResult> {
  const { room, side } = await roomAccess(db, actor, roomId, 'read');
  const total = () => (side === 'MEMBER' ? memberUnreadTotal(db, room.memberId) : staffUnreadTotal(db));
  if (await isChatBanned(db, room.memberId)) {
    return { roomId, memberId: room.memberId, side, lastReadAt: readMarkOf(room, side), changed: false, skipped: true, totalUnread: await total() };
  }
  const col = side === 'MEMBER' ? chatRoom.memberReadAt : chatRoom.staffReadAt;
  const newest = sql`(select max(cm.created_at) from chat_message cm where cm.room_id = ${chatRoom.id})`;
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select({ mark: col }).from(chatRoom).where(eq(chatRoom.id, roomId)).for('update');
    await tx
      .update(chatRoom)
      .set(side === 'MEMBER' ? { memberReadAt: sql`greatest(${col}, ${newest})` } : { staffReadAt: sql`greatest(${col}, ${newest})` })
      .where(eq(chatRoom.id, roomId));
    const [after] = await tx.select({ mark: col }).from(chatRoom).where(eq(chatRoom.id, roomId));
    const mark = after?.mark ?? null;
    await tx
      .insert(chatRoomMember)
      .values({ roomId, userId: actor.id, side, lastReadAt: mark })
      .onConflictDoUpdate({ target: [chatRoomMember.roomId, chatRoomMember.userId], set: { lastReadAt: sql`greatest(${chatRoomMember.lastReadAt}, excluded.last_read_at)` } });
    return { mark, changed: (before?.mark?.getTime() ?? null) !== (mark?.getTime() ?? null) };
  });
  return { roomId, memberId: room.memberId, side, lastReadAt: result.mark, changed: result.changed, skipped: false, totalUnread: await total() };
}
