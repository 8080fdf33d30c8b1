import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccountBasics, seedDemoAccounts } from '../../server/db/seed/seed-accounts';
import { userAccount } from '../../server/db/schema/accounts';
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
