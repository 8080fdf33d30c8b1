import { and, count, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { ManagePackageRow, ManagePackagesQuery, MemberPackage, PackageSummary } from '../../../common/package.schema';
import { sessionsLeft } from '../../../common/package-rules';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { booking, servicePlan } from '../../db/schema/booking';
import { deal, subscription, subscriptionUse } from '../../db/schema/deal';
import { AppError } from '../app-error';
import { accountSearch } from '../shared/account-search';
import { paginate } from '../shared/paginate';

/** Packages with their plan's name, their deal's state and their member, for the member's list and the staff list. */
function selectPackages(db: Db) {
  return db
    .select({ sub: subscription, title: deal.itemTitle, dealState: deal.state, planName: servicePlan.name, planRenews: servicePlan.packageRenews, memberName: member.fullname, memberCode: member.code, memberPhone: userAccount.phone })
    .from(subscription)
    .innerJoin(deal, eq(deal.id, subscription.dealId))
    .innerJoin(servicePlan, eq(servicePlan.id, subscription.planId))
    .innerJoin(member, eq(member.id, subscription.memberId))
    .innerJoin(userAccount, eq(userAccount.id, subscription.memberId))
    .$dynamic();
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectPackages>['execute']>>[number];

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The JSON a package leaves the server as (docs/packages.md). */
export function presentPackage(r: Joined): PackageSummary {
  const s = r.sub;
  // Canceled before it was paid: its period is empty (cancel-package.ts), so it shows none.
  const inEffect = s.startsAt && s.expiresAt && s.expiresAt > s.startsAt;
  return {
    id: s.id,
    state: s.state,
    title: r.title ?? r.planName,
    plan: { id: s.planId, name: r.planName },
    sessions: s.sessions,
    carried: s.carried,
    used: s.used,
    // What can still be drawn: nothing once ended (a renewal's unused sessions live on in the new package).
    left: s.state === 'PAID' || s.state === 'CREATED' ? sessionsLeft(s) : 0,
    priceCents: s.priceCents,
    validDays: s.validDays,
    startsAt: inEffect ? iso(s.startsAt) : null,
    expiresAt: inEffect ? iso(s.expiresAt) : null,
    endedAt: iso(s.endedAt),
    endReason: s.endReason,
    createdAt: s.createdAt.toISOString(),
    deal: { id: s.dealId, state: r.dealState },
    renews: s.renews && (s.state === 'PAID' || s.state === 'CREATED'),
    renewable: r.planRenews && (s.state === 'PAID' || s.state === 'CREATED'),
    renewalOf: s.renewalOf,
  };
}

const manageRow = (r: Joined): ManagePackageRow => ({ ...presentPackage(r), member: { id: r.sub.memberId, name: r.memberName, code: r.memberCode, phone: r.memberPhone ?? '' } });

/** "My packages": the member's packages, newest first, each with the bookings that drew on it. */
export async function listMemberPackages(db: Db, memberId: string): Promise<{ items: MemberPackage[] }> {
  const rows = await selectPackages(db).where(eq(subscription.memberId, memberId)).orderBy(desc(subscription.createdAt), desc(subscription.id)).limit(200);
  const uses = rows.length
    ? await db
        .select({ subscriptionId: subscriptionUse.subscriptionId, bookingId: subscriptionUse.bookingId, at: subscriptionUse.at, date: booking.date, start: booking.start })
        .from(subscriptionUse)
        .innerJoin(booking, eq(booking.id, subscriptionUse.bookingId))
        .where(inArray(subscriptionUse.subscriptionId, rows.map((r) => r.sub.id)))
        .orderBy(desc(subscriptionUse.id))
    : [];
  return {
    items: rows.map((r) => ({
      ...presentPackage(r),
      uses: uses.filter((u) => u.subscriptionId === r.sub.id).map((u) => ({ bookingId: u.bookingId, date: u.date, start: u.start, at: u.at.toISOString() })),
    })),
  };
}

/**
 * The staff packages list: filtered by state, plan and a search (member name, phone, member code),
 * newest first; with the plans to filter by (those sold as a package now or ever bought).
 */
export async function listManagePackages(db: Db, q: ManagePackagesQuery) {
  const where: SQL[] = [];
  if (q.state) where.push(eq(subscription.state, q.state));
  if (q.planId) where.push(eq(subscription.planId, q.planId));
  if (q.q) where.push(accountSearch(q.q));
  const condition = where.length ? and(...where) : undefined;
  const [total] = await db
    .select({ n: count() })
    .from(subscription)
    .innerJoin(member, eq(member.id, subscription.memberId))
    .innerJoin(userAccount, eq(userAccount.id, subscription.memberId))
    .where(condition);
  const rows = await selectPackages(db).where(condition).orderBy(desc(subscription.createdAt), desc(subscription.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  const bought = db.selectDistinct({ id: subscription.planId }).from(subscription);
  const plans = await db
    .select({ id: servicePlan.id, name: servicePlan.name })
    .from(servicePlan)
    .where(or(isNotNull(servicePlan.packageSessions), inArray(servicePlan.id, bought)))
    .orderBy(servicePlan.sort, servicePlan.id);
  const items = rows.map(manageRow);
  return { items, plans, pagination: paginate(q.page, q.pageSize, Number(total?.n ?? 0)) };
}

/** One package as the staff list shows it (NOT_FOUND when there is none). */
export async function getManagePackage(db: Db, id: number): Promise<ManagePackageRow> {
  const [r] = await selectPackages(db).where(eq(subscription.id, id));
  if (!r) throw new AppError('NOT_FOUND', { resource: 'package', id });
  return manageRow(r);
}
