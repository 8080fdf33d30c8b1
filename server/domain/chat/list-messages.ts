import { and, eq, gt, lt } from 'drizzle-orm';
import { CHAT_MESSAGES_PAGE_SIZE } from '../../../common/chat';
import type { Db } from '../../db/client';
import { chatMessage } from '../../db/schema/chat';
import type { Actor } from '../accounts/get-actor';
import { roomAccess } from './chat-access';
import { loadMessages } from './chat-queries';
import { presentMessage } from '../../presenters/chat';

/**
 * One page of a room's messages, oldest first, as the actor's side sees them.
 * - lastMsgId = 0: the newest page; lastMsgId = the oldest loaded id: the page before it
 *   (scrolling up). isEnd = nothing older is left.
 * - sinceMsgId = the newest id the client holds: what came after it, oldest first (catching up
 *   after a reconnect). isEnd = nothing newer is left; otherwise ask again from the last id.
 */
export async function listMessages(db: Db, actor: Actor, q: { roomId: number; lastMsgId: number; sinceMsgId?: number }) {
  const { room, side } = await roomAccess(db, actor, q.roomId, 'read');
  const limit = CHAT_MESSAGES_PAGE_SIZE + 1;
  if (q.sinceMsgId !== undefined) {
    const rows = await loadMessages(db, and(eq(chatMessage.roomId, room.id), gt(chatMessage.id, q.sinceMsgId)), { order: 'asc', limit });
    const page = rows.slice(0, CHAT_MESSAGES_PAGE_SIZE);
    return { messages: page.map((m) => presentMessage(m, room, side)), isEnd: rows.length < limit };
  }
  const rows = await loadMessages(db, and(eq(chatMessage.roomId, room.id), q.lastMsgId > 0 ? lt(chatMessage.id, q.lastMsgId) : undefined), { order: 'desc', limit });
  const page = rows.slice(0, CHAT_MESSAGES_PAGE_SIZE).reverse();
  return { messages: page.map((m) => presentMessage(m, room, side)), isEnd: rows.length < limit };
}
