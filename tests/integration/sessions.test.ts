import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccountBasics, seedDemoAccounts } from '../../server/db/seed/seed-accounts';
import { eq } from 'drizzle-orm';
import { member, role, userAccount, userRole } from '../../server/db/schema/accounts';
import { loadActor } from '../../server/domain/accounts/get-actor';
import { createSession, resolveSession } from '../../server/domain/accounts/sessions';
import { sessionPolicy } from '../../server/domain/accounts/session-policy';
import { createTestDatabase, TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestDatabase>>;
let userId: string;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedAccountBasics(t.database.db);
  await seedDemoAccounts(t.database.db);
  userId = (await t.database.db.select().from(userAccount))[0]!.id;
});
afterAll(() => t?.drop());

const MIN = 60_000;

describe(`session timeouts on ${TEST_DB_KIND}`, () => {
  it('ends a back-office session after 30 minutes idle, even before its 12 hours', async () => {
    expect(sessionPolicy('cms', false)).toMatchObject({ idleMs: 30 * MIN, absoluteMs: 12 * 60 * MIN });
    const { token } = await createSession(t.database.db, { userId, site: 'cms', rememberMe: false, userAgent: null, ip: null });
    const start = Date.now();
    expect(await resolveSession(t.database.db, token, new Date(start + 29 * MIN))).not.toBeNull();
    // Activity at 29 min moved lastSeenAt, so 29 + 29 min is still alive…
    expect(await resolveSession(t.database.db, token, new Date(start + 58 * MIN))).not.toBeNull();
    // …but 31 quiet minutes end it.
    expect(await resolveSession(t.database.db, token, new Date(start + 90 * MIN))).toBeNull();
  });

  it('ends a back-office session at 12 hours however active', async () => {
    const { token } = await createSession(t.database.db, { userId, site: 'cms', rememberMe: false, userAgent: null, ip: null });
    const start = Date.now();
    for (let m = 20; m < 12 * 60; m += 20) expect(await resolveSession(t.database.db, token, new Date(start + m * MIN))).not.toBeNull();
    expect(await resolveSession(t.database.db, token, new Date(start + 12 * 60 * MIN + 1))).toBeNull();
  });

  it('keeps a remembered member session for 30 idle days', async () => {
    const { token, persistent } = await createSession(t.database.db, { userId, site: 'web', rememberMe: true, userAgent: null, ip: null });
    expect(persistent).toBe(true);
    expect(await resolveSession(t.database.db, token, new Date(Date.now() + 29 * 24 * 60 * MIN))).not.toBeNull();
  });

  it('does not accept an unknown token', async () => {
    expect(await resolveSession(t.database.db, 'made-up-token')).toBeNull();
  });
});

describe(`the acting user on ${TEST_DB_KIND}`, () => {
  it('loads account, roles with their permissions, member and referrer in one query; none for a locked account', async () => {
    const db = t.database.db;
    const accounts = await db.select().from(userAccount);
    const admin = accounts.find((a) => a.account === 'admin')!;
    const staffAccount = accounts.find((a) => a.account === 'staff')!;
    for (const who of [admin, staffAccount]) {
      const held = await db.select({ code: role.code, permissions: role.permissions }).from(userRole).innerJoin(role, eq(role.id, userRole.roleId)).where(eq(userRole.userId, who.id));
      const actor = (await loadActor(db, who.id))!;
      expect(held.length).toBeGreaterThan(0);
      expect(actor.roles.sort()).toEqual(held.map((r) => r.code).sort());
      expect(actor.permissions).toEqual([...new Set(held.flatMap((r) => r.permissions))].sort());
      expect(actor.member).toBeNull();
    }

    const [a] = await db.select().from(member);
    expect(await loadActor(db, a!.id)).toMatchObject({ id: a!.id, roles: ['M'], member: { id: a!.id, code: a!.code }, referrerCode: null });
    // A second member, copied from the demo one, who referred it.
    const [ua] = await db.select().from(userAccount).where(eq(userAccount.id, a!.id));
    const refId = 'ReferrerOfTheDemo00001';
    await db.insert(userAccount).values({ ...ua!, id: refId, account: null, phone: '+85290000001', email: null });
    await db.insert(member).values({ ...a!, id: refId, code: 'RF000001', docId: 'Z9999999', referrerId: null });
    await db.update(member).set({ referrerId: refId }).where(eq(member.id, a!.id));
    expect((await loadActor(db, a!.id))!.referrerCode).toBe('RF000001');
    await db.update(member).set({ referrerId: null }).where(eq(member.id, a!.id));
    await db.update(userAccount).set({ isLocked: true }).where(eq(userAccount.id, admin.id));
    expect(await loadActor(db, admin.id)).toBeNull();
    await db.update(userAccount).set({ isLocked: false }).where(eq(userAccount.id, admin.id));
  });
});
