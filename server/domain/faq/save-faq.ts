import { eq } from 'drizzle-orm';
import type { FaqInput } from '../../../common/faq.schema';
import type { Db } from '../../db/client';
import { faq } from '../../db/schema/content';
import { presentFaq, type ManagedFaq } from '../../presenters/faq';
import { AppError } from '../app-error';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx, Tx } from '../shared/manage-context';
import { bumpContentVersion } from '../site/content-version';

async function loadFaq(tx: Tx, id: number) {
  const [row] = await tx.select().from(faq).where(eq(faq.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Writes an entry (a new one when `id` is null) from a parsed input: the editor's and the seed's one way in. */
export async function writeFaq(tx: Tx, id: number | null, input: FaqInput) {
  const [row] = id === null ? await tx.insert(faq).values(input).returning() : await tx.update(faq).set({ ...input, updatedAt: new Date() }).where(eq(faq.id, id)).returning();
  return row!;
}

/**
 * Creates (`id` null) or updates a FAQ entry; a deleted entry is restored before it is edited
 * (404 until then). Logged with before and after; the public FAQ pages change with the content version.
 * The seed writes its entries through here too.
 */
export async function saveFaq(db: Db, ctx: ManageCtx, id: number | null, input: FaqInput): Promise<ManagedFaq> {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await loadFaq(tx, id);
    if (before?.deletedAt) throw new AppError('NOT_FOUND');
    const after = presentFaq(await writeFaq(tx, before?.id ?? null, input));
    await recordOperation(tx, ctx, { action: before ? 'UPDATE' : 'CREATE', resource: 'FAQ', resourceId: after.id, before: before && presentFaq(before), after });
    await bumpContentVersion(tx);
    return after;
  });
}

/**
 * Deletes (moves to the bin: `deletedAt`) or restores an entry; doing it twice changes nothing.
 * Logged (DELETE / RECOVER); the public pages change with the content version.
 */
export async function setFaqDeleted(db: Db, ctx: ManageCtx, id: number, deleted: boolean): Promise<ManagedFaq> {
  return db.transaction(async (tx) => {
    const before = await loadFaq(tx, id);
    if (!!before.deletedAt === deleted) return presentFaq(before);
    const [row] = await tx.update(faq).set({ deletedAt: deleted ? new Date() : null, updatedAt: new Date() }).where(eq(faq.id, id)).returning();
    const after = presentFaq(row!);
    await recordOperation(tx, ctx, { action: deleted ? 'DELETE' : 'RECOVER', resource: 'FAQ', resourceId: id, before: presentFaq(before), after });
    await bumpContentVersion(tx);
    return after;
  });
}
