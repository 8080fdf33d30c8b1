import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { addDays, fromClinic, toClinicDate } from '../../../common/clinic-time';
import { canTransition, UPCOMING_STATUSES } from '../../../common/booking-rules';
import type { Lng } from '../../../common/i18n-config';
import { isValidMemberCode, normalizeMemberCode } from '../../../common/validators/member-code';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { booking } from '../../db/schema/booking';
import { deal } from '../../db/schema/deal';
import { presentBookings, type PresentedBooking } from '../../presenters/booking';
import { presentMemberRow } from '../../presenters/managed-member';
import { AppError } from '../app-error';
import { countNoShows } from '../waitlist/no-shows';
import { ATTEND_EARLY_MINUTES } from '../booking/set-booking-status';
import { presentDeal, selectDeals } from '../deal/present-deal';
import { typeChoices } from './member-types';

/** How many bookings after today the card lists. */
export const CARD_UPCOMING = 5;

/**
 * The member card reception opens by scanning a member's QR code (`/@{code}`, issue 13): who they
 * are (photo, name, tags, good standing), today's bookings — each with whether it can be checked in
 * now (ATTEND from ATTEND_EARLY_MINUTES before its start) — the next upcoming ones and what they
 * still owe. An unknown or malformed code is NOT_FOUND.
 */
export async function memberCard(db: Db, rawCode: string, lng: Lng, now: Date) {
  const code = normalizeMemberCode(rawCode);
  if (!isValidMemberCode(code)) throw new AppError('NOT_FOUND', { resource: 'member', code: rawCode });
  const [r] = await db.select({ m: member, a: userAccount }).from(member).innerJoin(userAccount, eq(userAccount.id, member.id)).where(eq(member.code, code));
  if (!r || r.a.deletedAt) throw new AppError('NOT_FOUND', { resource: 'member', code });
  const today = toClinicDate(now);
  const [tags, todays, upcoming, unpaid, noShows] = await Promise.all([
    typeChoices(db, 'tags'),
    presentBookings(db, and(eq(booking.memberId, r.m.id), eq(booking.date, today)), lng, now, { orderBy: [asc(booking.startsAt), asc(booking.id)] }),
    presentBookings(db, and(eq(booking.memberId, r.m.id), gte(booking.startsAt, fromClinic(addDays(today, 1), 0)), inArray(booking.status, [...UPCOMING_STATUSES])), lng, now, {
      orderBy: [asc(booking.startsAt), asc(booking.id)], limit: CARD_UPCOMING,
    }),
    selectDeals(db).where(and(eq(deal.memberId, r.m.id), inArray(deal.state, ['CREATED', 'WAIT', 'REJECT']))).orderBy(asc(deal.dealAt)),
    countNoShows(db, r.m.id),
  ]);
  const brief = (b: PresentedBooking) => ({
    id: b.id, status: b.status, startsAt: b.startsAt, start: b.start, end: b.end,
    plan: b.plan.name, place: b.place.name, therapist: b.therapist.name, room: b.room.name,
  });
  const attendFrom = (b: PresentedBooking) => new Date(b.startsAt).getTime() - ATTEND_EARLY_MINUTES * 60_000;
  return {
    member: { ...presentMemberRow({ ...r.m, ...r.a, id: r.a.id, createdAt: r.a.createdAt }, tags), avatar: r.m.avatar },
    /** Bookings the member did not come to (MISS). */
    noShows,
    today: todays.map((b) => ({ ...brief(b), canAttend: canTransition(b.status, 'ATTEND') && now.getTime() >= attendFrom(b) })),
    upcoming: upcoming.map(brief),
    unpaid: unpaid.map((d) => ({ ...presentDeal(d), owedCents: d.deal.amountCents - d.deal.paidCents })),
  };
}
export type MemberCard = Awaited<ReturnType<typeof memberCard>>;
