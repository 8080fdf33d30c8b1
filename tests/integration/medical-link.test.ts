import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../common/http';
import { member, userAccount } from '../../server/db/schema/accounts';
import { medicalAudit, medicalLink } from '../../server/db/schema/medical';
import { DEMO_ACCOUNTS } from '../../server/db/seed/seed-accounts';
import { createFhirClient, type FhirClient } from '../../server/integrations/fhir/client';
import { FHIR_SYSTEMS } from '../../server/integrations/fhir/identifiers';
import { startFhirSandbox, type FhirSandbox } from '../../server/integrations/fhir/sandbox';
import { apiBrowser, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * The medical-record link (FHIR R4): the client against the embedded sandbox over real HTTP; the
 * member's search → comparison → link, a new record, sync both ways, unlink; staff resolving an
 * ambiguous match; who may call what; an audit row for every read.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
type Member = ApiBrowser & { memberId: string };
let demo: Member;
let fresh: Member;
let twin: Member;
let viewer: ApiBrowser & { userId: string };
let editor: ApiBrowser & { userId: string };
let admin: ApiBrowser & { userId: string };
let visitor: ApiBrowser;

async function signIn(id: string): Promise<Member> {
  const s = await t.services.accounts.createSession((await t.services.accounts.actor(id))!, { site: 'web', rememberMe: false, userAgent: 'test', ip: null });
  const b = apiBrowser(t);
  b.jar.set(SESSION_COOKIE, s.token);
  return Object.assign(b, { memberId: id });
}

const audits = (memberId: string) => t.database.db.select().from(medicalAudit).where(eq(medicalAudit.memberId, memberId)).orderBy(medicalAudit.id);

/** The audit rows a call added for this member. */
async function auditedBy<T>(memberId: string, call: () => Promise<T>): Promise<{ out: T; rows: (typeof medicalAudit.$inferSelect)[] }> {
  const before = (await audits(memberId)).length;
  const out = await call();
  return { out, rows: (await audits(memberId)).slice(before) };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [u] = await db.select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.phone, DEMO_ACCOUNTS.member.phone));
  demo = await signIn(u!.id);
  [fresh, twin] = (await signedInMembers(t, 2)) as [Member, Member];
  // The sandbox holds two Patients with this HKID and birth date (a duplicate in the record system).
  await db.update(member).set({ docType: 'hk', docId: 'C6688991', birth: 19850601, fullname: '李美玲', gender: 'f' }).where(eq(member.id, twin.memberId));
  viewer = await signedInStaff(t, ['MEDICAL_RECORD_VIEW']);
  editor = await signedInStaff(t, ['MEDICAL_RECORD_VIEW', 'MEDICAL_RECORD_EDIT']);
  admin = await signedInStaff(t, ['WEB_ADMIN']);
  visitor = apiBrowser(t);
}, 120_000);
afterAll(() => t?.close());

describe(`FHIR client against the sandbox over HTTP (${TEST_DB_KIND})`, () => {
  let sandbox: FhirSandbox;
  let client: FhirClient;
  beforeAll(async () => {
    sandbox = await startFhirSandbox();
    client = await createFhirClient({ baseUrl: sandbox.baseUrl, timeoutMs: 5000, retries: 1 });
  }, 60_000);
  afterAll(() => sandbox?.close());

  it('finds a Patient by document identifier and birth date, creates, reads and updates one', async () => {
    expect(sandbox.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/fhir\/R4\/$/);
    const found = await client.searchPatients({ identifier: `${FHIR_SYSTEMS.hk}|A1234563`, birthdate: '1990-01-15' });
    expect(found.map((p) => p.birthDate)).toEqual(['1990-01-15']);
    expect(await client.searchPatients({ identifier: `${FHIR_SYSTEMS.hk}|C6688991`, birthdate: '1985-06-01' })).toHaveLength(2);
    const created = await client.createPatient({ resourceType: 'Patient', gender: 'female', birthDate: '2000-02-02' });
    expect((await client.readPatient(created.id!)).birthDate).toBe('2000-02-02');
    const updated = await client.updatePatient({ ...created, gender: 'male' });
    expect((await client.readPatient(updated.id!)).gender).toBe('male');
  });

  it('a missing Patient is FHIR_NOT_FOUND', async () => {
    await expect(client.readPatient('no-such-patient')).rejects.toMatchObject({ code: 'FHIR_NOT_FOUND', status: 404 });
  });

  it('an unreachable server is tried again a bounded number of times, then FHIR_UNAVAILABLE', async () => {
    let calls = 0;
    const down = await createFhirClient({
      baseUrl: 'http://127.0.0.1:1/fhir/R4/', timeoutMs: 500, retries: 2,
      fetch: async (input, init) => ((calls += 1), fetch(input, init)),
    });
    await expect(down.readPatient('x')).rejects.toMatchObject({ code: 'FHIR_UNAVAILABLE', status: 503 });
    expect(calls).toBe(3);
  });

  it('a 503 answer is retried, a server that never answers times out', async () => {
    let calls = 0;
    const flaky = await createFhirClient({
      baseUrl: sandbox.baseUrl, timeoutMs: 2000, retries: 2,
      fetch: async (input, init) => ((calls += 1), calls === 1 ? new Response('{}', { status: 503 }) : fetch(input, init)),
    });
    expect((await flaky.searchPatients({ identifier: `${FHIR_SYSTEMS.hk}|A1234563` })).length).toBe(1);
    expect(calls).toBe(2);
    const silent = await createFhirClient({
      baseUrl: sandbox.baseUrl, timeoutMs: 100, retries: 0,
      fetch: (_input, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error))),
    });
    await expect(silent.readPatient('x')).rejects.toMatchObject({ code: 'FHIR_UNAVAILABLE' });
  });
});

