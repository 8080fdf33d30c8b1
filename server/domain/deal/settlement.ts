import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { addDays, fromClinic, ymdFromIso } from '../../../common/clinic-time';
import { CLINIC_UTC_OFFSET_HOURS } from '../../../common/constants';
import type { LocalizedText } from '../../../common/i18n-config';
import { SETTLEMENT_MAX_DAYS, settlementPeriodProblem, type SettlementReport, type SettlementSum } from '../../../common/settlement.schema';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { event, place } from '../../db/schema/content';
import { deal } from '../../db/schema/deal';
import { eventRegistration } from '../../db/schema/event-registration';
import { AppError } from '../app-error';

/**
 * The settlement report (docs/deals.md "Settlement"): the payments received in a period of clinic
 * dates — deals in ACCEPT whose paid_at falls in [from, to] (both ends inclusive, clinic time) —
 * in total and grouped by clinic day, method, place and item. Every group is summed by the
 * database (sum/count … group by); only `rows` is the list itself.
 */

/** The instants [start, end) of a period of clinic dates; a bad or too long period is a 400. */
export function settlementPeriod(from: string, to: string): { start: Date; end: Date } {
  const problem = settlementPeriodProblem(from, to);
  if (problem) throw new AppError(problem, { from, to, max: SETTLEMENT_MAX_DAYS });
  return { start: fromClinic(ymdFromIso(from), 0), end: fromClinic(addDays(ymdFromIso(to), 1), 0) };
}

/** The clinic date (YYYY-MM-DD) of the payment. */
const paidDay = sql<string>`to_char((${deal.paidAt} at time zone 'UTC') + make_interval(hours => ${CLINIC_UTC_OFFSET_HOURS}::int), 'YYYY-MM-DD')`;

export async function settlementReport(db: Db, from: string, to: string): Promise<SettlementReport> {
  const { start, end } = settlementPeriod(from, to);
  const inPeriod: SQL = and(eq(deal.state, 'ACCEPT'), gte(deal.paidAt, start), lt(deal.paidAt, end))!;
  // The payments of the period with what they were for (the event) and where: every group below
  // sums this same set, so the groups add up to the total.
  const paid = db
    .select({
      cents: deal.paidCents, method: deal.method, day: paidDay.as('day'),
      eventId: sql<number>`${event.id}`.as('event_id'), title: sql<LocalizedText>`${event.title}`.as('title'),
      placeId: sql<number | null>`${place.id}`.as('place_id'), placeName: sql<LocalizedText | null>`${place.name}`.as('place_name'),
    })
    .from(deal)
    .innerJoin(eventRegistration, eq(eventRegistration.id, deal.eventRegistrationId))
    .innerJoin(event, eq(event.id, eventRegistration.eventId))
    .leftJoin(place, eq(place.id, event.placeId))
    .where(inPeriod)
    .as('paid');
  const sum = { count: count(), cents: sql<number>`coalesce(sum(${paid.cents}), 0)`.mapWith(Number) };
  const sumOf = (r: SettlementSum): SettlementSum => ({ count: Number(r.count), cents: Number(r.cents) });

  const [totals, byDay, byMethod, byPlace, byItem, rows] = await Promise.all([
    db.select(sum).from(paid),
    db.select({ date: paid.day, ...sum }).from(paid).groupBy(paid.day).orderBy(asc(paid.day)),
    db.select({ method: paid.method, ...sum }).from(paid).groupBy(paid.method).orderBy(asc(paid.method)),
    db.select({ placeId: paid.placeId, name: paid.placeName, ...sum }).from(paid).groupBy(paid.placeId, paid.placeName).orderBy(asc(paid.placeId)),
    db.select({ id: paid.eventId, title: paid.title, ...sum }).from(paid).groupBy(paid.eventId, paid.title).orderBy(sql`sum(${paid.cents}) desc`, asc(paid.eventId)),
    db
      .select({
        dealId: deal.id, paidAt: deal.paidAt, memberName: member.fullname, memberCode: member.code,
        eventId: event.id, title: event.title, placeId: place.id, placeName: place.name,
        method: deal.method, cents: deal.paidCents, approver: userAccount.account, approverId: deal.approver,
      })
      .from(deal)
      .innerJoin(eventRegistration, eq(eventRegistration.id, deal.eventRegistrationId))
      .innerJoin(event, eq(event.id, eventRegistration.eventId))
      .leftJoin(place, eq(place.id, event.placeId))
      .innerJoin(member, eq(member.id, deal.memberId))
      .leftJoin(userAccount, eq(userAccount.id, deal.approver))
      .where(inPeriod)
      .orderBy(asc(deal.paidAt), asc(deal.id)),
  ]);

  return {
    from,
    to,
    total: sumOf(totals[0] ?? { count: 0, cents: 0 }),
    byDay: byDay.map((r) => ({ date: r.date, ...sumOf(r) })),
    byMethod: byMethod.map((r) => ({ method: r.method, ...sumOf(r) })),
    byPlace: byPlace.map((r) => ({ placeId: r.placeId, name: r.name, ...sumOf(r) })),
    byItem: byItem.map((r) => ({ kind: 'EVENT' as const, id: r.id, title: r.title, ...sumOf(r) })),
    rows: rows.map((r) => ({
      dealId: r.dealId,
      paidAt: r.paidAt!.toISOString(),
      member: { name: r.memberName, code: r.memberCode },
      item: { kind: 'EVENT' as const, id: r.eventId, title: r.title },
      place: r.placeId !== null && r.placeName ? { id: r.placeId, name: r.placeName } : null,
      method: r.method,
      cents: r.cents,
      approver: r.approverId ? (r.approver ?? r.approverId) : null,
    })),
  };
}
