import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DealHistoryEntry, DealSubject, DealSummary } from '../../../common/deal.schema';
import { member, userAccount } from '../../db/schema/accounts';
import { event } from '../../db/schema/content';
import { deal, dealHistory } from '../../db/schema/deal';
import { eventRegistration } from '../../db/schema/event-registration';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../../common/i18n-config';
import { booking, servicePlan } from '../../db/schema/booking';
import type { DealRow } from './event-deal';

/** Where a receipt of a deal's timeline is read (GET; the member's own or SETTLEMENT_VIEW staff). */
export const receiptPath = (dealId: number, historyId: number) => `/api/deals/${dealId}/receipts/${historyId}`;

/**
 * The columns of a deal with what it is for: the event (EVENT, through its registration) or the
 * booked plan and time (BOOKING); other kinds carry their own item_title.
 */
export const dealWithSubject = {
  deal,
  event: { title: event.title, slug: event.slug, startAt: event.startAt, endAt: event.endAt },
  booking: { id: booking.id, startsAt: booking.startsAt, endsAt: booking.endsAt, planName: servicePlan.name },
};

type Joined = { deal: DealRow; event: { title: LocalizedText; slug: string; startAt: Date; endAt: Date } | null; booking: { id: number | null; startsAt: Date | null; endsAt: Date | null; planName: LocalizedText | null } | null };

export function presentSubject(r: Joined): DealSubject {
  const { kind } = r.deal;
  if (kind === 'EVENT' && r.event) return { kind, title: r.event.title, link: `/events/${r.event.slug}`, startAt: r.event.startAt.toISOString(), endAt: r.event.endAt.toISOString() };
  const b = r.booking;
  if (kind === 'BOOKING' && b?.id && b.startsAt && b.endsAt && b.planName) return { kind, title: b.planName, link: `/user/bookings/${b.id}`, startAt: b.startsAt.toISOString(), endAt: b.endsAt.toISOString() };
  return { kind, title: r.deal.itemTitle ?? { 'zh-HK': '', 'zh-CN': '', en: '' }, link: kind === 'PACKAGE' ? '/user/packages' : null, startAt: null, endAt: null };
}

export function presentDeal(r: Joined): DealSummary {
  const d = r.deal;
  return {
    id: d.id,
    state: d.state,
    subject: presentSubject(r),
    amountCents: d.amountCents,
    paidCents: d.paidCents,
    refundedCents: d.refundedCents,
    currency: d.currency,
    method: d.method,
    dealAt: d.dealAt.toISOString(),
    holdUntil: d.holdUntil?.toISOString() ?? null,
    paidAt: d.paidAt?.toISOString() ?? null,
  };
}

/** A select of deals with what they are for (left joins: not every deal has an event or a booking) and the member. */
export function selectDeals(db: Db) {
  return db
    .select({ ...dealWithSubject, memberName: member.fullname, memberCode: member.code, memberPhone: userAccount.phone })
    .from(deal)
    .leftJoin(eventRegistration, eq(eventRegistration.id, deal.eventRegistrationId))
    .leftJoin(event, eq(event.id, eventRegistration.eventId))
    .leftJoin(booking, eq(booking.id, deal.bookingId))
    .leftJoin(servicePlan, eq(servicePlan.id, booking.planId))
    .innerJoin(member, eq(member.id, deal.memberId))
    .innerJoin(userAccount, eq(userAccount.id, deal.memberId))
    .$dynamic();
}

/** A deal's timeline, oldest first. Staff names only for staff readers. */
export async function dealTimeline(db: Db, dealId: number, forStaff: boolean): Promise<DealHistoryEntry[]> {
  const rows = await db
    .select({ h: dealHistory, staffName: userAccount.account })
    .from(dealHistory)
    .leftJoin(userAccount, eq(userAccount.id, dealHistory.actorId))
    .where(eq(dealHistory.dealId, dealId))
    .orderBy(asc(dealHistory.id));
  return rows.map(({ h, staffName }) => ({
    id: h.id,
    action: h.action,
    at: h.at.toISOString(),
    by: h.actorId ? 'staff' : h.action === 'EXPIRE' ? 'system' : 'member',
    ...(forStaff ? { staffName: h.actorId ? staffName : null } : {}),
    method: h.method,
    fromBalance: h.fromBalance,
    note: h.note,
    receipt: h.receiptUrl ? { url: receiptPath(dealId, h.id), mime: h.receiptMime ?? 'application/octet-stream', name: h.receiptName ?? '' } : null,
  }));
}

/** Staff display names by account id (approver). */
export async function accountNames(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: userAccount.id, account: userAccount.account }).from(userAccount).where(and(inArray(userAccount.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.account ?? r.id]));
}