describe(`medical-record link on ${TEST_DB_KIND}`, () => {
  it('a member can only search with their own document and birth date', async () => {
    const wrong = await demo.call('POST', '/api/user/medical/search', { docType: 'hk', docId: 'C668899(1)', birth: '1985-06-01' });
    expect(wrong.status).toBe(409);
    expect(wrong.json).toMatchObject({ code: 'MEDICAL_NO_MATCH', message: 'error.medical.noMatch' });
    const bad = await demo.call('POST', '/api/user/medical/search', { docType: 'hk', docId: 'A123456(3)' });
    expect(bad.status).toBe(400);
    expect(bad.json.data.fields.map((f: { field: string }) => f.field)).toEqual(['birth']);
  });

  it('a member searches, sees the record compared field by field, and links it; the search and every read are audited', async () => {
    const { out: found, rows } = await auditedBy(demo.memberId, () => demo.call('POST', '/api/user/medical/search', { docType: 'hk', docId: 'A123456(3)', birth: '1990-01-15', name: 'Chan Tai Man', phone: '6123 4567' }));
    expect(found.status, found.text).toBe(200);
    expect(found.json.ambiguous).toBe(false);
    expect(found.json.results).toHaveLength(1);
    const diff = Object.fromEntries((found.json.results[0].comparison as { field: string; same: boolean }[]).map((d) => [d.field, d.same]));
    expect(diff).toEqual({ name: true, gender: true, birth: true, phone: false, email: false, document: true });
    // The typed name and phone are only compared: the record's phone ends 4568.
    expect(found.json.results[0].typed).toEqual({ name: true, phone: false });
    expect(rows.map((r) => [r.action, r.actorId])).toEqual([['SEARCH', demo.memberId]]);

    const patientId = found.json.results[0].patientId as string;
    const linked = await auditedBy(demo.memberId, () => demo.call('POST', '/api/user/medical/link', { patientId }));
    expect(linked.out.status, linked.out.text).toBe(200);
    expect(linked.rows.map((r) => r.action)).toEqual(['READ', 'LINK']);
    const status = await auditedBy(demo.memberId, () => demo.call('GET', '/api/user/medical'));
    expect(status.out.json.link).toMatchObject({ status: 'LINKED', patientId });
    expect(status.out.json.record.patientId).toBe(patientId);
    expect(status.rows.map((r) => [r.action, r.patientId])).toEqual([['READ', patientId]]);
    expect((await demo.call('POST', '/api/user/medical/link', { patientId })).json.code).toBe('MEDICAL_ALREADY_LINKED');
  });

  it('the member accepts a correction from the record, then pushes a profile change to it', async () => {
    const pulled = await auditedBy(demo.memberId, () => demo.call('POST', '/api/user/medical/pull', { fields: ['email'] }));
    expect(pulled.out.status, pulled.out.text).toBe(200);
    const [u] = await t.database.db.select().from(userAccount).where(eq(userAccount.id, demo.memberId));
    expect(u!.email).toBe('taiman.chan@example.com');
    expect(pulled.rows.map((r) => r.action)).toEqual(['READ', 'PULL', 'READ']);

    await t.database.db.update(member).set({ fullname: '陳大民' }).where(eq(member.id, demo.memberId));
    const pushed = await auditedBy(demo.memberId, () => demo.call('POST', '/api/user/medical/push'));
    expect(pushed.out.status, pushed.out.text).toBe(200);
    expect(pushed.rows.map((r) => r.action)).toEqual(['READ', 'PUSH']);
    expect(pushed.rows[1]!.detail).toEqual({ fields: ['name', 'phone'] });
    const after = await demo.call('GET', '/api/user/medical');
    expect((after.json.record.comparison as { same: boolean }[]).every((d) => d.same)).toBe(true);
    const [link] = await t.database.db.select().from(medicalLink).where(eq(medicalLink.memberId, demo.memberId));
    expect(link!.lastSyncAt).not.toBeNull();
  });

  it('a member with no record creates a new Patient from the profile, and may unlink it', async () => {
    const found = await fresh.call('POST', '/api/user/medical/search', await searchOf(fresh.memberId));
    expect(found.json.results).toEqual([]);
    const created = await auditedBy(fresh.memberId, () => fresh.call('POST', '/api/user/medical/create'));
    expect(created.out.status, created.out.text).toBe(200);
    expect(created.rows.map((r) => r.action)).toEqual(['SEARCH', 'CREATE']);
    expect((created.out.json.record.comparison as { same: boolean }[]).every((d) => d.same)).toBe(true);
    expect((await fresh.call('POST', '/api/user/medical/create')).json.code).toBe('MEDICAL_ALREADY_LINKED');
    const gone = await auditedBy(fresh.memberId, () => fresh.call('DELETE', '/api/user/medical/link'));
    expect(gone.out.status).toBe(200);
    expect(gone.rows.map((r) => r.action)).toEqual(['UNLINK']);
    // The record system keeps it: creating again would duplicate it.
    expect((await fresh.call('POST', '/api/user/medical/create')).json.code).toBe('DUPLICATE');
    expect((await fresh.call('DELETE', '/api/user/medical/link')).json.code).toBe('MEDICAL_NOT_LINKED');
  });

  it('two records with one document and birth date are ambiguous; staff see them masked, compare both and resolve', async () => {
    const found = await twin.call('POST', '/api/user/medical/search', { docType: 'hk', docId: 'C668899(1)', birth: '1985-06-01' });
    expect(found.json.ambiguous).toBe(true);
    expect(found.json.results).toHaveLength(2);

    const list = await viewer.call('GET', '/api/manage/medical/members?status=AMBIGUOUS');
    expect(list.status, list.text).toBe(200);
    expect(list.json.rows).toEqual([expect.objectContaining({ memberId: twin.memberId, status: 'AMBIGUOUS', candidates: 2, docMasked: '••••8991' })]);
    expect(list.text).not.toContain('C6688991');
    const linked = await viewer.call('GET', '/api/manage/medical/members?status=LINKED');
    expect(linked.json.rows.map((r: { memberId: string }) => r.memberId)).toEqual([demo.memberId]);
    const unlinked = await viewer.call('GET', '/api/manage/medical/members?status=UNLINKED');
    expect(unlinked.json.rows.map((r: { memberId: string }) => r.memberId)).toContain(fresh.memberId);

    const detail = await auditedBy(twin.memberId, () => viewer.call('GET', `/api/manage/medical/members/${twin.memberId}`));
    expect(detail.out.json.records).toHaveLength(2);
    expect(detail.rows.map((r) => [r.action, r.actorId])).toEqual([['READ', viewer.userId], ['READ', viewer.userId]]);
    const chosen = detail.out.json.records.find((r: { comparison: { field: string; same: boolean }[] }) => r.comparison.find((d) => d.field === 'name')!.same).patientId as string;

    expect((await viewer.call('POST', `/api/manage/medical/members/${twin.memberId}/link`, { patientId: chosen })).status).toBe(403);
    const resolved = await auditedBy(twin.memberId, () => editor.call('POST', `/api/manage/medical/members/${twin.memberId}/link`, { patientId: chosen }));
    expect(resolved.out.status, resolved.out.text).toBe(200);
    expect(resolved.rows.map((r) => [r.action, r.actorId])).toEqual([['READ', editor.userId], ['RESOLVE', editor.userId]]);
    expect((await twin.call('GET', '/api/user/medical')).json.link).toMatchObject({ status: 'LINKED', patientId: chosen });
    // A record that does not carry the member's own document and birth date is never linked to them.
    expect((await editor.call('POST', `/api/manage/medical/members/${fresh.memberId}/link`, { patientId: chosen })).json.code).toBe('MEDICAL_NO_MATCH');
  });

  it('the sync log lists the changes to staff; the full audit (reads too) is for administrators; the audit cannot be edited', async () => {
    const log = await viewer.call('GET', '/api/manage/medical/sync-log');
    expect(log.status).toBe(200);
    const actions = new Set((log.json.rows as { action: string }[]).map((r) => r.action));
    expect([...actions].sort()).toEqual(['CREATE', 'LINK', 'PULL', 'PUSH', 'RESOLVE', 'UNLINK']);
    expect((await viewer.call('GET', '/api/manage/medical/audit')).status).toBe(403);
    const full = await admin.call('GET', `/api/manage/medical/audit?memberId=${twin.memberId}`);
    expect(full.status).toBe(200);
    expect((full.json.rows as { action: string }[]).map((r) => r.action)).toContain('READ');
    const db = t.database.db;
    await expect(db.update(medicalAudit).set({ action: 'LINK' }).where(eq(medicalAudit.memberId, twin.memberId))).rejects.toThrow();
    await expect(db.delete(medicalAudit).where(and(eq(medicalAudit.memberId, twin.memberId), eq(medicalAudit.action, 'READ')))).rejects.toThrow();
    expect((await db.execute(sql`select count(*)::int as n from medical_audit`)).rows[0]).toMatchObject({ n: expect.any(Number) });
  });
});

