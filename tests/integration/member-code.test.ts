import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { isValidMemberCode } from '../../common/validators/member-code';
import { member, userAccount } from '../../server/db/schema/accounts';
import { insertMember } from '../../server/domain/accounts/member-code';
import { createTestDatabase, migrateAll, migrationsBefore, TEST_DB_KIND } from '../helpers/test-db';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

// Each test migrates a database of its own from nothing: slow on a loaded machine, so more time than the default.
describe(`member codes on ${TEST_DB_KIND}`, { timeout: 90_000 }, () => {
  it('the migration gives every existing member a valid, unique code and then requires one', async () => {
    const older = migrationsBefore('_member_code');
    closers.push(async () => older.remove());
    const { database, drop } = await createTestDatabase(older.dir);
    closers.push(drop);
    const db = database.db;
    const ids = Array.from({ length: 40 }, (_, i) => `old-member-${String(i).padStart(2, '0')}`);
    for (const [i, id] of ids.entries()) {
      await db.execute(sql`insert into user_account (id, phone, lng) values (${id}, ${`+8526000${String(i).padStart(4, '0')}`}, 'en')`);
      await db.execute(sql`insert into member (id, fullname, nickname, gender, birth, doc_type, doc_id, nationality, privacy_consent_at)
        values (${id}, ${`Old ${i}`}, 'O', 'x', 19900101, 'passport', ${`P${100000 + i}`}, 'GB', now())`);
    }

    await migrateAll(database);

    const rows = await db.select({ id: member.id, code: member.code }).from(member);
    expect(rows).toHaveLength(ids.length);
    for (const r of rows) expect(isValidMemberCode(r.code), r.code).toBe(true);
    expect(new Set(rows.map((r) => r.code)).size).toBe(ids.length);
    // NOT NULL and unique from now on.
    await expect(db.execute(sql`update member set code = null where id = ${ids[0]}`)).rejects.toThrow();
    await expect(db.execute(sql`update member set code = ${rows[1]!.code} where id = ${rows[0]!.id}`)).rejects.toThrow();
  });

  it('draws another code when the first one is taken', async () => {
    const { database, drop } = await createTestDatabase();
    closers.push(drop);
    const db = database.db;
    const base = { fullname: 'Clash', nickname: 'C', gender: 'x' as const, birth: 19900101, docType: 'passport' as const, nationality: 'GB', privacyConsentAt: new Date() };
    await db.insert(userAccount).values([{ id: 'clash-a', lng: 'en' }, { id: 'clash-b', lng: 'en' }]);
    const first = await insertMember(db, { ...base, id: 'clash-a', docId: 'P200001' });
    const drawn = [first, first];
    const second = await insertMember(db, { ...base, id: 'clash-b', docId: 'P200002' }, () => drawn.shift() ?? 'K7MQ4QXJ');
    expect(second).toBe('K7MQ4QXJ');
    expect(drawn).toEqual([]);
    const [b] = await db.select().from(member).where(eq(member.id, 'clash-b'));
    expect(b!.code).toBe('K7MQ4QXJ');
    // A clash on anything else (the document) is not swallowed.
    await db.insert(userAccount).values({ id: 'clash-c', lng: 'en' });
    await expect(insertMember(db, { ...base, id: 'clash-c', docId: 'P200001' })).rejects.toThrow();
  });
});
