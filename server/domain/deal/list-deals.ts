import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { addDays, fromClinic, ymdFromIso } from '../../../common/clinic-time';
import type { DealDetail, DealMovement, ManageDealDetail, ManageDealRow, ManageDealsQuery } from '../../../common/deal.schema';
import { canRecordPayment, canSendReceipt, refundableCents } from '../../../common/deal-rules';
import { can } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { booking } from '../../db/schema/booking';
import { event } from '../../db/schema/content';
import { deal, dealPayment } from '../../db/schema/deal';
import { eventRegistration } from '../../db/schema/event-registration';
import type { Actor } from '../accounts/get-actor';
import { AppError } from '../app-error';
import { paginate } from '../shared/paginate';
import { balanceFunds } from './balance-payment';
import { accountNames, dealTimeline, presentDeal, selectDeals } from './present-deal';
import { payInstructions, type PaySettings } from './pay-instructions';

type Joined = Awaited<ReturnType<ReturnType<typeof selectDeals>['execute']>>[number];

/** "My deals": the member's deals, newest first. */
export async function listMemberDeals(db: Db, memberId: string) {
  const rows = await selectDeals(db).where(eq(deal.memberId, memberId)).orderBy(desc(deal.dealAt), desc(deal.id)).limit(200);
  return { items: rows.map((r) => presentDeal(r)) };
}

/** One of the member's deals with its timeline and how to pay (another member's: NOT_FOUND). */
export async function getMemberDeal(db: Db, memberId: string, dealId: number, settings: PaySettings): Promise<DealDetail> {
  const [r] = await selectDeals(db).where(and(eq(deal.id, dealId), eq(deal.memberId, memberId)));
  if (!r) throw new AppError('NOT_FOUND', { resource: 'deal', id: dealId });
  const open = canSendReceipt(r.deal.state);
  return {
    ...presentDeal(r),
    history: await dealTimeline(db, dealId, false),
    funds: open ? await balanceFunds(db, r.deal) : null,
    instructions: open ? payInstructions(settings) : [],
    canSendReceipt: open,
    rejectReason: r.deal.state === 'REJECT' ? r.deal.rejectReason : null,
  };
}

function manageRow(r: Joined): ManageDealRow {
  return {
    ...presentDeal(r),
    member: { id: r.deal.memberId, name: r.memberName, code: r.memberCode, phone: r.memberPhone ?? '' },
    reviewAt: r.deal.reviewAt?.toISOString() ?? null,
  };
}

/**
 * The staff deals list: filtered by state, kind, method, place (the event's or the booking's),
 * clinic-day range of the deal date and a search (name, phone, member code); newest first.
 */
export async function listManageDeals(db: Db, q: ManageDealsQuery) {
  const where: SQL[] = [];
  if (q.state) where.push(eq(deal.state, q.state));
  if (q.kind) where.push(eq(deal.kind, q.kind));
  if (q.method) where.push(eq(deal.method, q.method));
  if (q.placeId) {
    const events = db.select({ id: eventRegistration.id }).from(eventRegistration).innerJoin(event, eq(event.id, eventRegistration.eventId)).where(eq(event.placeId, q.placeId));
    const bookings = db.select({ id: booking.id }).from(booking).where(eq(booking.placeId, q.placeId));
    where.push(or(inArray(deal.eventRegistrationId, events), inArray(deal.bookingId, bookings))!);
  }
  if (q.from) where.push(gte(deal.dealAt, fromClinic(ymdFromIso(q.from), 0)));
  if (q.to) where.push(lt(deal.dealAt, fromClinic(addDays(ymdFromIso(q.to), 1), 0)));
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(member.fullname, like), ilike(member.code, like), ilike(userAccount.phone, like))!);
  }
  const condition = where.length ? and(...where) : undefined;
  const [total] = await db
    .select({ n: count() })
    .from(deal)
    .innerJoin(member, eq(member.id, deal.memberId))
    .innerJoin(userAccount, eq(userAccount.id, deal.memberId))
    .where(condition);
  const rows = await selectDeals(db).where(condition).orderBy(desc(deal.dealAt), desc(deal.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return { items: rows.map(manageRow), pagination: paginate(q.page, q.pageSize, Number(total?.n ?? 0)) };
}

/** A deal's payments and refunds, oldest first, with the staff account that moved the money. */
async function dealMovements(db: Db, dealId: number): Promise<DealMovement[]> {
  const rows = await db
    .select({ p: dealPayment, staffName: userAccount.account })
    .from(dealPayment)
    .leftJoin(userAccount, eq(userAccount.id, dealPayment.actorId))
    .where(eq(dealPayment.dealId, dealId))
    .orderBy(asc(dealPayment.id));
  return rows.map(({ p, staffName }) => ({ id: p.id, at: p.at.toISOString(), cents: p.cents, method: p.method, fromBalance: p.fromBalance, staffName: staffName ?? p.actorId, note: p.note }));
}

/**
 * One deal for staff, with its timeline and money movements; `canReview` for SETTLEMENT_EDIT while a
 * receipt awaits review, `canRecordPayment` while payable, `canRefund` while something paid is not yet given back.
 */
export async function getManageDeal(db: Db, actor: Actor, dealId: number): Promise<ManageDealDetail> {
  const [r] = await selectDeals(db).where(eq(deal.id, dealId));
  if (!r) throw new AppError('NOT_FOUND', { resource: 'deal', id: dealId });
  const names = await accountNames(db, [r.deal.approver, r.deal.createdBy]);
  const editor = can(actor.permissions, 'SETTLEMENT_EDIT');
  return {
    ...manageRow(r),
    history: await dealTimeline(db, dealId, true),
    rejectReason: r.deal.rejectReason,
    approver: r.deal.approver ? (names.get(r.deal.approver) ?? null) : null,
    approveAt: r.deal.approveAt?.toISOString() ?? null,
    canReview: r.deal.state === 'WAIT' && editor,
    canRecordPayment: canRecordPayment(r.deal.state) && editor,
    canRefund: refundableCents(r.deal) > 0 && editor,
    movements: await dealMovements(db, dealId),
    funds: editor ? await balanceFunds(db, r.deal) : null,
    createdBy: r.deal.createdBy ? (names.get(r.deal.createdBy) ?? null) : null,
  };
}
