import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { role, userAccount, userRole } from '../../db/schema/accounts';
import { isStaff } from '../../../common/permissions';
import { canAny } from '../../../common/permissions';

/** Staff accounts a room can be assigned to: active back-office users who may read chat. */
export async function listChatStaff(db: Db): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: userAccount.id, account: userAccount.account, code: role.code, permissions: role.permissions })
    .from(userAccount)
    .innerJoin(userRole, eq(userRole.userId, userAccount.id))
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(and(isNull(userAccount.deletedAt), eq(userAccount.isLocked, false)));
  const byUser = new Map<string, { name: string; roles: string[]; permissions: string[] }>();
  for (const r of rows) {
    const u = byUser.get(r.id) ?? { name: r.account ?? r.id, roles: [], permissions: [] };
    u.roles.push(r.code);
    u.permissions.push(...r.permissions);
    byUser.set(r.id, u);
  }
  return [...byUser]
    .filter(([, u]) => isStaff(u) && canAny(u.permissions, 'CHAT', 'VIEW,EDIT'))
    .map(([id, u]) => ({ id, name: u.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
