import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, role, userAccount, userRole } from '../../db/schema/accounts';
import type { UserListQuery } from './manage.schema';
import { accountSearch } from '../shared/account-search';
import { paginate, sortedPage } from '../shared/paginate';
import { MEMBER_ROLE_CODES } from './role-rules';

/** Holds a role other than member/patient (the same rule as staff sign-in). */
const isStaffSql = sql<boolean>`exists (select 1 from ${userRole} ur join ${role} r on r.id = ur.role_id where ur.user_id = ${userAccount.id} and r.code not in (${sql.join(MEMBER_ROLE_CODES.map((c) => sql`${c}`), sql`, `)}))`;

/** Holds a role granting any WEB_ADMIN permission (spec §6 admin status). */
const isAdminSql = sql<boolean>`exists (select 1 from ${userRole} ur join ${role} r on r.id = ur.role_id where ur.user_id = ${userAccount.id} and exists (select 1 from jsonb_array_elements_text(r.permissions) p where p like 'WEB\_ADMIN%'))`;

/** Staff and members, searched (account, phone, e-mail, name, member code), filtered, sorted and paginated (the query parsed with userListQuery). */
export async function listUsers(db: Db, query: UserListQuery) {
  const where: SQL[] = [];
  if (query.q) where.push(accountSearch(query.q));
  if (query.kind === 'staff') where.push(isStaffSql);
  if (query.kind === 'member') where.push(isNotNull(member.id));
  if (query.kind === 'admin') where.push(isAdminSql);
  if (query.status === 'active') where.push(and(eq(userAccount.isLocked, false), isNull(userAccount.deletedAt))!);
  if (query.status === 'locked') where.push(and(eq(userAccount.isLocked, true), isNull(userAccount.deletedAt))!);
  if (query.status === 'deleted') where.push(isNotNull(userAccount.deletedAt));
  if (query.roleId) where.push(sql`exists (select 1 from ${userRole} ur where ur.user_id = ${userAccount.id} and ur.role_id = ${query.roleId})`);
  const condition = where.length ? and(...where) : undefined;

  const column = {
    account: userAccount.account,
    phone: userAccount.phone,
    email: userAccount.email,
    name: member.fullname,
    createdAt: userAccount.createdAt,
    lastLoginAt: userAccount.lastLoginAt,
  }[query.sort];

  const [totalRow] = await db.select({ n: count() }).from(userAccount).leftJoin(member, eq(member.id, userAccount.id)).where(condition);
  const total = Number(totalRow?.n ?? 0);
  const select = db
    .select({
      id: userAccount.id,
      account: userAccount.account,
      phone: userAccount.phone,
      email: userAccount.email,
      lng: userAccount.lng,
      isLocked: userAccount.isLocked,
      deletedAt: userAccount.deletedAt,
      lastLoginAt: userAccount.lastLoginAt,
      createdAt: userAccount.createdAt,
      fullname: member.fullname,
      nickname: member.nickname,
      memberCode: member.code,
      isStaff: isStaffSql,
    })
    .from(userAccount)
    .leftJoin(member, eq(member.id, userAccount.id))
    .where(condition)
    .$dynamic();
  const rows = await sortedPage(select, column, userAccount.id, query);

  const links = rows.length
    ? await db
        .select({ userId: userRole.userId, id: role.id, code: role.code, name: role.name })
        .from(userRole)
        .innerJoin(role, eq(role.id, userRole.roleId))
        .where(inArray(userRole.userId, rows.map((r) => r.id)))
        .orderBy(asc(role.id))
    : [];
  return {
    rows: rows.map((r) => ({
      id: r.id,
      account: r.account,
      phone: r.phone,
      email: r.email,
      lng: r.lng,
      name: r.fullname,
      nickname: r.nickname,
      memberCode: r.memberCode,
      isMember: r.fullname !== null,
      isStaff: Boolean(r.isStaff),
      isLocked: r.isLocked,
      deletedAt: r.deletedAt?.toISOString() ?? null,
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      roles: links.filter((l) => l.userId === r.id).map((l) => ({ id: l.id, code: l.code, name: l.name })),
    })),
    pagination: paginate(query.page, query.pageSize, total),
  };
}
export type UserListRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];
