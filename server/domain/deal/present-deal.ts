import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DealHistoryEntry, DealSubject, DealSummary } from '../../../common/deal.schema';
import { member, userAccount } from '../../db/schema/accounts';
import { event } from '../../db/schema/content';
import { deal, dealHistory } from '../../db/schema/deal';
import { eventRegistration } from '../../db/schema/event-registration';
import type { Db } from '../../db/client';
import type { DealRow } from './event-deal';

/** Where a receipt of a deal's timeline is read (GET; the member's own or SETTLEMENT_VIEW staff). */
export const receiptPath = (dealId: number, historyId: number) => `/api/deals/${dealId}/receipts/${historyId}`;

/** The columns of a deal with what it is for (the event, by its own title and page). */
export const dealWithSubject = { deal, event: { title: event.title, slug: event.slug, startAt: event.startAt, endAt: event.endAt } };

type SubjectRow = { title: typeof event.$inferSelect.title; slug: string; startAt: Date; endAt: Date };

export function presentSubject(e: SubjectRow): DealSubject {
  return { kind: 'EVENT', title: e.title, link: `/events/${e.slug}`, startAt: e.startAt.toISOString(), endAt: e.endAt.toISOString() };
}

export function presentDeal(d: DealRow, e: SubjectRow): DealSummary {
  return {
    id: d.id,
    state: d.state,
    subject: presentSubject(e),
    amountCents: d.amountCents,
    paidCents: d.paidCents,
    currency: d.currency,
    method: d.method,
    dealAt: d.dealAt.toISOString(),
    holdUntil: d.holdUntil?.toISOString() ?? null,
    paidAt: d.paidAt?.toISOString() ?? null,
  };
}

/** A select of deals joined to their event (and the registration between them). */
export function selectDeals(db: Db) {
  return db
    .select({ ...dealWithSubject, memberName: member.fullname, memberCode: member.code, memberPhone: userAccount.phone })
    .from(deal)
    .innerJoin(eventRegistration, eq(eventRegistration.id, deal.eventRegistrationId))
    .innerJoin(event, eq(event.id, eventRegistration.eventId))
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
