import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { CLINIC_UTC_OFFSET_HOURS } from '../../../common/constants';
import type { Db } from '../../db/client';
import { operationLog, userAccount } from '../../db/schema/accounts';
import type { OperationLogQuery } from '../manage/manage.schema';
import { paginate } from '../shared/paginate';

const DAY_MS = 86_400_000;

/** The instant a clinic day ("YYYY-MM-DD", UTC+8) starts. */
function clinicDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - CLINIC_UTC_OFFSET_HOURS * 3_600_000);
}

const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Operation-log rows, newest first, filtered by resource, action, actor and clinic-day range, paginated (the query parsed with operationLogQuery). */
export async function listOperationLog(db: Db, query: OperationLogQuery) {
  const where: SQL[] = [];
  if (query.resource) where.push(eq(operationLog.resource, query.resource));
  if (query.action) where.push(eq(operationLog.action, query.action));
  if (query.resourceId) where.push(eq(operationLog.resourceId, query.resourceId));
  if (query.actor) {
    const like = contains(query.actor);
    where.push(or(eq(operationLog.actorId, query.actor), ilike(userAccount.account, like), ilike(userAccount.phone, like), ilike(userAccount.email, like))!);
  }
  if (query.from) where.push(gte(operationLog.createdAt, clinicDayStart(query.from)));
  if (query.to) where.push(lt(operationLog.createdAt, new Date(clinicDayStart(query.to).getTime() + DAY_MS)));
  const condition = where.length ? and(...where) : undefined;

  const [totalRow] = await db.select({ n: count() }).from(operationLog).leftJoin(userAccount, eq(userAccount.id, operationLog.actorId)).where(condition);
  const total = Number(totalRow?.n ?? 0);
  const rows = await db
    .select()
    .from(operationLog)
    .leftJoin(userAccount, eq(userAccount.id, operationLog.actorId))
    .where(condition)
    .orderBy(desc(operationLog.createdAt), desc(operationLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    rows: rows.map(({ operation_log: o, user_account: a }) => ({
      id: o.id,
      action: o.action,
      resource: o.resource,
      resourceId: o.resourceId,
      before: o.before,
      after: o.after,
      ip: o.ip,
      createdAt: o.createdAt.toISOString(),
      actor: o.actorId ? { id: o.actorId, account: a?.account ?? null, phone: a?.phone ?? null } : null,
    })),
    pagination: paginate(query.page, query.pageSize, total),
  };
}