/** The search body of a member's own profile. */
async function searchOf(memberId: string) {
  const [m] = await t.database.db.select().from(member).where(eq(member.id, memberId));
  const b = String(m!.birth);
  return { docType: m!.docType, docId: m!.docId, birth: `${b.slice(0, 4)}-${b.slice(4, 6)}-${b.slice(6)}` };
}

const MEMBER_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/user/medical'],
  ['POST', '/api/user/medical/search', { docType: 'hk', docId: 'A123456(3)', birth: '1990-01-15' }],
  ['POST', '/api/user/medical/link', { patientId: 'x' }],
  ['POST', '/api/user/medical/create'],
  ['POST', '/api/user/medical/push'],
  ['POST', '/api/user/medical/pull', { fields: ['name'] }],
  ['DELETE', '/api/user/medical/link'],
];
const STAFF_ROUTES: [string, string, 'VIEW' | 'EDIT' | 'ADMIN', unknown?][] = [
  ['GET', '/api/manage/medical/members', 'VIEW'],
  ['GET', '/api/manage/medical/members/{id}', 'VIEW'],
  ['GET', '/api/manage/medical/sync-log', 'VIEW'],
  ['POST', '/api/manage/medical/members/{id}/link', 'EDIT', { patientId: 'x' }],
  ['DELETE', '/api/manage/medical/members/{id}/link', 'EDIT'],
  ['GET', '/api/manage/medical/audit', 'ADMIN'],
];

