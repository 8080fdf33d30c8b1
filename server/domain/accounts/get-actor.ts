import { eq, inArray } from 'drizzle-orm';
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

/** Loads an active (not locked, not deleted) account as an Actor; null otherwise. */
export async function loadActor(db: Db, userId: string): Promise<Actor | null> {
  const [u] = await db.select().from(userAccount).where(eq(userAccount.id, userId));
  if (!u || u.isLocked || u.deletedAt) return null;
  const links = await db.select({ roleId: userRole.roleId }).from(userRole).where(eq(userRole.userId, userId));
  const roles = links.length ? await db.select().from(role).where(inArray(role.id, links.map((l) => l.roleId))) : [];
  const [m] = await db.select().from(member).where(eq(member.id, userId));
  const [ref] = m?.referrerId ? await db.select({ code: member.code }).from(member).where(eq(member.id, m.referrerId)) : [];
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
    referrerCode: ref?.code ?? null,
  };
}
