import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { memberWindow } from '../../../common/clinic-time';
import { WAITLIST_OPEN_MAX, type WaitlistJoinInput, type WaitlistManageQuery } from '../../../common/waitlist';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { servicePlan, servicePlanStaff } from '../../db/schema/booking';
import { place, staff } from '../../db/schema/content';
import { waitlistEntry, waitlistOffer } from '../../db/schema/waitlist';
import type { Actor } from '../accounts/get-actor';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { withdrawEntryOffer } from './answer-offer';
import { offerAfterCommit } from './offer-freed-slot';
import type { WaitlistDeps } from './waitlist-deps';

const fieldError = (field: string, message = 'form.invalid') => new AppError('VALIDATION', { fields: [{ field, message }] });

/**
 * Puts the signed-in member on a waiting list: a bookable plan at a bookable place, dates inside
 * the member booking window, optionally a therapist online for that plan (400 VALIDATION on the
 * field otherwise; at most WAITLIST_OPEN_MAX open entries, 409 WAITLIST_FULL). Returns its id.
 */
export async function joinWaitlist(db: Db, actor: Actor, input: WaitlistJoinInput, now: Date): Promise<number> {
  if (!actor.member || !actor.member.isGood) throw new AppError('MEMBER_NOT_EFFECTIVE');
  const w = memberWindow(now);
  if (input.dateFrom < w.from || input.dateFrom > w.to) throw fieldError('dateFrom', 'booking:waitlist.error.outOfWindow');
  if (input.dateTo > w.to) throw fieldError('dateTo', 'booking:waitlist.error.outOfWindow');
  const [plan] = await db.select().from(servicePlan).where(and(eq(servicePlan.id, input.planId), eq(servicePlan.kind, 'basic'), eq(servicePlan.isEnabled, true)));
  if (!plan) throw fieldError('planId');
  const [p] = await db.select().from(place).where(and(eq(place.id, input.placeId), eq(place.isBookable, true)));
  if (!p) throw fieldError('placeId');
  if (input.therapistId !== null) {
    const [th] = await db
      .select({ id: staff.id, bookCfg: staff.bookCfg })
      .from(staff)
      .innerJoin(servicePlanStaff, and(eq(servicePlanStaff.staffId, staff.id), eq(servicePlanStaff.planId, input.planId)))
      .where(eq(staff.id, input.therapistId));
    if (!th || !th.bookCfg.isEnable) throw fieldError('therapistId');
  }
  return db.transaction(async (tx) => {
    // Serialises one member's joins so the cap holds under concurrent requests.
    await tx.select({ id: member.id }).from(member).where(eq(member.id, actor.id)).for('update');
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(waitlistEntry).where(and(eq(waitlistEntry.memberId, actor.id), eq(waitlistEntry.state, 'WAITING')));
    if (Number(n) >= WAITLIST_OPEN_MAX) throw new AppError('WAITLIST_FULL', { max: WAITLIST_OPEN_MAX });
    const [row] = await tx.insert(waitlistEntry).values({ memberId: actor.id, ...input, createdAt: now, updatedAt: now }).returning();
    return row!.id;
  });
}

/** Takes the member off one of their waiting lists (another member's entry is "not found"); an open offer goes to the next member. */
export async function leaveWaitlist(db: Db, deps: WaitlistDeps, actor: Actor, entryId: number): Promise<void> {
  const now = deps.now();
  const freed = await db.transaction(async (tx) => {
    const [e] = await tx.select().from(waitlistEntry).where(eq(waitlistEntry.id, entryId)).for('update');
    if (!e || e.memberId !== actor.id) throw new AppError('NOT_FOUND');
    if (e.state !== 'WAITING') throw new AppError('WAITLIST_ENTRY_CLOSED');
    await tx.update(waitlistEntry).set({ state: 'LEFT', updatedAt: now }).where(eq(waitlistEntry.id, entryId));
    return withdrawEntryOffer(tx, entryId, now);
  });
  if (freed) await offerAfterCommit(db, deps, freed);
}

