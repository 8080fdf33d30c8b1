import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { chatBan, chatMessage, chatRoom } from '../../db/schema/chat';
import type { Tx } from '../shared/manage-context';
import type { ChatMessageRecord, ChatRoomRecord } from '../../presenters/chat';

/** Messages matching `where` with their senders' display names. */
export async function loadMessages(db: Db | Tx, where: SQL | undefined, opts: { order: 'asc' | 'desc'; limit?: number }): Promise<ChatMessageRecord[]> {
  let q = db
    .select({ m: chatMessage, account: userAccount.account, nickname: member.nickname, fullname: member.fullname })
    .from(chatMessage)
    .leftJoin(userAccount, eq(userAccount.id, chatMessage.senderId))
    .leftJoin(member, eq(member.id, chatMessage.senderId))
    .where(where)
    .orderBy(opts.order === 'asc' ? chatMessage.id : desc(chatMessage.id))
    .$dynamic();
  if (opts.limit !== undefined) q = q.limit(opts.limit);
  const rows = await q;
  return rows.map((r) => ({
    ...r.m,
    senderName: r.m.senderType === 'STAFF' ? r.account : r.nickname || r.fullname || null,
  }));
}

export async function loadMessage(db: Db | Tx, id: number): Promise<ChatMessageRecord | undefined> {
  const [m] = await loadMessages(db, eq(chatMessage.id, id), { order: 'asc' });
  return m;
}

const assignee = sql`(select ua.account from user_account ua where ua.id = ${chatRoom.assignedStaffId})`;
/** Messages of the other side newer than the side's read mark. */
const unreadFor = (side: 'MEMBER' | 'STAFF') => {
  const mark = side === 'MEMBER' ? chatRoom.memberReadAt : chatRoom.staffReadAt;
  const from = side === 'MEMBER' ? 'STAFF' : 'MEMBER';
  return sql<number>`(select count(*)::int from chat_message cm where cm.room_id = ${chatRoom.id} and cm.side = ${from} and cm.created_at > coalesce(${mark}, '-infinity'::timestamptz))`;
};

/** Rooms matching `where` as records (names, ban flag, unread per side, newest message), newest activity first. */
export async function loadRoomRecords(db: Db | Tx, where: SQL | undefined, opts: { limit?: number; offset?: number } = {}): Promise<ChatRoomRecord[]> {
  let q = db
    .select({
      r: chatRoom,
      nickname: member.nickname,
      fullname: member.fullname,
      avatar: member.avatar,
      assigneeName: assignee.mapWith(String),
      isBan: sql<boolean>`(${chatBan.memberId} is not null)`,
      unreadMember: unreadFor('MEMBER'),
      unreadStaff: unreadFor('STAFF'),
    })
    .from(chatRoom)
    .innerJoin(member, eq(member.id, chatRoom.memberId))
    .leftJoin(chatBan, eq(chatBan.memberId, chatRoom.memberId))
    .where(where)
    .orderBy(desc(chatRoom.activeAt), desc(chatRoom.id))
    .$dynamic();
  if (opts.limit !== undefined) q = q.limit(opts.limit);
  if (opts.offset !== undefined) q = q.offset(opts.offset);
  const rows = await q;
  const lastIds = rows.map((r) => r.r.lastMessageId).filter((id): id is number => id !== null);
  const last = lastIds.length ? await loadMessages(db, inArray(chatMessage.id, lastIds), { order: 'asc' }) : [];
  const byId = new Map(last.map((m) => [m.id, m]));
  return rows.map((r) => ({
    ...r.r,
    memberName: r.nickname || r.fullname,
    memberAvatar: r.avatar,
    assigneeName: r.r.assignedStaffId ? (r.assigneeName ?? null) : null,
    isBan: !!r.isBan,
    unreadOf: { MEMBER: Number(r.unreadMember), STAFF: Number(r.unreadStaff) },
    lastMessage: r.r.lastMessageId ? (byId.get(r.r.lastMessageId) ?? null) : null,
  }));
}

export async function loadRoomRecord(db: Db | Tx, roomId: number): Promise<ChatRoomRecord | undefined> {
  const [r] = await loadRoomRecords(db, eq(chatRoom.id, roomId));
  return r;
}

const notBanned = sql`not exists (select 1 from chat_ban b where b.member_id = ${chatRoom.memberId})`;

/** A member's unread total over their rooms (none while banned: spec §4 counts non-banned rooms only). */
export async function memberUnreadTotal(db: Db | Tx, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessage)
    .innerJoin(chatRoom, eq(chatRoom.id, chatMessage.roomId))
    .where(and(eq(chatRoom.memberId, memberId), eq(chatMessage.side, 'STAFF'), sql`${chatMessage.createdAt} > coalesce(${chatRoom.memberReadAt}, '-infinity'::timestamptz)`, notBanned));
  return Number(row?.n ?? 0);
}

/** The clinic's unread total: member messages newer than the staff read mark, banned members' rooms left out. */
export async function staffUnreadTotal(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessage)
    .innerJoin(chatRoom, eq(chatRoom.id, chatMessage.roomId))
    .where(and(eq(chatMessage.side, 'MEMBER'), sql`${chatMessage.createdAt} > coalesce(${chatRoom.staffReadAt}, '-infinity'::timestamptz)`, notBanned));
  return Number(row?.n ?? 0);
}
