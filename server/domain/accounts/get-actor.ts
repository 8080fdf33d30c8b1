import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { member, role, userAccount, userRole } from '../../db/schema/accounts';

export type MemberRow = typeof member.$inferSelect;

/** Who is acting: the account, its roles' codes and the union of their permissions, and its member. */
export interface Actor {
  id: string;
  account: string | null;
  phone: string | null;
  email: string | null;
  lng: string;
  hasPassword: boolean;
  roles: string[];
  permissions: string[];
  member: MemberRow | null;
  /** The member code of the member who referred this one (the referrer's internal id stays private). */
  referrerCode?: string | null;
}

const referrer = alias(member, 'referrer');

/** Loads an active (not locked, not deleted) account as an Actor, in one query; null otherwise. */
export async function loadActor(db: Db, userId: string): Promise<Actor | null> {
  // Every signed-in request loads its actor: the account, its member, the referrer's code and the
  // roles in one round trip rather than five (issue 15).
  const [row] = await db
    .select({
      u: userAccount,
      m: member,
      referrerCode: referrer.code,
      roles: sql<{ code: string; permissions: string[] }[]>`coalesce((select json_agg(json_build_object('code', ${role.code}, 'permissions', ${role.permissions}) order by ${role.code}) from ${userRole} join ${role} on ${role.id} = ${userRole.roleId} where ${userRole.userId} = ${userAccount.id}), '[]'::json)`,
    })
    .from(userAccount)
    .leftJoin(member, eq(member.id, userAccount.id))
    .leftJoin(referrer, eq(referrer.id, member.referrerId))
    .where(eq(userAccount.id, userId));
  if (!row || row.u.isLocked || row.u.deletedAt) return null;
  const { u, m, roles } = row;
  return {
    id: u.id,
    account: u.account,
    phone: u.phone,
    email: u.email,
    lng: u.lng,
    hasPassword: !!u.passwordHash,
    roles: roles.map((r) => r.code),
    permissions: [...new Set(roles.flatMap((r) => r.permissions))].sort(),
    member: m ?? null,
    referrerCode: row.referrerCode ?? null,
  };
}
