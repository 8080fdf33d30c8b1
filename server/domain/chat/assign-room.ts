import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatRoom } from '../../db/schema/chat';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { loadMessage } from './chat-queries';
import { listChatStaff } from './list-chat-staff';
import type { ChatMessageRecord, ChatRoomRow } from '../../presenters/chat';
import { insertMessage, joinRoom } from './send-message';

/**
 * Assigns a room to a staff member who may read chat, or back to the whole team (null). The member
 * is told by a translated system message (no staff name: the member side never sees account names).
 * Logged in the operation log with the change.
 */
export async function assignRoom(db: Db, ctx: ManageCtx, roomId: number, staffId: string | null, now: () => Date = () => new Date()): Promise<{ room: ChatRoomRow; message: ChatMessageRecord | null; changed: boolean }> {
  if (staffId !== null && !(await listChatStaff(db)).some((s) => s.id === staffId)) {
    throw new AppError('VALIDATION', { fields: [{ field: 'staffId', message: 'form.invalid' }] });
  }
  const out = await db.transaction(async (tx) => {
    const [room] = await tx.select().from(chatRoom).where(eq(chatRoom.id, roomId)).for('update');
    if (!room) throw new AppError('NOT_FOUND');
    if (room.assignedStaffId === staffId) return { room, messageId: null, changed: false };
    await tx.update(chatRoom).set({ assignedStaffId: staffId }).where(eq(chatRoom.id, roomId));
    let messageId: number | null = null;
    if (staffId) {
      await joinRoom(tx, roomId, staffId, 'STAFF');
      const [m] = await insertMessage(tx, room, {
        senderId: ctx.actor.id, senderType: 'SYSTEM', side: 'STAFF', type: 'TEXT', content: 'chat.system.assigned', data: { params: {} }, needI18nParse: true, now: now(),
      });
      messageId = m?.id ?? null;
    }
    await recordOperation(tx, ctx, { action: 'ASSIGN', resource: 'CHAT', resourceId: roomId, before: { assignedStaffId: room.assignedStaffId }, after: { assignedStaffId: staffId } });
    const [after] = await tx.select().from(chatRoom).where(eq(chatRoom.id, roomId));
    return { room: after!, messageId, changed: true };
  });
  return { room: out.room, message: out.messageId ? ((await loadMessage(db, out.messageId)) ?? null) : null, changed: out.changed };
}
