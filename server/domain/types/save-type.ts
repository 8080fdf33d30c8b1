import { and, eq, ne } from 'drizzle-orm';
import type { TypeInput, TypeName } from '../../../common/type.schema';
import type { Db } from '../../db/client';
import { AppError } from '../app-error';
import { refusingDuplicates } from '../shared/db-errors';
import type { ManageCtx, Tx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { bumpContentVersion } from '../site/content-version';
import { presentTypeRow, typeEntry, type TypeEntry, type TypeItem } from './type-registry';

/** The row id from a URL: a positive integer, or a country's code2. */
export function parseTypeId(type: TypeName, raw: string): number | string {
  const e = typeEntry(type);
  if (e.id.kind === 'code') {
    if (!/^[A-Za-z]{2}$/.test(raw)) throw new AppError('NOT_FOUND');
    return raw.toUpperCase();
  }
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw new AppError('NOT_FOUND');
  return Number(raw);
}

async function loadRow(tx: Tx, e: TypeEntry, id: number | string) {
  const [row] = (await tx.select().from(e.table).where(eq(e.id.column, id))) as Record<string, unknown>[];
  return row;
}

/**
 * Creates (`id` null) or updates one row of a type list: names in all three languages, unique key
 * (409 DUPLICATE with the field), references that exist; logged, and the content version bumped
 * when the public site shows the list. Returns the saved row.
 */
export async function saveType(db: Db, ctx: ManageCtx, type: TypeName, id: number | string | null, input: TypeInput): Promise<TypeItem> {
  const e = typeEntry(type);
  const values = input as Record<string, unknown>;
  const write = db.transaction(async (tx) => {
    const before = id === null ? undefined : await loadRow(tx, e, id);
    if (id !== null && !before) throw new AppError('NOT_FOUND');

    for (const field of e.unique) {
      const column = e.columns[field]!;
      const others = id === null ? eq(column, values[field]) : and(eq(column, values[field]), ne(e.id.column, id));
      const [taken] = await tx.select({ id: e.id.column }).from(e.table).where(others).limit(1);
      if (taken) throw new AppError('DUPLICATE', { field, value: values[field] });
    }
    for (const [field, refType] of Object.entries(e.refs ?? {})) {
      const refId = values[field];
      if (refId === null || refId === undefined) continue;
      const ref = typeEntry(refType);
      const [exists] = await tx.select({ id: ref.id.column }).from(ref.table).where(eq(ref.id.column, refId as number)).limit(1);
      if (!exists) throw new AppError('VALIDATION', { fields: [{ field, message: 'form.invalid' }] });
    }
    // A country's code2 is its identity: members refer to it, so it changes only while unused.
    if (id !== null && e.id.kind === 'code' && values[e.id.field] !== id && e.usage) {
      const usage = await e.usage(tx, id);
      if (usage.count > 0) throw new AppError('TYPE_IN_USE', { type, ...usage });
    }

    const data = e.hasTimestamps && id !== null ? { ...values, updatedAt: new Date() } : values;
    const [row] = (id === null
      ? await tx.insert(e.table).values(data as never).returning()
      : await tx.update(e.table).set(data as never).where(eq(e.id.column, id)).returning()) as Record<string, unknown>[];
    const after = presentTypeRow(e, row!);
    await recordOperation(tx, ctx, {
      action: id === null ? 'CREATE' : 'UPDATE',
      resource: 'TYPE',
      resourceId: `${type}:${after.id}`,
      before: before ? presentTypeRow(e, before) : null,
      after,
    });
    if (e.affectsPublic) await bumpContentVersion(tx, ['types']);
    return after;
  });
  return refusingDuplicates(write, (err) => new AppError('DUPLICATE', { field: duplicateField(e, err) }));
}

/** Which unique field a violation is about, from the constraint name (e.g. country_code3_unique). */
function duplicateField(e: TypeEntry, err: unknown): string {
  const c = err as { constraint?: string; cause?: { constraint?: string; constraint_name?: string } };
  const name = c.cause?.constraint ?? c.cause?.constraint_name ?? c.constraint ?? '';
  const snake = (f: string) => f.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
  return e.unique.find((f) => name.includes(`_${snake(f)}_`)) ?? (name.endsWith('_pkey') ? e.id.field : e.unique[0]!);
}
