import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { isValidMemberCode } from '../../common/validators/member-code';
import type { Database } from '../../server/db/client';
import { member, userAccount } from '../../server/db/schema/accounts';
import { insertMember } from '../../server/domain/accounts/member-code';
import { createTestDatabase, MIGRATIONS, TEST_DB_KIND } from '../helpers/test-db';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

/** The migrations folder as it was before member codes (every migration before `tag`). */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag === tag);
  expect(upTo).toBeGreaterThan(0);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  for (const e of journal.entries.slice(0, upTo)) fs.copyFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  closers.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function migrateAll(database: Database) {
  if (database.kind === 'pglite') await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS });
  else await migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS });
}

describe(`member codes on ${TEST_DB_KIND}`, () => {
  it('the migration gives every existing member a valid, unique code and then requires one', async () => {
    const tag = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')).entries.find((e: { tag: string }) => e.tag.endsWith('_member_code')).tag;
    const { database, drop } = await createTestDatabase(migrationsBefore(tag));
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
