import { eq } from 'drizzle-orm';
import type { Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema/accounts';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';

/** Sets the staff member's own back-office language (the root loader renders /manage in it) and logs it. */
export async function setOwnLanguage(db: Db, ctx: ManageCtx, lng: Lng): Promise<void> {
  if (ctx.actor.lng === lng) return;
  await db.transaction(async (tx) => {
    await tx.update(userAccount).set({ lng, updatedAt: new Date() }).where(eq(userAccount.id, ctx.actor.id));
    await recordOperation(tx, ctx, { action: 'SET_LANGUAGE', resource: 'USER', resourceId: ctx.actor.id, before: { lng: ctx.actor.lng }, after: { lng } });
  });
}
