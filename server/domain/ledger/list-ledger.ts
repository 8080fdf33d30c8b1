import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { LEDGER_CURRENCIES } from '../../../common/deal-rules';
import type { LedgerBalances, LedgerBookingRef, LedgerMovementView, LedgerPage, LedgerQuery, MemberLedger, PointRule, StaffLedger } from '../../../common/ledger.schema';
import type { Db } from '../../db/client';
import { booking, servicePlan } from '../../db/schema/booking';
import { deal, ledgerMovement, memberBalance } from '../../db/schema/deal';
import { getSiteSettings } from '../content/get-site-settings';
import { accountNames, presentSubject, selectDeals } from '../deal/present-deal';
import { memberRow } from '../members/get-member';
import { paginate } from '../shared/paginate';
import type { Tx } from '../shared/manage-context';
import type { LedgerMovementRow } from './post-movement';

/** How many of the member's latest bookings the staff screen offers to tie a spend to. */
export const LEDGER_BOOKING_CHOICES = 20;

/** A member's CREDIT and POINT balances now (0 before the first movement). */
export async function ledgerBalances(db: Db | Tx, memberId: string): Promise<LedgerBalances> {
  const rows = await db.select({ currency: memberBalance.currency, balance: memberBalance.balance }).from(memberBalance).where(eq(memberBalance.memberId, memberId));
  const out = Object.fromEntries(LEDGER_CURRENCIES.map((c) => [c, 0])) as LedgerBalances;
  for (const r of rows) out[r.currency] = r.balance;
  return out;
}

/** What a point is worth and how points are earned, from the site settings. */
async function pointRule(db: Db): Promise<PointRule> {
  const s = await getSiteSettings(db);
  return { valueCents: s.pointValueCents, earnCents: s.pointEarnCents };
}

const bookingRef = { id: booking.id, startsAt: booking.startsAt, title: servicePlan.name };
const presentBookingRef = (b: { id: number; startsAt: Date; title: LedgerBookingRef['title'] }): LedgerBookingRef => ({ id: b.id, title: b.title, startsAt: b.startsAt.toISOString() });

/**
 * Movements as lists show them: what each is tied to (the deal and what it was for, the booking's
 * plan and time) read for the whole page at once, and for staff who posted it.
 */
export async function presentMovements(db: Db, rows: LedgerMovementRow[], forStaff: boolean): Promise<LedgerMovementView[]> {
  const dealIds = [...new Set(rows.map((r) => r.dealId).filter((x): x is number => x !== null))];
  const bookingIds = [...new Set(rows.map((r) => r.bookingId).filter((x): x is number => x !== null))];
  const [deals, bookings, names] = await Promise.all([
    dealIds.length ? selectDeals(db).where(inArray(deal.id, dealIds)) : [],
    bookingIds.length ? db.select(bookingRef).from(booking).innerJoin(servicePlan, eq(servicePlan.id, booking.planId)).where(inArray(booking.id, bookingIds)) : [],
    forStaff ? accountNames(db, rows.map((r) => r.actorId)) : new Map<string, string>(),
  ]);
  const dealById = new Map(deals.map((d) => [d.deal.id, { id: d.deal.id, kind: d.deal.kind, title: presentSubject(d).title }]));
  const bookingById = new Map(bookings.map((b) => [b.id, presentBookingRef(b)]));
  return rows.map((r) => ({
    id: r.id,
    currency: r.currency,
    delta: r.delta,
    balanceAfter: r.balanceAfter,
    reason: r.reason,
    note: r.note,
    at: r.at.toISOString(),
    deal: r.dealId === null ? null : (dealById.get(r.dealId) ?? null),
    booking: r.bookingId === null ? null : (bookingById.get(r.bookingId) ?? null),
    ...(forStaff ? { by: r.actorId ? (names.get(r.actorId) ?? null) : null } : {}),
  }));
}

/** A member's movements of one currency or both, newest first, one page. */
async function listMovements(db: Db, memberId: string, q: LedgerQuery, forStaff: boolean): Promise<LedgerPage> {
  const where = and(eq(ledgerMovement.memberId, memberId), q.currency ? eq(ledgerMovement.currency, q.currency) : undefined);
  const [total] = await db.select({ n: count() }).from(ledgerMovement).where(where);
  const rows = await db.select().from(ledgerMovement).where(where).orderBy(desc(ledgerMovement.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return { items: await presentMovements(db, rows, forStaff), pagination: paginate(q.page, q.pageSize, Number(total?.n ?? 0)) };
}

/** "My balances": the member's own balances, what a point is worth and their movements. */
export async function getMemberLedger(db: Db, memberId: string, q: LedgerQuery): Promise<MemberLedger> {
  const [balances, points, movements] = await Promise.all([ledgerBalances(db, memberId), pointRule(db), listMovements(db, memberId, q, false)]);
  return { balances, points, movements };
}

/** One member's ledger for staff (NOT_FOUND for an id that is no member): who, balances, movements with who posted them, bookings to tie a spend to. */
export async function getStaffLedger(db: Db, memberId: string, q: LedgerQuery): Promise<StaffLedger> {
  const { m } = await memberRow(db, memberId);
  const [balances, points, movements, bookings] = await Promise.all([
    ledgerBalances(db, memberId),
    pointRule(db),
    listMovements(db, memberId, q, true),
    db.select(bookingRef).from(booking).innerJoin(servicePlan, eq(servicePlan.id, booking.planId)).where(eq(booking.memberId, memberId)).orderBy(desc(booking.startsAt), desc(booking.id)).limit(LEDGER_BOOKING_CHOICES),
  ]);
  return { member: { id: m.id, name: m.fullname, code: m.code }, balances, points, movements, bookings: bookings.map(presentBookingRef) };
}
