import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { booking } from '../../db/schema/booking';
import { chatMessage, chatRoom } from '../../db/schema/chat';
import { presentBookings } from '../../presenters/booking';
import { presentMemberProfile } from '../../presenters/managed-member';
import { AppError } from '../app-error';
import { typeChoices } from './member-types';
import { consentHistory } from '../privacy/marketing-consent';
import { countNoShows } from '../waitlist/no-shows';

/** How many of the newest bookings and chat rooms the profile lists (with the totals). */
export const MEMBER_RECENT = 5;

/** The stored member and account, or 404 (staff accounts and unknown ids alike). */
export async function memberRow(db: Db, id: string) {
  const [r] = await db.select({ m: member, a: userAccount }).from(member).innerJoin(userAccount, eq(userAccount.id, member.id)).where(eq(member.id, id));
  if (!r) throw new AppError('NOT_FOUND');
  return r;
}

/** A member's profile for the back office, with their latest bookings and chat rooms (counts and links). */
export async function getMember(db: Db, id: string, lng: Lng, now: Date) {
  const { m, a } = await memberRow(db, id);
  const [tags, industries] = await Promise.all([typeChoices(db, 'tags'), typeChoices(db, 'favIndustries')]);
  const [[bookingTotal], bookings, [roomTotal], rooms, noShows, consents] = await Promise.all([
    db.select({ n: count() }).from(booking).where(eq(booking.memberId, id)),
    presentBookings(db, eq(booking.memberId, id), lng, now, { orderBy: [desc(booking.startsAt), desc(booking.id)], limit: MEMBER_RECENT }),
    db.select({ n: count() }).from(chatRoom).where(eq(chatRoom.memberId, id)),
    db.select().from(chatRoom).where(eq(chatRoom.memberId, id)).orderBy(desc(chatRoom.activeAt)).limit(MEMBER_RECENT),
    countNoShows(db, id),
    consentHistory(db, id),
  ]);
  const messages = rooms.length
    ? await db.select({ roomId: chatMessage.roomId, n: count() }).from(chatMessage).where(inArray(chatMessage.roomId, rooms.map((r) => r.id))).groupBy(chatMessage.roomId)
    : [];
  return {
    member: presentMemberProfile({ ...m, ...a, id: a.id, createdAt: a.createdAt, updatedAt: m.updatedAt }, { tags, industries }),
    choices: { tags, industries },
    bookings: {
      total: Number(bookingTotal?.n ?? 0),
      /** Bookings the member did not come to (MISS). */
      noShows,
      latest: bookings.map((b) => ({ id: b.id, status: b.status, startsAt: b.startsAt, plan: b.plan.name, place: b.place.name, therapist: b.therapist.name })),
    },
    /** Direct-marketing choices, oldest first (issue 14). */
    consents: consents.map((c) => ({ ...c, at: c.at.toISOString() })),
    chats: {
      total: Number(roomTotal?.n ?? 0),
      latest: rooms.map((r) => ({ id: r.id, type: r.type, activeAt: r.activeAt.toISOString(), messages: Number(messages.find((x) => x.roomId === r.id)?.n ?? 0) })),
    },
  };
}
export type MemberProfile = Awaited<ReturnType<typeof getMember>>;