describe(`who may call the medical-record routes (${TEST_DB_KIND})`, () => {
  it('the matrix names every medical route the app serves', () => {
    const served = t.routes.filter((r) => r.path.includes('/medical')).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(served.sort()).toEqual([...MEMBER_ROUTES.map(([m, p]) => `${m} ${p}`), ...STAFF_ROUTES.map(([m, p]) => `${m} ${p}`)].sort());
  });

  it.each(MEMBER_ROUTES)('%s %s: 401 to a visitor, 403 to staff who are not members', async (method, path, body) => {
    expect((await visitor.call(method, path, body)).status).toBe(401);
    const r = await admin.call(method, path, body);
    expect(r.status).toBe(403);
    expect(r.json.code).toBe('MEMBER_NOT_EFFECTIVE');
  });

  it.each(STAFF_ROUTES)('%s %s (%s): 401 to a visitor, 403 to a member and to staff without the permission', async (method, rawPath, need, body) => {
    const path = rawPath.replace('{id}', fresh.memberId);
    expect((await visitor.call(method, path, body)).status).toBe(401);
    expect((await fresh.call(method, path, body)).status).toBe(403);
    const none = await signedInStaff(t, ['MEMBER_VIEW', 'MEMBER_EDIT']);
    expect((await none.call(method, path, body)).status).toBe(403);
    const allowed = need === 'VIEW' ? [viewer, editor, admin] : need === 'EDIT' ? [editor, admin] : [admin];
    const refused = need === 'VIEW' ? [] : need === 'EDIT' ? [viewer] : [viewer, editor];
    for (const s of refused) expect((await s.call(method, path, body)).status).toBe(403);
    for (const s of allowed) expect((await s.call(method, path, body)).status).not.toBe(403);
  });
});