/** Staff take a member off a waiting list (409 WAITLIST_ENTRY_CLOSED unless waiting); logged; an open offer goes to the next member. */
export async function removeWaitlistEntry(db: Db, deps: WaitlistDeps, ctx: ManageCtx, entryId: number, reason: string): Promise<void> {
  const now = deps.now();
  const freed = await db.transaction(async (tx) => {
    const [e] = await tx.select().from(waitlistEntry).where(eq(waitlistEntry.id, entryId)).for('update');
    if (!e) throw new AppError('NOT_FOUND');
    if (e.state !== 'WAITING') throw new AppError('WAITLIST_ENTRY_CLOSED');
    const [after] = await tx.update(waitlistEntry).set({ state: 'REMOVED', reason, updatedAt: now }).where(eq(waitlistEntry.id, entryId)).returning();
    const slot = await withdrawEntryOffer(tx, entryId, now);
    await recordOperation(tx, ctx, { action: 'WAITLIST_REMOVE', resource: 'BOOKING', resourceId: entryId, before: e, after: { ...after, withdrawnOffer: slot } });
    return slot;
  });
  if (freed) await offerAfterCommit(db, deps, freed);
}

const therapist = aliasedTable(staff, 'wl_therapist');

/** Entries with plan, place and therapist names (all three languages) and their offers, newest offer first. */
async function presentEntries(db: Db, where: SQL | undefined, opts: { withMember: boolean; limit: number }) {
  const rows = await db
    .select({ e: waitlistEntry, plan: servicePlan.name, place: place.name, therapist: therapist.name, memberName: member.fullname, memberCode: member.code, memberPhone: userAccount.phone })
    .from(waitlistEntry)
    .innerJoin(servicePlan, eq(servicePlan.id, waitlistEntry.planId))
    .innerJoin(place, eq(place.id, waitlistEntry.placeId))
    .innerJoin(member, eq(member.id, waitlistEntry.memberId))
    .innerJoin(userAccount, eq(userAccount.id, waitlistEntry.memberId))
    .leftJoin(therapist, eq(therapist.id, waitlistEntry.therapistId))
    .where(where)
    .orderBy(asc(waitlistEntry.createdAt), asc(waitlistEntry.id))
    .limit(opts.limit);
  const ids = rows.map((r) => r.e.id);
  const offers = ids.length
    ? await db.select({ o: waitlistOffer, therapist: staff.name }).from(waitlistOffer).innerJoin(staff, eq(staff.id, waitlistOffer.therapistId)).where(inArray(waitlistOffer.entryId, ids)).orderBy(desc(waitlistOffer.id))
    : [];
  return rows.map((r) => ({
    id: r.e.id,
    planId: r.e.planId,
    plan: r.plan,
    placeId: r.e.placeId,
    place: r.place,
    therapistId: r.e.therapistId,
    therapist: r.therapist,
    dateFrom: r.e.dateFrom,
    dateTo: r.e.dateTo,
    dayParts: r.e.dayParts,
    timeFrom: r.e.timeFrom,
    timeTo: r.e.timeTo,
    state: r.e.state,
    createdAt: r.e.createdAt.toISOString(),
    ...(opts.withMember ? { member: { id: r.e.memberId, name: r.memberName, code: r.memberCode, phone: r.memberPhone ?? '' }, reason: r.e.reason } : {}),
    offers: offers
      .filter((o) => o.o.entryId === r.e.id)
      .map(({ o, therapist: th }) => ({
        id: o.id,
        therapist: th,
        date: o.date,
        start: o.start,
        end: o.end,
        state: o.state,
        expiresAt: o.expiresAt.toISOString(),
        bookingId: o.bookingId,
      })),
  }));
}
export type PresentedWaitlistEntry = Awaited<ReturnType<typeof presentEntries>>[number];

/** The member's own waiting lists (waiting ones first, then the rest, at most 50), each with its offers. */
export async function listMyWaitlist(db: Db, memberId: string) {
  const rows = await presentEntries(db, eq(waitlistEntry.memberId, memberId), { withMember: false, limit: 200 });
  const order = (s: string) => (s === 'WAITING' ? 0 : 1);
  return rows.sort((a, b) => order(a.state) - order(b.state)).slice(0, 50);
}

/** Back-office list: every entry, filtered by member name or code, plan, place and state (oldest first, at most 500). */
export async function listWaitlistForStaff(db: Db, q: WaitlistManageQuery) {
  const like = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    like ? or(ilike(member.fullname, like), ilike(member.code, like.replace(/[\s-]/g, '').toUpperCase())) : undefined,
    q.planId ? eq(waitlistEntry.planId, q.planId) : undefined,
    q.placeId ? eq(waitlistEntry.placeId, q.placeId) : undefined,
    q.state ? eq(waitlistEntry.state, q.state) : undefined,
  );
  return presentEntries(db, where, { withMember: true, limit: 500 });
}
