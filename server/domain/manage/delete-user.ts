import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema/accounts';
import { revokeAllSessions } from '../accounts/sessions';
import type { ManageCtx } from '../shared/manage-context';
import { assertMayTarget, getUserOrThrow, recordUserChange } from './user-rules';

/** Soft-deletes an account (deletedAt; recoverable), ends its sessions, and logs it. */
export async function deleteUser(db: Db, ctx: ManageCtx, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await getUserOrThrow(tx, userId);
    assertMayTarget(ctx, user, 'ADMIN_DELETE');
    if (user.deletedAt) return;
    const deletedAt = new Date();
    await tx.update(userAccount).set({ deletedAt, updatedAt: deletedAt }).where(eq(userAccount.id, userId));
    await revokeAllSessions(tx as unknown as Db, userId);
    await recordUserChange(tx, ctx, 'DELETE', user, { deletedAt });
  });
}
