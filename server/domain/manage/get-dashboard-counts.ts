import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import { CLINIC_UTC_OFFSET_HOURS } from '../../../common/constants';
import type { Db } from '../../db/client';
import { member, operationLog, role, userAccount, userRole } from '../../db/schema/accounts';
import { MEMBER_ROLE_CODES } from './role-rules';

/** The back-office home's numbers: a handful of counts, each one query on indexed or small tables. */
export async function getDashboardCounts(db: Db, now = new Date()) {
  const offsetMs = CLINIC_UTC_OFFSET_HOURS * 3_600_000;
  const todayStart = new Date(Math.floor((now.getTime() + offsetMs) / 86_400_000) * 86_400_000 - offsetMs);
  const staffCodes = sql.join(MEMBER_ROLE_CODES.map((c) => sql`${c}`), sql`, `);
  const [[members], [staff], [locked], [roles], [today]] = await Promise.all([
    db.select({ n: count() }).from(member).innerJoin(userAccount, eq(userAccount.id, member.id)).where(isNull(userAccount.deletedAt)),
    db
      .select({ n: sql<number>`count(distinct ${userRole.userId})` })
      .from(userRole)
      .innerJoin(role, eq(role.id, userRole.roleId))
      .innerJoin(userAccount, eq(userAccount.id, userRole.userId))
      .where(and(isNull(userAccount.deletedAt), sql`${role.code} not in (${staffCodes})`)),
    db.select({ n: count() }).from(userAccount).where(and(eq(userAccount.isLocked, true), isNull(userAccount.deletedAt))),
    db.select({ n: count() }).from(role),
    db.select({ n: count() }).from(operationLog).where(gte(operationLog.createdAt, todayStart)),
  ]);
  return {
    members: Number(members?.n ?? 0),
    staff: Number(staff?.n ?? 0),
    locked: Number(locked?.n ?? 0),
    roles: Number(roles?.n ?? 0),
    operationsToday: Number(today?.n ?? 0),
  };
}
export type DashboardCounts = Awaited<ReturnType<typeof getDashboardCounts>>;
