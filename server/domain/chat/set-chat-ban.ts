import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatBan, chatRoom } from '../../db/schema/chat';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';

/**
 * Bans the room's member from chat, or lifts the ban. A banned member can still read their room
 * but cannot send (CHAT_BANNED); their rooms are flagged isBan and count no unread messages on
 * either side. The ban belongs to the member (the chat_ban list), not to one room.
 */
export async function setChatBan(db: Db, ctx: ManageCtx, roomId: number, input: { ban: boolean; reason: string }) {
  return db.transaction(async (tx) => {
    const [room] = await tx.select().from(chatRoom).where(eq(chatRoom.id, roomId));
    if (!room) throw new AppError('NOT_FOUND');
    const [existing] = await tx.select().from(chatBan).where(eq(chatBan.memberId, room.memberId)).for('update');
    if (!!existing === input.ban) return { roomId, memberId: room.memberId, isBan: input.ban, changed: false };
    if (input.ban) await tx.insert(chatBan).values({ memberId: room.memberId, bannedBy: ctx.actor.id, reason: input.reason });
    else await tx.delete(chatBan).where(eq(chatBan.memberId, room.memberId));
    await recordOperation(tx, ctx, {
      action: input.ban ? 'BAN' : 'UNBAN',
      resource: 'CHAT',
      resourceId: room.memberId,
      before: existing ? { banned: true, reason: existing.reason } : { banned: false },
      after: input.ban ? { banned: true, reason: input.reason } : { banned: false },
    });
    return { roomId, memberId: room.memberId, isBan: input.ban, changed: true };
  });
}
