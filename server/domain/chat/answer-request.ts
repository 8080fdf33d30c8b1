import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessage, chatRoom } from '../../db/schema/chat';
import type { Actor } from '../accounts/get-actor';
import { AppError } from '../app-error';
import { roomAccess } from './chat-access';
import { loadMessage } from './chat-queries';
import type { ChatMessageRecord, ChatRoomRow } from '../../presenters/chat';

/**
 * Answers a REQUEST card (spec §4 states WAIT → YES or NO): only the other side may answer, once.
 * The card's data.state changes; the message keeps its id, so clients replace it (UPDATE_MESSAGE).
 */
export async function answerRequest(db: Db, actor: Actor, messageId: number, answer: 'YES' | 'NO', now: () => Date = () => new Date()): Promise<{ message: ChatMessageRecord; room: ChatRoomRow }> {
  const [found] = await db.select({ roomId: chatMessage.roomId }).from(chatMessage).where(eq(chatMessage.id, messageId));
  if (!found) throw new AppError('NOT_FOUND');
  const { side } = await roomAccess(db, actor, found.roomId, 'write');
  await db.transaction(async (tx) => {
    const [m] = await tx.select().from(chatMessage).where(eq(chatMessage.id, messageId)).for('update');
    if (!m || m.type !== 'REQUEST' || m.side === side) throw new AppError('NOT_FOUND');
    if (m.data.state !== 'WAIT') throw new AppError('CHAT_REQUEST_ANSWERED');
    await tx.update(chatMessage).set({ data: { ...m.data, state: answer, answeredAt: now().getTime() } }).where(eq(chatMessage.id, messageId));
  });
  const [room] = await db.select().from(chatRoom).where(eq(chatRoom.id, found.roomId));
  return { message: (await loadMessage(db, messageId))!, room: room! };
}
