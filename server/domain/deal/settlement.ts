import { and, asc, count, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, fromClinic, isoFromYmd, ymdFromIso } from '../../../common/clinic-time';
import { CLINIC_UTC_OFFSET_HOURS } from '../../../common/constants';
import type { DealKind, PaymentMethod } from '../../../common/deal-rules';
import type { LocalizedText } from '../../../common/i18n-config';
import { SETTLEMENT_MAX_DAYS, settlementPeriodProblem, type SettlementReport, type SettlementSum } from '../../../common/settlement.schema';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { booking, servicePlan } from '../../db/schema/booking';
import { event, place, staff } from '../../db/schema/content';
import { deal, dealPayment, ledgerMovement, subscription } from '../../db/schema/deal';
import { eventRegistration } from '../../db/schema/event-registration';
import { AppError } from '../app-error';
import type { Tx } from '../shared/manage-context';
import { closedThrough } from './closed-period';

/**
 * The settlement report (docs/deals.md "Settlement"): the money movements (deal_payment rows:
 * payments positive, refunds negative) dated in a period of clinic dates, in total and grouped by
 * clinic day, method, place, therapist, service and kind, every movement listed, and the CREDIT /
 * POINT ledger movements of the period. Every group is summed by the database over one subquery of
 * the period's movements, so each adds up to the total.
 */

/** The instants [start, end) of a period of clinic dates; a bad or too long period is a 400. */
export function settlementPeriod(from: string, to: string): { start: Date; end: Date } {
  const problem = settlementPeriodProblem(from, to);
  if (problem) throw new AppError(problem, { from, to, max: SETTLEMENT_MAX_DAYS });
  return { start: fromClinic(ymdFromIso(from), 0), end: fromClinic(addDays(ymdFromIso(to), 1), 0) };
}

/**
 * Money movements dated in [start, end); no start: from the beginning. What a CREDIT or POINT balance
 * paid is not money received (the credit's money was, when it was topped up): the ledger summary shows it.
 */
export function movementsDated(start: Date | null, end: Date): SQL {
  const money = isNull(dealPayment.fromBalance);
  return start ? and(money, gte(dealPayment.at, start), lt(dealPayment.at, end))! : and(money, lt(dealPayment.at, end))!;
}

/** The count and the net cents of the movements dated in [start, end) (a close's totals). */
export async function movementTotals(tx: Tx | Db, start: Date | null, end: Date): Promise<SettlementSum> {
  const [r] = await tx.select({ count: count(), cents: sql<string>`coalesce(sum(${dealPayment.cents}), 0)` }).from(dealPayment).where(movementsDated(start, end));
  return { count: Number(r?.count ?? 0), cents: Number(r?.cents ?? 0) };
}

const plan = alias(servicePlan, 'item_plan');
const therapist = alias(staff, 'therapist');
const mover = alias(userAccount, 'mover');
const placeOf = sql`coalesce(${event.placeId}, ${booking.placeId})`;
const utc = (at: SQL | typeof dealPayment.at) => sql`(${at} at time zone 'UTC')`;

