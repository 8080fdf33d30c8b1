import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { role, userRole } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { assertHoldsAll, getRoleOrThrow, roleSnapshot } from './role-rules';

/** Deletes a role that is not built in and that nobody holds (deleted accounts included), and logs it. */
export async function deleteRole(db: Db, ctx: ManageCtx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getRoleOrThrow(tx, id);
    if (before.isSystem) throw new AppError('ROLE_SYSTEM', { code: before.code });
    assertHoldsAll(ctx.actor, before.permissions);
    const [held] = await tx.select({ n: count() }).from(userRole).where(eq(userRole.roleId, id));
    const holders = Number(held?.n ?? 0);
    if (holders > 0) throw new AppError('ROLE_IN_USE', { count: holders });
    await tx.delete(role).where(eq(role.id, id));
    await recordOperation(tx, ctx, { action: 'DELETE', resource: 'ROLE', resourceId: id, before: roleSnapshot(before), after: null });
  });
}
