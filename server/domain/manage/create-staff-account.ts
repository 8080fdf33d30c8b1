import { sql } from 'drizzle-orm';
import { isStrongPassword } from '../../../common/validators/password';
import type { Db } from '../../db/client';
import { userAccount, userRole } from '../../db/schema/accounts';
import { newId } from '../accounts/ids';
import { hashPassword } from '../accounts/password-hash';
import { AppError } from '../app-error';
import type { CreateStaffInput } from './manage.schema';
import { isUniqueViolation } from '../shared/db-errors';
import type { ManageCtx } from '../shared/manage-context';
import { recordOperation } from '../operation-log/record-operation';
import { assertHoldsAll, getRolesOrThrow, MEMBER_ROLE_CODES } from './role-rules';
import { userSnapshot } from './user-rules';

/**
 * Creates a back-office account (account name unique regardless of case, strong password, at
 * least one staff role) and logs it; returns the new id. Members register on the public site.
 */
export async function createStaffAccount(db: Db, ctx: ManageCtx, input: CreateStaffInput): Promise<string> {
  if (!isStrongPassword(input.password)) throw new AppError('PASSWORD_WEAK');
  if (input.roleIds.length === 0) throw new AppError('ROLE_REQUIRED');
  const passwordHash = await hashPassword(input.password);
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      const roles = await getRolesOrThrow(tx, input.roleIds);
      if (roles.some((r) => MEMBER_ROLE_CODES.includes(r.code))) throw new AppError('MEMBER_ROLE_FIXED');
      assertHoldsAll(ctx.actor, roles.flatMap((r) => r.permissions));
      const [taken] = await tx.select({ id: userAccount.id }).from(userAccount).where(sql`lower(${userAccount.account}) = ${input.account.toLowerCase()}`);
      if (taken) throw new AppError('ACCOUNT_TAKEN', { account: input.account });
      const [row] = await tx.insert(userAccount).values({ id, account: input.account, passwordHash, lng: input.lng }).returning();
      await tx.insert(userRole).values(roles.map((r) => ({ userId: id, roleId: r.id })));
      await recordOperation(tx, ctx, { action: 'CREATE', resource: 'USER', resourceId: id, before: null, after: userSnapshot({ ...row!, roles }) });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('ACCOUNT_TAKEN', { account: input.account });
    throw err;
  }
  return id;
}
