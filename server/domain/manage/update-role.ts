import { and, eq, ne } from 'drizzle-orm';
import { isAdmin, ROLE_CODES } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { role } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import type { RoleInput } from './manage.schema';
import { isUniqueViolation } from '../shared/db-errors';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { assertHoldsAll, getRoleOrThrow, normalizeRole, roleSnapshot } from './role-rules';

/**
 * Updates a role's code, names and permissions and logs before/after. Built-in roles keep their
 * code, the administrator role keeps WEB_ADMIN, and only permissions the actor holds may change.
 */
export async function updateRole(db: Db, ctx: ManageCtx, id: number, raw: RoleInput): Promise<void> {
  const input = normalizeRole(raw);
  try {
    await db.transaction(async (tx) => {
      const before = await getRoleOrThrow(tx, id);
      if (before.isSystem && input.code !== before.code) throw new AppError('ROLE_SYSTEM', { code: before.code });
      if (before.code === ROLE_CODES.ADMIN && !isAdmin(input.permissions)) throw new AppError('ROLE_SYSTEM', { code: before.code });
      const changed = [
        ...input.permissions.filter((p) => !before.permissions.includes(p)),
        ...before.permissions.filter((p) => !input.permissions.includes(p)),
      ];
      assertHoldsAll(ctx.actor, changed);
      const [taken] = await tx.select({ id: role.id }).from(role).where(and(eq(role.code, input.code), ne(role.id, id)));
      if (taken) throw new AppError('ROLE_CODE_TAKEN', { code: input.code });
      const [after] = await tx
        .update(role)
        .set({ code: input.code, name: input.name, permissions: input.permissions, updatedAt: new Date() })
        .where(eq(role.id, id))
        .returning();
      await recordOperation(tx, ctx, { action: 'UPDATE', resource: 'ROLE', resourceId: id, before: roleSnapshot(before), after: roleSnapshot(after!) });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('ROLE_CODE_TAKEN', { code: input.code });
    throw err;
  }
}
