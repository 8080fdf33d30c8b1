import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { role } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import type { RoleInput } from './manage.schema';
import { refusingDuplicates } from '../shared/db-errors';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { assertHoldsAll, normalizeRole, roleSnapshot } from './role-rules';

/** Creates a role (code unique, permissions the actor holds) and logs it; returns its id. */
export async function createRole(db: Db, ctx: ManageCtx, raw: RoleInput): Promise<number> {
  const input = normalizeRole(raw);
  assertHoldsAll(ctx.actor, input.permissions);
  const write = db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: role.id }).from(role).where(eq(role.code, input.code));
    if (taken) throw new AppError('ROLE_CODE_TAKEN', { code: input.code });
    const [row] = await tx.insert(role).values({ code: input.code, name: input.name, permissions: input.permissions }).returning();
    await recordOperation(tx, ctx, { action: 'CREATE', resource: 'ROLE', resourceId: row!.id, before: null, after: roleSnapshot(row!) });
    return row!.id;
  });
  return refusingDuplicates(write, () => new AppError('ROLE_CODE_TAKEN', { code: input.code }));
}
