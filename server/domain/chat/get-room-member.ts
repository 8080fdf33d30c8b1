import { desc, eq } from 'drizzle-orm';
import type { Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { booking } from '../../db/schema/booking';
import { chatBan, chatRoom } from '../../db/schema/chat';
import { AppError } from '../app-error';
import { presentBookings } from '../../presenters/booking';

/** How many of the member's bookings the back-office thread shows beside the conversation. */
export const ROOM_MEMBER_BOOKINGS = 10;

/**
 * The member beside a back-office thread (callers check CHAT_VIEW): profile fields staff need to
 * answer and the member's latest bookings (names in `lng`).
 */
export async function getRoomMember(db: Db, roomId: number, lng: Lng, now: Date) {
  const [row] = await db
    .select({ m: member, phone: userAccount.phone, email: userAccount.email, lng: userAccount.lng, ban: chatBan })
    .from(chatRoom)
    .innerJoin(member, eq(member.id, chatRoom.memberId))
    .innerJoin(userAccount, eq(userAccount.id, chatRoom.memberId))
    .leftJoin(chatBan, eq(chatBan.memberId, chatRoom.memberId))
    .where(eq(chatRoom.id, roomId));
  if (!row) throw new AppError('NOT_FOUND');
  const bookings = await presentBookings(db, eq(booking.memberId, row.m.id), lng, now, { orderBy: [desc(booking.startsAt)], limit: ROOM_MEMBER_BOOKINGS });
  return {
    member: {
      id: row.m.id,
      fullname: row.m.fullname,
      nickname: row.m.nickname,
      gender: row.m.gender,
      avatar: row.m.avatar,
      phone: row.phone,
      email: row.email,
      lng: row.lng,
      isGood: row.m.isGood,
      tags: row.m.tags,
      isBan: !!row.ban,
      banReason: row.ban?.reason ?? null,
      createdAt: row.m.createdAt.getTime(),
    },
    bookings: bookings.map((b) => ({ id: b.id, status: b.status, date: b.date, start: b.start, end: b.end, plan: b.plan, place: b.place, therapist: b.therapist })),
  };
}
