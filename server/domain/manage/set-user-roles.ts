import { and, eq, inArray } from 'drizzle-orm';
import { ROLE_CODES } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { userAccount, userRole } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { assertHoldsAll, getRolesOrThrow, MEMBER_ROLE_CODES } from './role-rules';
import { assertMayTarget, getUserOrThrow, recordUserChange } from './user-rules';

/**
 * Replaces a user's roles and logs before/after. At least one role (spec §5); the member and
 * patient roles follow registration; only roles whose permissions the actor holds may be added or removed.
 */
export async function setUserRoles(db: Db, ctx: ManageCtx, userId: string, roleIds: number[]): Promise<void> {
  if (roleIds.length === 0) throw new AppError('ROLE_REQUIRED');
  await db.transaction(async (tx) => {
    const user = await getUserOrThrow(tx, userId);
    assertMayTarget(ctx, user, 'ADMIN_EDIT');
    const next = await getRolesOrThrow(tx, roleIds);
    const nextIds = new Set(next.map((r) => r.id));
    const currentIds = new Set(user.roles.map((r) => r.id));
    const added = next.filter((r) => !currentIds.has(r.id));
    const removed = user.roles.filter((r) => !nextIds.has(r.id));
    if (added.length === 0 && removed.length === 0) return;
    for (const r of added) if (MEMBER_ROLE_CODES.includes(r.code) && !user.isMember) throw new AppError('MEMBER_ROLE_FIXED', { code: r.code });
    for (const r of removed) if (r.code === ROLE_CODES.MEMBER && user.isMember) throw new AppError('MEMBER_ROLE_FIXED', { code: r.code });
    assertHoldsAll(ctx.actor, [...added, ...removed].flatMap((r) => r.permissions));

    if (removed.length) await tx.delete(userRole).where(and(eq(userRole.userId, userId), inArray(userRole.roleId, removed.map((r) => r.id))));
    if (added.length) await tx.insert(userRole).values(added.map((r) => ({ userId, roleId: r.id })));
    await tx.update(userAccount).set({ updatedAt: new Date() }).where(eq(userAccount.id, userId));
    await recordUserChange(tx, ctx, 'SET_ROLES', user, { roles: next });
  });
}
