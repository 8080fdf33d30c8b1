import type { ChatSide } from '../../../common/chat';
import type { Db } from '../../db/client';
import type { Actor } from '../accounts/get-actor';
import { roomAccess } from './chat-access';

/**
 * Checks that the actor may write in the room and says who is typing (nothing is stored). The
 * member side is never told which staff account types: name is null for staff.
 */
export async function typingIn(db: Db, actor: Actor, roomId: number): Promise<{ roomId: number; memberId: string; side: ChatSide; userId: string; name: string | null }> {
  const { room, side } = await roomAccess(db, actor, roomId, 'write');
  const name = side === 'MEMBER' ? (actor.member?.nickname || actor.member?.fullname || null) : null;
  return { roomId: room.id, memberId: room.memberId, side, userId: actor.id, name };
}
