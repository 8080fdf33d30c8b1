import { asc, count } from 'drizzle-orm';
import { isAdmin } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { role, userRole } from '../../db/schema/accounts';

/** Every role with its permission count (spec §6 role summary) and how many users hold it. */
export async function listRoles(db: Db) {
  const [roles, holders] = await Promise.all([
    db.select().from(role).orderBy(asc(role.id)),
    db.select({ roleId: userRole.roleId, n: count() }).from(userRole).groupBy(userRole.roleId),
  ]);
  const byRole = new Map(holders.map((h) => [h.roleId, Number(h.n)]));
  return roles.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    permissions: r.permissions,
    permissionCount: r.permissions.length,
    /** Holds WEB_ADMIN: every permission. */
    isAdmin: isAdmin(r.permissions),
    isSystem: r.isSystem,
    userCount: byRole.get(r.id) ?? 0,
    updatedAt: r.updatedAt.toISOString(),
  }));
}
export type RoleSummary = Awaited<ReturnType<typeof listRoles>>[number];

