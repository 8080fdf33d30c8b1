import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { AppError } from '../app-error';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import type { ManageCtx, Tx } from './manage-context';

/**
 * What the back office edits of one kind of public content (FAQ entries, reviews, …): its table
 * (with `id`, `deletedAt` and `updatedAt`), the operation log's resource name and how a row is
 * presented (before/after in the log, the API's answer).
 */
export interface ContentKind<Row, Out> {
  table: PgTable & { id: PgColumn; updatedAt: PgColumn };
  resource: string;
  present: (row: Row) => Out;
}

async function loadRow<Row>(tx: Tx, kind: ContentKind<Row, unknown>, id: number): Promise<Row> {
  const [row] = (await tx.select().from(kind.table as PgTable).where(eq(kind.table.id, id))) as Row[];
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Inserts (`id` null) or updates a row from parsed values: the editors' and the seed's one way in. */
export async function writeContentRow<Row>(tx: Tx, kind: ContentKind<Row, unknown>, id: number | null, values: Record<string, unknown>): Promise<Row> {
  const [row] = (id === null
    ? await tx.insert(kind.table).values(values as never).returning()
    : await tx.update(kind.table).set({ ...values, updatedAt: new Date() } as never).where(eq(kind.table.id, id)).returning()) as Row[];
  return row!;
}

/** A kind with a bin (`deletedAt`): rows are deleted and restored rather than removed. */
export type BinKind<Row, Out> = ContentKind<Row, Out> & { table: { deletedAt: PgColumn } };

/**
 * Creates (`id` null) or updates a row; a deleted row (kinds with a bin) is restored before it is edited (404 until
 * then). Logged with before and after; public pages change with the content version.
 */
export async function saveContentRow<Row extends object, Out>(db: Db, ctx: ManageCtx, kind: ContentKind<Row, Out>, id: number | null, values: Record<string, unknown>): Promise<Out> {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await loadRow(tx, kind, id);
    if ((before as { deletedAt?: Date | null } | null)?.deletedAt) throw new AppError('NOT_FOUND');
    const after = kind.present(await writeContentRow(tx, kind, id, values));
    await recordOperation(tx, ctx, { action: before ? 'UPDATE' : 'CREATE', resource: kind.resource, resourceId: (after as { id: number }).id, before: before && kind.present(before), after });
    await bumpContentVersion(tx);
    return after;
  });
}

/**
 * Deletes (to the bin: `deletedAt`) or restores a row; doing it twice changes nothing. Logged
 * (DELETE / RECOVER); public pages change with the content version.
 */
export async function setContentRowDeleted<Row extends { deletedAt: Date | null }, Out>(db: Db, ctx: ManageCtx, kind: BinKind<Row, Out>, id: number, deleted: boolean): Promise<Out> {
  return db.transaction(async (tx) => {
    const before = await loadRow(tx, kind, id);
    if (!!before.deletedAt === deleted) return kind.present(before);
    const [row] = (await tx.update(kind.table).set({ deletedAt: deleted ? new Date() : null, updatedAt: new Date() } as never).where(eq(kind.table.id, id)).returning()) as Row[];
    const after = kind.present(row!);
    await recordOperation(tx, ctx, { action: deleted ? 'DELETE' : 'RECOVER', resource: kind.resource, resourceId: id, before: kind.present(before), after });
    await bumpContentVersion(tx);
    return after;
  });
}
