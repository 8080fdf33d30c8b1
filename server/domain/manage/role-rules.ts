import { eq, inArray } from 'drizzle-orm';
import { can, ROLE_CODES } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { role } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import type { Actor } from '../accounts/get-actor';

export type RoleRow = typeof role.$inferSelect;

/** Roles that belong to the public-site registration, never granted or removed in the back office. */
export const MEMBER_ROLE_CODES: readonly string[] = [ROLE_CODES.MEMBER, ROLE_CODES.PATIENT];

/** A role by id, or NOT_FOUND. */
export async function getRoleOrThrow(db: Pick<Db, 'select'>, id: number): Promise<RoleRow> {
  const [r] = await db.select().from(role).where(eq(role.id, id));
  if (!r) throw new AppError('NOT_FOUND', { resource: 'role', id });
  return r;
}

/** The roles with these ids; VALIDATION naming `roleIds` when one does not exist. */
export async function getRolesOrThrow(db: Pick<Db, 'select'>, ids: readonly number[]): Promise<RoleRow[]> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await db.select().from(role).where(inArray(role.id, unique)) : [];
  if (rows.length !== unique.length) throw new AppError('VALIDATION', { fields: [{ field: 'roleIds', message: 'form.invalid' }] });
  return rows;
}

/**
 * No escalation: an actor may only grant, take away or change permissions they hold themselves
 * (so WEB_ADMIN and the administrator role stay with administrators).
 */
export function assertHoldsAll(actor: Actor, permissions: Iterable<string>): void {
  const missing = [...new Set(permissions)].filter((p) => !can(actor.permissions, p));
  if (missing.length) throw new AppError('PERMISSION_NOT_HELD', { permissions: missing.join(', ') });
}

/** A role input with its permissions deduplicated and sorted (stored and compared in this form). */
export function normalizeRole<T extends { permissions: string[] }>(input: T): T {
  return { ...input, permissions: [...new Set(input.permissions)].sort() };
}

/** What the operation log keeps of a role. */
export function roleSnapshot(r: Pick<RoleRow, 'code' | 'name' | 'permissions'>) {
  return { code: r.code, name: r.name, permissions: r.permissions };
}
