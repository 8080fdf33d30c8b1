import { eq } from 'drizzle-orm';
import { CHAT_ROOMS_PAGE_SIZE, type ChatSide } from '../../../common/chat';
import type { Db } from '../../db/client';
import { chatBan, chatRoom } from '../../db/schema/chat';
import type { Actor } from '../accounts/get-actor';
import { AppError } from '../app-error';
import { chatStaffCan } from './chat-access';
import { loadRoomRecords, memberUnreadTotal, staffUnreadTotal } from './chat-queries';
import { presentRoom } from '../../presenters/chat';

/**
 * What a chat screen starts from (GET /api/chat/init; spec §3 Chat store): the sender (who the
 * actor is in chat), the rooms, the unread total and the banned members.
 * - scope "member" (default for members): the member's own rooms.
 * - scope "staff" (default for staff without a member record; needs CHAT_VIEW or CHAT_EDIT): the
 *   most recently active member rooms (more through GET /api/manage/chat/rooms) and the ban list.
 */
export async function initChat(db: Db, actor: Actor, opts: { scope?: 'member' | 'staff'; serviceName: string }) {
  const scope = opts.scope ?? (actor.member ? 'member' : 'staff');
  if (scope === 'staff') {
    if (!chatStaffCan(actor, 'read')) throw new AppError('FORBIDDEN');
  } else if (!actor.member) {
    throw new AppError('MEMBER_NOT_EFFECTIVE');
  }
  const side: ChatSide = scope === 'member' ? 'MEMBER' : 'STAFF';
  const records =
    side === 'MEMBER'
      ? await loadRoomRecords(db, eq(chatRoom.memberId, actor.id))
      : await loadRoomRecords(db, undefined, { limit: CHAT_ROOMS_PAGE_SIZE });
  const bannedMembers = side === 'STAFF' ? (await db.select({ id: chatBan.memberId }).from(chatBan)).map((b) => b.id) : [];
  const m = actor.member;
  return {
    sender: {
      id: actor.id,
      type: side,
      name: side === 'MEMBER' ? m!.nickname || m!.fullname : actor.account,
      avatar: side === 'MEMBER' ? m!.avatar : null,
      /** Members whose isGood is false may read but not open rooms or send. */
      isGood: side === 'MEMBER' ? m!.isGood : true,
      canWrite: side === 'MEMBER' ? m!.isGood : chatStaffCan(actor, 'write'),
    },
    rooms: records.map((r) => presentRoom(r, side, opts.serviceName)),
    unread: side === 'MEMBER' ? await memberUnreadTotal(db, actor.id) : await staffUnreadTotal(db),
    bannedMembers,
  };
}
