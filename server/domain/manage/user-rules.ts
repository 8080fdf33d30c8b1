import { eq } from 'drizzle-orm';
import { can, isAdmin } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { member, role, userAccount, userRole } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import type { ManageCtx, Tx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';

/** An account with its roles and whether it has a member profile. */
export async function getUserOrThrow(db: Pick<Db, 'select'>, id: string) {
  const [u] = await db.select().from(userAccount).where(eq(userAccount.id, id));
  if (!u) throw new AppError('NOT_FOUND', { resource: 'user', id });
  const roles = await db
    .select({ id: role.id, code: role.code, permissions: role.permissions })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(eq(userRole.userId, id));
  const [m] = await db.select({ id: member.id }).from(member).where(eq(member.id, id));
  return { ...u, roles, isMember: !!m };
}
export type ManagedUser = Awaited<ReturnType<typeof getUserOrThrow>>;

/**
 * Who may act on an account: never yourself (no self-lockout), and an account holding WEB_ADMIN
 * only with the matching ADMIN_* permission (administrators hold it).
 */
export function assertMayTarget(ctx: ManageCtx, user: ManagedUser, adminPermission: 'ADMIN_EDIT' | 'ADMIN_DELETE'): void {
  if (user.id === ctx.actor.id) throw new AppError('CANNOT_TARGET_SELF');
  if (isAdmin(user.roles.flatMap((r) => r.permissions)) && !can(ctx.actor.permissions, adminPermission)) throw new AppError('FORBIDDEN');
}

/** What the operation log keeps of an account (never secrets). */
export function userSnapshot(u: Pick<ManagedUser, 'account' | 'phone' | 'email' | 'isLocked' | 'deletedAt' | 'lng'> & { roles: { code: string }[] }) {
  return {
    account: u.account,
    phone: u.phone,
    email: u.email,
    lng: u.lng,
    isLocked: u.isLocked,
    deletedAt: u.deletedAt ? u.deletedAt.toISOString() : null,
    roles: u.roles.map((r) => r.code).sort(),
  };
}

/** Logs a change to an account: its snapshot before, and after `change` is applied to it. */
export function recordUserChange(tx: Tx, ctx: ManageCtx, action: string, user: ManagedUser, change: Partial<ManagedUser>): Promise<void> {
  return recordOperation(tx, ctx, { action, resource: 'USER', resourceId: user.id, before: userSnapshot(user), after: userSnapshot({ ...user, ...change }) });
}