/** The period's movements with what each was for and where: every group below sums this one set. */
function movements(db: Db, start: Date, end: Date) {
  return db
    .select({
      paymentId: sql<string | number>`${dealPayment.id}`.as('payment_id'),
      dealId: sql<string | number>`${deal.id}`.as('deal_id'),
      at: sql<string>`to_char(${utc(dealPayment.at)}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('at_iso'),
      day: sql<string>`to_char(${utc(dealPayment.at)} + make_interval(hours => ${CLINIC_UTC_OFFSET_HOURS}::int), 'YYYY-MM-DD')`.as('day'),
      cents: sql<number>`${dealPayment.cents}`.as('cents'),
      // Money rows only (movementsDated): the method is always there.
      method: sql<PaymentMethod>`${dealPayment.method}`.as('method'),
      kind: sql<DealKind>`${deal.kind}`.as('kind'),
      placeId: sql<number | null>`${placeOf}`.as('place_id'),
      placeName: sql<LocalizedText | null>`${place.name}`.as('place_name'),
      therapistId: sql<number | null>`${booking.therapistId}`.as('therapist_id'),
      therapistName: sql<LocalizedText | null>`${therapist.name}`.as('therapist_name'),
      itemId: sql<number | null>`case when ${deal.kind} = 'EVENT' then ${event.id} when ${deal.kind} in ('BOOKING', 'PACKAGE') then ${plan.id} end`.as('item_id'),
      itemTitle: sql<LocalizedText | null>`case when ${deal.kind} = 'EVENT' then ${event.title} when ${deal.kind} in ('BOOKING', 'PACKAGE') then ${plan.name} end`.as('item_title'),
      memberName: sql<string>`${member.fullname}`.as('member_name'),
      memberCode: sql<string>`${member.code}`.as('member_code'),
      staff: sql<string>`coalesce(${mover.account}, ${dealPayment.actorId})`.as('staff'),
      note: sql<string>`${dealPayment.note}`.as('note'),
    })
    .from(dealPayment)
    .innerJoin(deal, eq(deal.id, dealPayment.dealId))
    .leftJoin(eventRegistration, eq(eventRegistration.id, deal.eventRegistrationId))
    .leftJoin(event, eq(event.id, eventRegistration.eventId))
    .leftJoin(booking, eq(booking.id, deal.bookingId))
    .leftJoin(subscription, eq(subscription.dealId, deal.id))
    .leftJoin(plan, eq(plan.id, sql`coalesce(${booking.planId}, ${subscription.planId})`))
    .leftJoin(place, eq(place.id, placeOf))
    .leftJoin(therapist, eq(therapist.id, booking.therapistId))
    .innerJoin(member, eq(member.id, deal.memberId))
    .leftJoin(mover, eq(mover.id, dealPayment.actorId))
    .where(movementsDated(start, end))
    .as('movement');
}

const sumOf = (r: { count: number | string; cents: number | string }): SettlementSum => ({ count: Number(r.count), cents: Number(r.cents) });
const idOf = (v: number | string | null) => (v === null ? null : Number(v));

export async function settlementReport(db: Db, from: string, to: string): Promise<SettlementReport> {
  const { start, end } = settlementPeriod(from, to);
  const mv = movements(db, start, end);
  const sum = { count: count(), cents: sql<string>`coalesce(sum(${mv.cents}), 0)` };
  const byAmount = sql`sum(${mv.cents}) desc`;

  const [totals, received, refunded, byDay, byMethod, byPlace, byTherapist, byService, byKind, rows, ledger, through] = await Promise.all([
    db.select(sum).from(mv),
    db.select(sum).from(mv).where(sql`${mv.cents} > 0`),
    db.select(sum).from(mv).where(sql`${mv.cents} < 0`),
    db.select({ date: mv.day, ...sum }).from(mv).groupBy(mv.day).orderBy(asc(mv.day)),
    db.select({ method: mv.method, ...sum }).from(mv).groupBy(mv.method).orderBy(asc(mv.method)),
    db.select({ placeId: mv.placeId, name: mv.placeName, ...sum }).from(mv).groupBy(mv.placeId, mv.placeName).orderBy(asc(mv.placeId)),
    db.select({ therapistId: mv.therapistId, name: mv.therapistName, ...sum }).from(mv).groupBy(mv.therapistId, mv.therapistName).orderBy(byAmount, asc(mv.therapistId)),
    db.select({ kind: mv.kind, id: mv.itemId, title: mv.itemTitle, ...sum }).from(mv).groupBy(mv.kind, mv.itemId, mv.itemTitle).orderBy(byAmount, asc(mv.kind), asc(mv.itemId)),
    db.select({ kind: mv.kind, ...sum }).from(mv).groupBy(mv.kind).orderBy(asc(mv.kind)),
    db.select().from(mv).orderBy(asc(mv.at), asc(mv.paymentId)),
    db
      .select({ currency: ledgerMovement.currency, reason: ledgerMovement.reason, count: count(), delta: sql<string>`sum(${ledgerMovement.delta})` })
      .from(ledgerMovement)
      .where(and(gte(ledgerMovement.at, start), lt(ledgerMovement.at, end)))
      .groupBy(ledgerMovement.currency, ledgerMovement.reason)
      .orderBy(asc(ledgerMovement.currency), asc(ledgerMovement.reason)),
    closedThrough(db),
  ]);

  return {
    from,
    to,
    total: sumOf(totals[0]!),
    received: sumOf(received[0]!),
    refunded: sumOf(refunded[0]!),
    byDay: byDay.map((r) => ({ date: r.date, ...sumOf(r) })),
    byMethod: byMethod.map((r) => ({ method: r.method, ...sumOf(r) })),
    byPlace: byPlace.map((r) => ({ placeId: r.placeId, name: r.name, ...sumOf(r) })),
    byTherapist: byTherapist.map((r) => ({ therapistId: r.therapistId, name: r.name, ...sumOf(r) })),
    byService: byService.map((r) => ({ kind: r.kind, id: r.id, title: r.title, ...sumOf(r) })),
    byKind: byKind.map((r) => ({ kind: r.kind, ...sumOf(r) })),
    rows: rows.map((r) => ({
      paymentId: Number(r.paymentId),
      dealId: Number(r.dealId),
      at: r.at,
      member: { name: r.memberName, code: r.memberCode },
      item: { kind: r.kind, id: idOf(r.itemId), title: r.itemTitle },
      place: r.placeId !== null && r.placeName ? { id: r.placeId, name: r.placeName } : null,
      therapist: r.therapistId !== null && r.therapistName ? { id: r.therapistId, name: r.therapistName } : null,
      method: r.method,
      cents: r.cents,
      staff: r.staff,
      note: r.note,
    })),
    ledger: ledger.map((r) => ({ currency: r.currency, reason: r.reason, count: Number(r.count), delta: Number(r.delta) })),
    closedThrough: through === null ? null : isoFromYmd(through),
  };
}
