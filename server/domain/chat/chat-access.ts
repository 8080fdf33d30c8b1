import { eq } from 'drizzle-orm';
import { can, canAny } from '../../../common/permissions';
import type { ChatSide } from '../../../common/chat';
import type { Db } from '../../db/client';
import { chatBan, chatRoom } from '../../db/schema/chat';
import type { Actor } from '../accounts/get-actor';
import { isStaff } from '../../../common/permissions';
import { AppError } from '../app-error';
import type { Tx } from '../shared/manage-context';
import type { ChatRoomRow } from '../../presenters/chat';

export type ChatNeed = 'read' | 'write';

/** Staff who may read (CHAT_VIEW or CHAT_EDIT) or write (CHAT_EDIT) customer-service chat. */
export function chatStaffCan(actor: Actor, need: ChatNeed): boolean {
  if (!isStaff(actor)) return false;
  return need === 'read' ? canAny(actor.permissions, 'CHAT', 'VIEW,EDIT') : can(actor.permissions, 'CHAT_EDIT');
}

/**
 * The room and the side the actor takes in it: its own member reads it as MEMBER; staff with the
 * permission as STAFF. Anyone else's room is "not found" for a member; staff lacking the
 * permission get 403.
 */
export async function roomAccess(db: Db | Tx, actor: Actor, roomId: number, need: ChatNeed): Promise<{ room: ChatRoomRow; side: ChatSide }> {
  const [room] = await db.select().from(chatRoom).where(eq(chatRoom.id, roomId));
  if (room && room.memberId === actor.id) return { room, side: 'MEMBER' };
  if (isStaff(actor)) {
    if (!chatStaffCan(actor, need)) throw new AppError('FORBIDDEN');
    if (!room) throw new AppError('NOT_FOUND');
    return { room, side: 'STAFF' };
  }
  throw new AppError('NOT_FOUND');
}

/** Whether the clinic has banned the member from chat. */
export async function isChatBanned(db: Db | Tx, memberId: string): Promise<boolean> {
  const [b] = await db.select({ id: chatBan.memberId }).from(chatBan).where(eq(chatBan.memberId, memberId));
  return !!b;
}
