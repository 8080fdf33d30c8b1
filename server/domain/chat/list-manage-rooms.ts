import { and, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CHAT_ROOMS_PAGE_SIZE } from '../../../common/chat';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { chatRoom } from '../../db/schema/chat';
import type { Actor } from '../accounts/get-actor';
import { paginate } from '../shared/paginate';
import { loadRoomRecords, staffUnreadTotal } from './chat-queries';
import { presentRoom } from '../../presenters/chat';

export interface ManageRoomsQuery {
  page: number;
  assigned: 'me' | 'none' | 'any';
  q?: string;
  unread?: '0' | '1';
}

/**
 * Every member's room for the back office (GET /api/manage/chat/rooms; callers check CHAT_VIEW):
 * newest activity first, with the clinic side's unread counts (0 for banned members), filtered by
 * assignment, member name / nickname / phone, and unread; plus the clinic's unread total.
 */
export async function listManageRooms(db: Db, actor: Actor, query: ManageRoomsQuery, serviceName: string) {
  const conditions: (SQL | undefined)[] = [];
  if (query.assigned === 'me') conditions.push(eq(chatRoom.assignedStaffId, actor.id));
  if (query.assigned === 'none') conditions.push(isNull(chatRoom.assignedStaffId));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`${chatRoom.memberId} in (${db
        .select({ id: member.id })
        .from(member)
        .innerJoin(userAccount, eq(userAccount.id, member.id))
        .where(or(ilike(member.fullname, like), ilike(member.nickname, like), ilike(userAccount.phone, like)))})`,
    );
  }
  if (query.unread === '1') {
    conditions.push(sql`exists (select 1 from chat_message cm where cm.room_id = ${chatRoom.id} and cm.side = 'MEMBER' and cm.created_at > coalesce(${chatRoom.staffReadAt}, '-infinity'::timestamptz))
      and not exists (select 1 from chat_ban b where b.member_id = ${chatRoom.memberId})`);
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(chatRoom).where(where);
  const rows = await loadRoomRecords(db, where, { limit: CHAT_ROOMS_PAGE_SIZE, offset: (query.page - 1) * CHAT_ROOMS_PAGE_SIZE });
  return {
    rows: rows.map((r) => presentRoom(r, 'STAFF', serviceName)),
    pagination: paginate(query.page, CHAT_ROOMS_PAGE_SIZE, Number(total)),
    unread: await staffUnreadTotal(db),
  };
}
