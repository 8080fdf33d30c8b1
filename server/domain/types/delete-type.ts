import { eq } from 'drizzle-orm';
import type { TypeName } from '../../../common/type.schema';
import type { Db } from '../../db/client';
import { AppError } from '../app-error';
import { isForeignKeyViolation } from '../shared/db-errors';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { presentTypeRow, typeEntry } from './type-registry';

/**
 * Deletes one row of a type list unless something uses it (a blog category with posts, a country
 * that is a member's nationality or document country, a body part with symptoms, a member tag on
 * members): 409 TYPE_IN_USE with the count. Logged; bumps the content version for public lists.
 */
export async function deleteType(db: Db, ctx: ManageCtx, type: TypeName, id: number | string): Promise<void> {
  const e = typeEntry(type);
  try {
    await db.transaction(async (tx) => {
      const [before] = (await tx.select().from(e.table).where(eq(e.id.column, id))) as Record<string, unknown>[];
      if (!before) throw new AppError('NOT_FOUND');
      if (e.usage) {
        const usage = await e.usage(tx, id);
        if (usage.count > 0) throw new AppError('TYPE_IN_USE', { type, ...usage });
      }
      await tx.delete(e.table).where(eq(e.id.column, id));
      await recordOperation(tx, ctx, { action: 'DELETE', resource: 'TYPE', resourceId: `${type}:${id}`, before: presentTypeRow(e, before), after: null });
      if (e.affectsPublic) await bumpContentVersion(tx, ['types']);
    });
  } catch (err) {
    // A reference the registry does not know about yet (a newer table): the database refuses.
    if (isForeignKeyViolation(err)) throw new AppError('TYPE_REFERENCED', { type });
    throw err;
  }
}
