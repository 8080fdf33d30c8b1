import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema/accounts';
import type { ManageCtx } from '../shared/manage-context';
import { assertMayTarget, getUserOrThrow, recordUserChange } from './user-rules';

/** Recovers a soft-deleted account and logs it. */
export async function recoverUser(db: Db, ctx: ManageCtx, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await getUserOrThrow(tx, userId);
    assertMayTarget(ctx, user, 'ADMIN_DELETE');
    if (!user.deletedAt) return;
    await tx.update(userAccount).set({ deletedAt: null, updatedAt: new Date() }).where(eq(userAccount.id, userId));
    await recordUserChange(tx, ctx, 'RECOVER', user, { deletedAt: null });
  });
}
