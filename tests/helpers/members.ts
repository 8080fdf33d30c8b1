import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '../../common/http';
import { ROLE_CODES } from '../../common/permissions';
import { role, userAccount, userRole } from '../../server/db/schema/accounts';
import { insertMember } from '../../server/domain/accounts/member-code';
import { apiBrowser, type ApiBrowser } from './api-browser';
import type { createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let seq = 0;

/**
 * `n` members written straight into the database (no password; registration itself is tested
 * elsewhere), each with a signed-in browser session of its own.
 */
export async function signedInMembers(t: TestApp, n: number): Promise<(ApiBrowser & { memberId: string })[]> {
  const db = t.database.db;
  const [m] = await db.select().from(role).where(eq(role.code, ROLE_CODES.MEMBER));
  const ids = Array.from({ length: n }, () => `tm${randomBytes(9).toString('hex')}`);
  await db.transaction(async (tx) => {
    for (const id of ids) {
      seq += 1;
      await tx.insert(userAccount).values({ id, phone: `+8529${String(seq).padStart(7, '0')}`, lng: 'en' });
      await insertMember(tx, {
        id, fullname: `Test Member ${seq}`, nickname: `T${seq}`, gender: 'x', birth: 19900101, docType: 'passport', docId: `P${randomBytes(5).toString('hex').toUpperCase()}`, docNation: 'GB', nationality: 'GB', privacyConsentAt: new Date(),
      });
      await tx.insert(userRole).values({ userId: id, roleId: m!.id });
    }
  });
  const out: (ApiBrowser & { memberId: string })[] = [];
  for (const id of ids) {
    const s = await t.services.accounts.createSession((await t.services.accounts.actor(id))!, { site: 'web', rememberMe: false, userAgent: 'test', ip: null });
    const b = apiBrowser(t);
    b.jar.set(SESSION_COOKIE, s.token);
    out.push(Object.assign(b, { memberId: id }));
  }
  return out;
}
