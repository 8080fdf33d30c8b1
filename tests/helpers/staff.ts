import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '../../common/http';
import { role, userAccount, userRole } from '../../server/db/schema/accounts';
import { apiBrowser, type ApiBrowser } from './api-browser';
import type { createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A back-office account written straight into the database with a role holding exactly
 * `permissions`, and a signed-in back-office session (no password sign-in, so no sign-in limits).
 */
export async function signedInStaff(t: TestApp, permissions: string[], name?: string): Promise<ApiBrowser & { userId: string; token: string }> {
  const db = t.database.db;
  const suffix = randomBytes(5).toString('hex');
  const id = `ts${randomBytes(9).toString('hex')}`;
  await db.transaction(async (tx) => {
    const [r] = await tx.insert(role).values({ code: `T${suffix}`, name: { 'zh-HK': suffix, 'zh-CN': suffix, en: suffix }, permissions }).returning();
    await tx.insert(userAccount).values({ id, account: name ?? `staff-${suffix}`, lng: 'en' });
    await tx.insert(userRole).values({ userId: id, roleId: r!.id });
  });
  const s = await t.services.accounts.createSession((await t.services.accounts.actor(id))!, { site: 'cms', rememberMe: false, userAgent: 'test', ip: null });
  const b = apiBrowser(t);
  b.jar.set(SESSION_COOKIE, s.token);
  return Object.assign(b, { userId: id, token: s.token });
}
