import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { AppError } from '../app-error';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { CONTENT_TAGS, TAGS_OF_RESOURCE } from '../site/content-tags';
import type { ManageCtx, Tx } from './manage-context';

/**
 * What the back office edits of one kind of public content (FAQ entries, reviews, …): its table
 * (with `id` and `updatedAt`; `deletedAt` for kinds with a bin), the operation log's resource name and how a row is
 * presented (before/after in the log, the API's answer), with what `related` reads of its links
 * (a promotion's plans) when the row alone does not say it all.
 */
export interface ContentKind<Row, Out, Rel = undefined> {
  table: PgTable & { id: PgColumn; updatedAt: PgColumn };
  resource: string;
  present: (row: Row, related: Rel) => Out;
  related?: (tx: Tx, id: number) => Promise<Rel>;
}

/** A kind with a bin (`deletedAt`): rows are deleted and restored rather than removed. */
export type BinKind<Row, Out, Rel = undefined> = ContentKind<Row, Out, Rel> & { table: { deletedAt: PgColumn } };

/** What reading and writing rows needs of a kind, whatever it presents them with. */
type RowsOf<Row> = Pick<ContentKind<Row, unknown>, 'table'> & { present: (row: Row, ...related: never[]) => unknown };

async function presentRow<Row, Out, Rel>(tx: Tx, kind: ContentKind<Row, Out, Rel>, row: Row): Promise<Out> {
  return kind.present(row, (kind.related ? await kind.related(tx, (row as { id: number }).id) : undefined) as Rel);
}

async function loadRow<Row>(tx: Tx, kind: RowsOf<Row>, id: number): Promise<Row> {
  const [row] = (await tx.select().from(kind.table as PgTable).where(eq(kind.table.id, id))) as Row[];
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Inserts (`id` null) or updates a row from parsed values: the editors' and the seed's one way in. */
export async function writeContentRow<Row>(tx: Tx, kind: RowsOf<Row>, id: number | null, values: Record<string, unknown>): Promise<Row> {
  const [row] = (id === null
    ? await tx.insert(kind.table).values(values as never).returning()
    : await tx.update(kind.table).set({ ...values, updatedAt: new Date() } as never).where(eq(kind.table.id, id)).returning()) as Row[];
  return row!;
}

/**
 * Creates (`id` null) or updates a row; a deleted row is restored before it is edited (404 until
 * then); `links` writes what hangs off the row in the same transaction. Logged with before and
 * after; public pages change with the content version.
 */
export async function saveContentRow<Row extends { id: number }, Out, Rel = undefined>(
  db: Db,
  ctx: ManageCtx,
  kind: ContentKind<Row, Out, Rel>,
  id: number | null,
  values: Record<string, unknown>,
  links?: (tx: Tx, id: number) => Promise<void>,
): Promise<Out> {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await loadRow(tx, kind, id);
    if ((before as { deletedAt?: Date | null } | null)?.deletedAt) throw new AppError('NOT_FOUND');
    const shownBefore = before && (await presentRow(tx, kind, before));
    const row = await writeContentRow(tx, kind, id, values);
    await links?.(tx, row.id);
    const after = await presentRow(tx, kind, row);
    await recordOperation(tx, ctx, { action: before ? 'UPDATE' : 'CREATE', resource: kind.resource, resourceId: row.id, before: shownBefore, after });
    await bumpContentVersion(tx, TAGS_OF_RESOURCE[kind.resource] ?? CONTENT_TAGS);
    return after;
  });
}

/**
 * Deletes (to the bin: `deletedAt`) or restores a row; doing it twice changes nothing. Logged
 * (DELETE / RECOVER); public pages change with the content version.
 */
export async function setContentRowDeleted<Row extends { deletedAt: Date | null }, Out, Rel = undefined>(db: Db, ctx: ManageCtx, kind: BinKind<Row, Out, Rel>, id: number, deleted: boolean): Promise<Out> {
  return db.transaction(async (tx) => {
    const before = await loadRow(tx, kind, id);
    const shownBefore = await presentRow(tx, kind, before);
    if (!!before.deletedAt === deleted) return shownBefore;
    const [row] = (await tx.update(kind.table).set({ deletedAt: deleted ? new Date() : null, updatedAt: new Date() } as never).where(eq(kind.table.id, id)).returning()) as Row[];
    const after = await presentRow(tx, kind, row!);
    await recordOperation(tx, ctx, { action: deleted ? 'DELETE' : 'RECOVER', resource: kind.resource, resourceId: id, before: shownBefore, after });
    await bumpContentVersion(tx, TAGS_OF_RESOURCE[kind.resource] ?? CONTENT_TAGS);
    return after;
  });
}
