import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { addDays, toClinicDate } from '../../common/clinic-time';
import { DATA_EXPORT_PER_HOUR } from '../../common/privacy';
import { schema } from '../../server/db/client';
import { member, operationLog, smsOutbox, userAccount } from '../../server/db/schema/accounts';
import { servicePlan } from '../../server/db/schema/booking';
import { errorReport, place, review, staff } from '../../server/db/schema/content';
import { EXPORT_WITHHELD, SOFT_REFERENCES } from '../../server/domain/privacy/data-export';
import { apiBrowser, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * The data access request (issue 14): a member's ZIP holds every table (as JSON), every row of theirs
 * in it — checked against each column that names a person — their files, and a page to read; nothing
 * of another member's, no secret; staff produce the same for a written request, logged.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
type Member = ApiBrowser & { memberId: string };
let me: Member;
let other: Member;
let fileBytes: Buffer;
let fileUrl: string;

const personTables = () =>
  (Object.values(schema) as unknown[])
    .filter((x): x is PgTable => is(x, PgTable))
    .map((x) => getTableConfig(x));

async function makeData(m: Member, words: string) {
  const db = t.database.db;
  const [tst] = await db.select().from(place).where(eq(place.code, 'tst'));
  const [lee] = await db.select().from(staff).where(eq(staff.slug, 'lee-chun-hei'));
  const [plan] = (await db.select().from(servicePlan)).filter((p) => p.name.en === 'Physiotherapy first assessment');
  const from = addDays(toClinicDate(new Date()), 3);
  const avail = await m.call('GET', `/api/booking/availability?planId=${plan!.id}&placeId=${tst!.id}&therapistId=${lee!.id}&from=${from}&to=${addDays(from, 20)}`);
  const day = (avail.json.dates as { date: number; times: number[] }[]).find((d) => d.times.length > 0)!;
  const booked = await m.call('POST', '/api/booking', { planId: plan!.id, placeId: tst!.id, therapistId: lee!.id, date: day.date, start: day.times.at(-1) });
  expect(booked.status, booked.text).toBe(200);
  const room = (await m.call('POST', '/api/chat/rooms', {})).json.id as number;
  expect((await m.call('POST', '/api/chat/messages', { roomId: room, clientId: `c-${m.memberId}`, type: 'TEXT', content: words })).status).toBe(200);
  const joined = await m.call('POST', '/api/user/waitlist', { planId: plan!.id, placeId: tst!.id, therapistId: null, dateFrom: day.date, dateTo: day.date, dayParts: ['MORNING'] });
  expect(joined.status, joined.text).toBe(200);
  await db.insert(review).values({ author: { 'zh-HK': words, 'zh-CN': words, en: words }, content: { 'zh-HK': words, 'zh-CN': words, en: words }, rating: 5, memberId: m.memberId });
  await db.insert(errorReport).values({ type: 'js', memberId: m.memberId, location: '/user', errorAt: new Date() });
  const [u] = await db.select().from(userAccount).where(eq(userAccount.id, m.memberId));
  await db.insert(smsOutbox).values({ to: u!.phone!, text: `Your code ${words}`, lng: 'en', provider: 'test', status: 'sent' });
  return { room };
}

beforeAll(async () => {
  t = await createTestApp();
  [me, other] = (await signedInMembers(t, 2)) as [Member, Member];
  await makeData(me, 'knee pain since May');
  await makeData(other, 'someone else entirely');
  // A photo sent in chat.
  fileBytes = Buffer.from('%PDF-1.4\n% MRI report\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const up = await t.request('/api/chat/upload?name=mri.pdf', { method: 'POST', headers: { ...me.headers(), 'content-type': 'application/octet-stream' }, body: new Uint8Array(fileBytes) });
  fileUrl = ((await up.json()) as { url: string }).url;
  const room = (await me.call('POST', '/api/chat/rooms', {})).json.id as number;
  expect((await me.call('POST', '/api/chat/messages', { roomId: room, clientId: 'cfile000000001', type: 'FILE', data: { url: fileUrl } })).status).toBe(200);
});
afterAll(() => t?.close());

async function download(b: ApiBrowser, path = '/api/user/data-export?lng=en', init: RequestInit = {}) {
  const res = await t.request(path, { ...init, headers: { ...b.headers(), ...(init.headers as Record<string, string> | undefined) } });
  return { res, zip: res.status === 200 ? await JSZip.loadAsync(Buffer.from(await res.arrayBuffer())) : null };
}

describe(`personal data export on ${TEST_DB_KIND}`, () => {
  it('every column that names a person is a foreign key or a listed soft reference (so the export can follow it)', () => {
    const soft = new Set(SOFT_REFERENCES.map((r) => `${r.table}.${r.column}`));
    const loose = personTables().flatMap((c) => {
      const fk = new Set(c.foreignKeys.flatMap((f) => f.reference().columns.map((x) => x.name)));
      return c.columns.filter((col) => col.getSQLType() === 'text' && /(^|_)(member|user|actor)_id$|_by$/.test(col.name) && !fk.has(col.name) && !soft.has(`${c.name}.${col.name}`)).map((col) => `${c.name}.${col.name}`);
    });
    expect(loose).toEqual([]);
  });

  it('gives the member every table, each of their rows, their files and a readable page — nothing of anyone else, no secret', async () => {
    const { res, zip } = await download(me);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="aloha-data-[A-Z0-9]+-\d{8}\.zip"$/);
    const tables = personTables();
    const names = Object.keys(zip!.files).filter((n) => n.startsWith('data/') && n.endsWith('.json')).sort();
    expect(names).toEqual(tables.map((c) => `data/${c.name}.json`).sort());
    const data = new Map<string, Record<string, unknown>[]>();
    for (const c of tables) data.set(c.name, JSON.parse(await zip!.file(`data/${c.name}.json`)!.async('string')));

    // Each row with a column naming the member (foreign key or soft reference) is in the export.
    const [u] = await t.database.db.select().from(userAccount).where(eq(userAccount.id, me.memberId));
    const run = t.database.db as unknown as { execute: (q: unknown) => Promise<{ rows: Record<string, unknown>[] }> };
    let checked = 0;
    for (const c of tables) {
      const personCols = [
        ...c.foreignKeys.map((f) => f.reference()).filter((r) => ['user_account', 'member'].includes(getTableConfig(r.foreignTable).name) && r.columns.length === 1).map((r) => ({ col: r.columns[0]!.name, value: me.memberId })),
        ...SOFT_REFERENCES.filter((r) => r.table === c.name).map((r) => ({ col: r.column, value: r.by === 'id' ? me.memberId : u!.phone! })),
      ];
      const key = c.columns.find((x) => x.primary)?.name;
      for (const { col, value } of personCols) {
        const rows = (await run.execute(sql`select * from ${sql.identifier(c.name)} where ${sql.identifier(col)} = ${value}`)).rows;
        // A table without its own key, or whose key is a withheld secret (sessions): as many rows.
        if (!key || EXPORT_WITHHELD[c.name]?.includes(key)) {
          expect(data.get(c.name)!.length, c.name).toBeGreaterThanOrEqual(rows.length);
          continue;
        }
        const exported = new Set(data.get(c.name)!.map((r) => String(r[key])));
        for (const row of rows) expect(exported.has(String(row[key])), `${c.name} ${key}=${String(row[key])} (${col})`).toBe(true);
        checked += rows.length;
      }
    }
    expect(checked).toBeGreaterThan(10);
    for (const table of ['booking', 'chat_message', 'chat_upload', 'notification', 'waitlist_entry', 'review', 'error_report', 'sms_outbox', 'session', 'member']) {
      expect(data.get(table)!.length, table).toBeGreaterThan(0);
    }
    // Rows reached through their parents: the chat messages of the member's room (theirs and staff's).
    expect(data.get('chat_message')!.map((m) => m.content)).toContain('knee pain since May');

    // Nobody else's data; no secret.
    const all = JSON.stringify([...data.values()]);
    const [o] = await t.database.db.select().from(userAccount).where(eq(userAccount.id, other.memberId));
    for (const theirs of [other.memberId, o!.phone!, 'someone else entirely']) expect(all).not.toContain(theirs);
    expect(all).toContain(u!.phone!);
    expect(data.get('user_account')![0]!.password_hash === null || data.get('user_account')![0]!.password_hash === '(withheld)').toBe(true);
    expect(data.get('session')!.every((s) => s.id === '(withheld)')).toBe(true);

    // The file they sent, and the page.
    const key = fileUrl.replace(/^\/uploads\//, '');
    expect(Buffer.from(await zip!.file(`files/${key}`)!.async('uint8array')).equals(fileBytes)).toBe(true);
    const html = await zip!.file('index.html')!.async('string');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Your personal data held by Aloha');
    expect(html).toContain('Chat messages');
    expect(html).toContain('knee pain since May');
    expect(html).not.toContain('someone else entirely');
  });

  it('is for members only, limited per hour; staff produce it for a written request with MEMBER_EDIT, logged', async () => {
    expect((await download(apiBrowser(t))).res.status).toBe(401);
    expect((await download(await signedInStaff(t, ['MEMBER_EDIT']))).res.status).toBe(403);

    const path = `/api/manage/members/${other.memberId}/data-export`;
    const post = (b: ApiBrowser, body: object) => download(b, path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect((await post(await signedInStaff(t, ['MEMBER_VIEW']), { reason: 'Letter of 1 Dec' })).res.status).toBe(403);
    const desk = await signedInStaff(t, ['MEMBER_VIEW', 'MEMBER_EDIT']);
    expect((await post(desk, { reason: ' ' })).res.status).toBe(400);
    const { res, zip } = await post(desk, { reason: 'Letter of 1 Dec, ref. DAR-7' });
    expect(res.status).toBe(200);
    expect(await zip!.file('data/chat_message.json')!.async('string')).toContain('someone else entirely');
    const [log] = await t.database.db.select().from(operationLog).where(eq(operationLog.action, 'DATA_EXPORT'));
    expect(log).toMatchObject({ resource: 'MEMBER', resourceId: other.memberId, after: expect.objectContaining({ reason: 'Letter of 1 Dec, ref. DAR-7' }) });
    // The member's own page language when staff export it (theirs is English).
    expect(await zip!.file('index.html')!.async('string')).toContain('<html lang="en">');

    // The member's own downloads: DATA_EXPORT_PER_HOUR, then 429 (one already made above).
    const [m] = await t.database.db.select().from(member).where(eq(member.id, me.memberId));
    expect(m).toBeTruthy();
    const statuses: number[] = [];
    for (let i = 0; i < DATA_EXPORT_PER_HOUR; i++) statuses.push((await download(me)).res.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses[0]).toBe(200);
  });
});
