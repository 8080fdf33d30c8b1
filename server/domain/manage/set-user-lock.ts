import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema/accounts';
import { revokeAllSessions } from '../accounts/sessions';
import type { ManageCtx } from '../shared/manage-context';
import { assertMayTarget, getUserOrThrow, recordUserChange } from './user-rules';

/** Locks (ending every session of the account at once) or unlocks an account, and logs it. */
export async function setUserLock(db: Db, ctx: ManageCtx, userId: string, locked: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await getUserOrThrow(tx, userId);
    assertMayTarget(ctx, user, 'ADMIN_EDIT');
    if (user.isLocked === locked) return;
    await tx.update(userAccount).set({ isLocked: locked, updatedAt: new Date() }).where(eq(userAccount.id, userId));
    // The same transaction (PGlite has one connection); a transaction has every query method revokeAllSessions uses.
    if (locked) await revokeAllSessions(tx as unknown as Db, userId);
    await recordUserChange(tx, ctx, locked ? 'LOCK' : 'UNLOCK', user, { isLocked: locked });
  });
}
