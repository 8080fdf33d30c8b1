import type { Db } from '../../db/client';
import type { Actor } from '../accounts/get-actor';
import { AppError } from '../app-error';
import { roomAccess } from './chat-access';
import { loadRoomRecord } from './chat-queries';
import { presentRoom } from '../../presenters/chat';

/** One room as the actor's side sees it (GET /api/chat/rooms?roomId); `serviceName` names the clinic side in the reader's language. */
export async function getRoom(db: Db, actor: Actor, roomId: number, serviceName: string) {
  const { side } = await roomAccess(db, actor, roomId, 'read');
  const record = await loadRoomRecord(db, roomId);
  if (!record) throw new AppError('NOT_FOUND');
  return presentRoom(record, side, serviceName);
}
