import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatMemberCode, isValidMemberCode } from '../../common/validators/member-code';
import { operationLog, session, userAccount } from '../../server/db/schema/accounts';
import { apiBrowser } from '../helpers/api-browser';
import { createTestApp, xsrfHeaders } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

let t: Awaited<ReturnType<typeof createTestApp>>;

type Browser = ReturnType<typeof browser>;
let admin: Browser;
let staff: Browser;
let member: Browser;

/** A browser against the test app (cookies, anti-forgery header, own client address). */
const browser = () => apiBrowser(t);

async function staffBrowser(account: string, password: string) {
  const b = browser();
  const res = await b.call('POST', '/api/auth/staff-sign-in', { account, password });
  expect(res.status, `${account} signs in`).toBe(200);
  return b;
}

const name = (en: string) => ({ 'zh-HK': `${en} 繁`, 'zh-CN': `${en} 简`, en });
const roleByCode = async (code: string) => (await admin.call('GET', '/api/manage/roles')).json.roles.find((r: { code: string }) => r.code === code);
const userByAccount = async (account: string) =>
  (await admin.call('GET', `/api/manage/users?q=${encodeURIComponent(account)}`)).json.rows.find((u: { account: string }) => u.account === account);

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffBrowser('admin', 'Aloha#Admin2026');
  staff = await staffBrowser('staff', 'Aloha#Staff2026');
  member = browser();
  expect((await member.call('POST', '/api/auth/sign-in', { identifier: '61234567', password: 'member123' })).status).toBe(200);
});
afterAll(() => t?.close());

describe(`back-office access on ${TEST_DB_KIND}`, () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/manage/roles'],
    ['POST', '/api/manage/roles', { code: 'NOPE', name: name('Nope'), permissions: [] }],
    ['DELETE', '/api/manage/roles/999'],
    ['GET', '/api/manage/users'],
    ['POST', '/api/manage/users/1111111111111111111111/lock'],
    ['GET', '/api/manage/operation-log'],
    ['GET', '/api/manage/permissions'],
    ['GET', '/api/manage/sms-outbox'],
    ['GET', '/api/manage/jobs'],
    ['POST', '/api/manage/jobs/booking-reminder/00000000-0000-4000-8000-000000000000/retry'],
  ];

  it('answers 401 to a visitor, 403 to a member and to the staff role on roles, users and the log', async () => {
    for (const [method, path, body] of routes) {
      expect((await browser().call(method, path, body)).status, `anonymous ${method} ${path}`).toBe(401);
      const asMember = await member.call(method, path, body);
      expect(asMember.status, `member ${method} ${path}`).toBe(403);
      expect(asMember.json.code).toBe('FORBIDDEN');
      expect((await staff.call(method, path, body)).status, `staff ${method} ${path}`).toBe(403);
    }
  });

  it('lets the administrator read every list', async () => {
    for (const path of ['/api/manage/roles', '/api/manage/users', '/api/manage/operation-log', '/api/manage/sms-outbox', '/api/manage/dashboard', '/api/manage/jobs']) {
      expect((await admin.call('GET', path)).status, path).toBe(200);
    }
  });

  it('gives any staff member the home counts but not a member', async () => {
    const counts = await staff.call('GET', '/api/manage/dashboard');
    expect(counts.status).toBe(200);
    expect(counts.json).toMatchObject({ members: 1, staff: 2 });
    expect((await member.call('GET', '/api/manage/dashboard')).status).toBe(403);
  });

  it('declares every route for /api/openapi.json with schemas JSON Schema can describe', () => {
    const manage = t.routes.filter((r) => r.path.startsWith('/api/manage/'));
    expect(manage.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['get /api/manage/roles', 'put /api/manage/users/{id}/roles', 'get /api/manage/operation-log', 'get /api/manage/sms-outbox']),
    );
    for (const r of manage) for (const schema of [r.body, r.query]) if (schema) expect(() => z.toJSONSchema(schema), r.path).not.toThrow();
  });
});

describe(`roles on ${TEST_DB_KIND}`, () => {
  it('lists the built-in roles with permission and user counts', async () => {
    const x = await roleByCode('X');
    expect(x).toMatchObject({ isSystem: true, isAdmin: true, permissionCount: 1, userCount: 1 });
    const u = await roleByCode('U');
    expect(u.permissionCount).toBe(u.permissions.length);
    expect(u.userCount).toBe(1);
  });

  it('creates a role, refuses a second one with the same code (409) and unknown permissions (400), and logs the update with before/after', async () => {
    const created = await admin.call('POST', '/api/manage/roles', { code: 'therapist', name: name('Therapist'), permissions: ['BOOKING_VIEW', 'BOOKING_VIEW', 'SCHEDULE_EDIT'] });
    expect(created.status).toBe(200);
    const role = await roleByCode('THERAPIST');
    expect(role).toMatchObject({ id: created.json.id, permissions: ['BOOKING_VIEW', 'SCHEDULE_EDIT'], permissionCount: 2, userCount: 0, isSystem: false });

    const dup = await admin.call('POST', '/api/manage/roles', { code: 'THERAPIST', name: name('Again'), permissions: [] });
    expect(dup.status).toBe(409);
    expect(dup.json).toMatchObject({ code: 'ROLE_CODE_TAKEN', message: 'error.manage.roleCodeTaken' });
    const bad = await admin.call('POST', '/api/manage/roles', { code: 'BAD', name: name('Bad'), permissions: ['LAUNCH_ROCKETS'] });
    expect(bad.status).toBe(400);
    expect(bad.json.data.fields[0].field).toBe('permissions');
    const noName = await admin.call('POST', '/api/manage/roles', { code: 'BAD', name: { ...name('Bad'), en: ' ' }, permissions: [] });
    expect(noName.status).toBe(400);

    const renamed = await admin.call('PUT', `/api/manage/roles/${role.id}`, { code: 'THERAPIST', name: name('Physio'), permissions: ['BOOKING_VIEW'] });
    expect(renamed.status).toBe(200);
    expect((await admin.call('PUT', `/api/manage/roles/${role.id}`, { code: 'U', name: name('Physio'), permissions: [] })).status).toBe(409);
    const [log] = await t.database.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.resource, 'ROLE'), eq(operationLog.action, 'UPDATE'), eq(operationLog.resourceId, String(role.id))));
    expect(log).toMatchObject({
      before: { code: 'THERAPIST', name: name('Therapist'), permissions: ['BOOKING_VIEW', 'SCHEDULE_EDIT'] },
      after: { code: 'THERAPIST', name: name('Physio'), permissions: ['BOOKING_VIEW'] },
      ip: admin.ip,
    });
  });

  it('keeps built-in roles: no delete, no code change, the administrator role keeps WEB_ADMIN', async () => {
    const u = await roleByCode('U');
    const x = await roleByCode('X');
    expect((await admin.call('DELETE', `/api/manage/roles/${u.id}`)).json.code).toBe('ROLE_SYSTEM');
    expect((await admin.call('PUT', `/api/manage/roles/${u.id}`, { code: 'STAFF', name: u.name, permissions: u.permissions })).json.code).toBe('ROLE_SYSTEM');
    expect((await admin.call('PUT', `/api/manage/roles/${x.id}`, { code: 'X', name: x.name, permissions: ['ROLE_VIEW'] })).json.code).toBe('ROLE_SYSTEM');
    expect((await admin.call('PUT', `/api/manage/roles/${u.id}`, { code: 'U', name: name('Front desk'), permissions: u.permissions })).status).toBe(200);
  });

  it('refuses to delete a role while someone holds it (409), then deletes it once nobody does', async () => {
    const created = await admin.call('POST', '/api/manage/roles', { code: 'TEMP', name: name('Temp'), permissions: ['FAQ_VIEW'] });
    const staffUser = await userByAccount('staff');
    const u = await roleByCode('U');
    expect((await admin.call('PUT', `/api/manage/users/${staffUser.id}/roles`, { roleIds: [u.id, created.json.id] })).status).toBe(200);
    const inUse = await admin.call('DELETE', `/api/manage/roles/${created.json.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.json).toMatchObject({ code: 'ROLE_IN_USE', data: { count: 1 } });
    expect((await admin.call('PUT', `/api/manage/users/${staffUser.id}/roles`, { roleIds: [u.id] })).status).toBe(200);
    expect((await admin.call('DELETE', `/api/manage/roles/${created.json.id}`)).status).toBe(200);
    expect(await roleByCode('TEMP')).toBeUndefined();
    expect((await admin.call('DELETE', `/api/manage/roles/${created.json.id}`)).status).toBe(404);
  });

  it('does not let a role editor grant permissions they do not hold', async () => {
    const editor = await admin.call('POST', '/api/manage/roles', { code: 'ROLE_EDITOR', name: name('Role editor'), permissions: ['ROLE_VIEW', 'ROLE_EDIT', 'FAQ_VIEW'] });
    expect((await admin.call('POST', '/api/manage/users', { account: 'roleeditor', password: 'Editor#2026x', roleIds: [editor.json.id] })).status).toBe(200);
    const b = await staffBrowser('roleeditor', 'Editor#2026x');
    expect((await b.call('GET', '/api/manage/roles')).status).toBe(200);
    expect((await b.call('GET', '/api/manage/users')).status).toBe(403);
    const escalate = await b.call('PUT', `/api/manage/roles/${editor.json.id}`, { code: 'ROLE_EDITOR', name: name('Role editor'), permissions: ['ROLE_VIEW', 'ROLE_EDIT', 'FAQ_VIEW', 'WEB_ADMIN'] });
    expect(escalate.status).toBe(403);
    expect(escalate.json.code).toBe('PERMISSION_NOT_HELD');
    expect((await b.call('POST', '/api/manage/roles', { code: 'FAQ', name: name('FAQ'), permissions: ['FAQ_VIEW'] })).status).toBe(200);
    expect((await b.call('DELETE', `/api/manage/roles/${(await roleByCode('FAQ')).id}`)).status).toBe(403); // no ROLE_DELETE
  });
});

describe(`permission list on ${TEST_DB_KIND}`, () => {
  type Row = { permission: string; roles: string[] };
  const rowOf = (json: { groups: { rows: Row[] }[] }, permission: string) => json.groups.flatMap((g) => g.rows).find((r) => r.permission === permission);

  it('shows a PERMISSION_VIEW holder every permission by section with the roles holding it, and role summaries', async () => {
    const viewer = await admin.call('POST', '/api/manage/roles', { code: 'PERM_VIEWER', name: name('Permission viewer'), permissions: ['PERMISSION_VIEW'] });
    expect((await admin.call('POST', '/api/manage/users', { account: 'permviewer', password: 'Viewer#2026x', roleIds: [viewer.json.id] })).status).toBe(200);
    const res = await (await staffBrowser('permviewer', 'Viewer#2026x')).call('GET', '/api/manage/permissions');
    expect(res.status).toBe(200);
    expect(res.json.groups.map((g: { key: string }) => g.key)).toEqual(['booking', 'content', 'settlement', 'system', 'types', 'other']);
    expect(res.json.fullAccess).toEqual(['X']);
    expect(rowOf(res.json, 'BOOKING_EDIT')?.roles).toEqual(['U']);
    expect(rowOf(res.json, 'PERMISSION_VIEW')?.roles).toEqual(['PERM_VIEWER']);
    expect(rowOf(res.json, 'ROLE_DELETE')?.roles).toEqual([]);
    expect(res.json.roles.find((r: { code: string }) => r.code === 'PERM_VIEWER')).toMatchObject({ name: name('Permission viewer'), permissionCount: 1, userCount: 1, isAdmin: false });
    expect(res.json.roles.find((r: { code: string }) => r.code === 'X')).toMatchObject({ isAdmin: true });
  });

  it('filters by role code and permission text, and refuses an over-long search (400)', async () => {
    const byRole = await admin.call('GET', '/api/manage/permissions?role=U&q=booking');
    expect(byRole.json.groups.flatMap((g: { rows: Row[] }) => g.rows.map((r) => r.permission))).toEqual(['BOOKING_VIEW', 'BOOKING_EDIT', 'BOOKING_DELETE']);
    expect((await admin.call('GET', `/api/manage/permissions?q=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe(`users on ${TEST_DB_KIND}`, () => {
  it('searches by account, phone, e-mail and name, and filters staff and members', async () => {
    const byAccount = (await admin.call('GET', '/api/manage/users?q=admin')).json.rows;
    expect(byAccount.map((u: { account: string }) => u.account)).toContain('admin');
    const byPhone = (await admin.call('GET', '/api/manage/users?q=6123%204567')).json.rows;
    expect(byPhone).toHaveLength(1);
    expect(byPhone[0]).toMatchObject({ phone: '+85261234567', name: '陳大文', isMember: true, isStaff: false });
    expect((await admin.call('GET', '/api/manage/users?q=MEMBER@EXAMPLE')).json.rows).toHaveLength(1);
    expect((await admin.call('GET', `/api/manage/users?q=${encodeURIComponent('大文')}`)).json.rows).toHaveLength(1);
    expect((await admin.call('GET', '/api/manage/users?q=%25')).json.rows).toHaveLength(0); // % is literal
    // By member code, typed as people do (lower case, with the dash); the row carries the code, never shown as the internal id.
    const code: string = byPhone[0].memberCode;
    expect(isValidMemberCode(code)).toBe(true);
    const byCode = (await admin.call('GET', `/api/manage/users?q=${encodeURIComponent(formatMemberCode(code).toLowerCase())}`)).json.rows;
    expect(byCode.map((u: { phone: string }) => u.phone)).toEqual(['+85261234567']);
    expect((await admin.call('GET', '/api/manage/users?kind=staff')).json.rows.every((u: { memberCode: string | null }) => u.memberCode === null)).toBe(true);
    const staffOnly = (await admin.call('GET', '/api/manage/users?kind=staff')).json.rows;
    expect(staffOnly.every((u: { isStaff: boolean }) => u.isStaff)).toBe(true);
    const members = (await admin.call('GET', '/api/manage/users?kind=member')).json.rows;
    expect(members.map((u: { phone: string }) => u.phone)).toEqual(['+85261234567']);
    // The admins screen: holders of a role granting WEB_ADMIN, not other staff.
    const admins = (await admin.call('GET', '/api/manage/users?kind=admin')).json.rows.map((u: { account: string }) => u.account);
    expect(admins).toContain('admin');
    expect(admins).not.toContain('staff');
  });

  it('sorts and paginates, and says when a page is out of range', async () => {
    const asc = (await admin.call('GET', '/api/manage/users?sort=account&order=asc&kind=staff')).json.rows.map((u: { account: string }) => u.account);
    expect(asc).toEqual([...asc].sort());
    const desc = (await admin.call('GET', '/api/manage/users?sort=account&order=desc&kind=staff')).json.rows.map((u: { account: string }) => u.account);
    expect(desc).toEqual([...asc].reverse());

    const first = (await admin.call('GET', '/api/manage/users?pageSize=1&page=1&sort=account&order=asc')).json;
    expect(first.rows).toHaveLength(1);
    expect(first.pagination).toMatchObject({ currPage: 1, isOutOfRange: false, page: { hasNext: true } });
    const total = first.pagination.page.total;
    const last = (await admin.call('GET', `/api/manage/users?pageSize=1&page=${total}&sort=account&order=asc`)).json;
    expect(last.pagination).toMatchObject({ currPage: total, isOutOfRange: false, page: { hasNext: false, total } });
    const beyond = (await admin.call('GET', `/api/manage/users?pageSize=1&page=${total + 1}`)).json;
    expect(beyond.rows).toEqual([]);
    expect(beyond.pagination).toMatchObject({ isOutOfRange: true, page: { hasNext: false } });
    expect((await admin.call('GET', '/api/manage/users?pageSize=101')).status).toBe(400);
    expect((await admin.call('GET', '/api/manage/users?sort=password')).status).toBe(400);
  });

  it('requires at least one role (400) and keeps the member role with the registration', async () => {
    const staffUser = await userByAccount('staff');
    const none = await admin.call('PUT', `/api/manage/users/${staffUser.id}/roles`, { roleIds: [] });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('error.manage.roleRequired');
    expect((await userByAccount('staff')).roles.map((r: { code: string }) => r.code)).toEqual(['U']);

    const m = await roleByCode('M');
    const u = await roleByCode('U');
    expect((await admin.call('PUT', `/api/manage/users/${staffUser.id}/roles`, { roleIds: [u.id, m.id] })).json.code).toBe('MEMBER_ROLE_FIXED');
    const memberUser = (await admin.call('GET', '/api/manage/users?kind=member')).json.rows[0];
    expect((await admin.call('PUT', `/api/manage/users/${memberUser.id}/roles`, { roleIds: [u.id] })).json.code).toBe('MEMBER_ROLE_FIXED');
    expect((await admin.call('PUT', `/api/manage/users/${staffUser.id}/roles`, { roleIds: [9999] })).status).toBe(400);
    expect((await admin.call('PUT', '/api/manage/users/1111111111111111111111/roles', { roleIds: [u.id] })).status).toBe(404);
  });

  it('creates staff accounts: strong password, unique account whatever the case (409), staff roles only', async () => {
    const u = await roleByCode('U');
    const m = await roleByCode('M');
    const weak = await admin.call('POST', '/api/manage/users', { account: 'newbie', password: 'password1', roleIds: [u.id] });
    expect(weak.json.code).toBe('PASSWORD_WEAK');
    const taken = await admin.call('POST', '/api/manage/users', { account: 'ADMIN', password: 'Strong#Pass1', roleIds: [u.id] });
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe('ACCOUNT_TAKEN');
    expect((await admin.call('POST', '/api/manage/users', { account: 'newbie', password: 'Strong#Pass1', roleIds: [] })).json.code).toBe('ROLE_REQUIRED');
    expect((await admin.call('POST', '/api/manage/users', { account: 'newbie', password: 'Strong#Pass1', roleIds: [m.id] })).json.code).toBe('MEMBER_ROLE_FIXED');
    const ok = await admin.call('POST', '/api/manage/users', { account: 'newbie', password: 'Strong#Pass1', roleIds: [u.id], lng: 'en' });
    expect(ok.status).toBe(200);
    const row = await userByAccount('newbie');
    expect(row).toMatchObject({ id: ok.json.id, isStaff: true, isMember: false, lng: 'en' });
    const [log] = await t.database.db.select().from(operationLog).where(and(eq(operationLog.action, 'CREATE'), eq(operationLog.resourceId, ok.json.id)));
    expect(JSON.stringify(log)).not.toMatch(/argon|Strong#Pass1/);
    await staffBrowser('newbie', 'Strong#Pass1');
  });

  it('locks an account, which ends its sessions at once, logs before/after, and unlocks it', async () => {
    const u = await roleByCode('U');
    await admin.call('POST', '/api/manage/users', { account: 'lockme', password: 'Lock#Me2026', roleIds: [u.id] });
    const victim = await staffBrowser('lockme', 'Lock#Me2026');
    const target = await userByAccount('lockme');
    expect((await victim.call('GET', '/api/user/me')).status).toBe(200);

    expect((await admin.call('POST', `/api/manage/users/${target.id}/lock`)).status).toBe(200);
    expect((await victim.call('GET', '/api/user/me')).status).toBe(401);
    const live = await t.database.db.select().from(session).where(and(eq(session.userId, target.id), isNull(session.revokedAt)));
    expect(live).toEqual([]);
    const again = await browser().call('POST', '/api/auth/staff-sign-in', { account: 'lockme', password: 'Lock#Me2026' });
    expect(again.status).not.toBe(200);
    expect((await userByAccount('lockme')).isLocked).toBe(true);

    const [log] = await t.database.db.select().from(operationLog).where(and(eq(operationLog.action, 'LOCK'), eq(operationLog.resourceId, target.id)));
    const [adminRow] = await t.database.db.select().from(userAccount).where(eq(userAccount.account, 'admin'));
    expect(log).toMatchObject({ actorId: adminRow!.id, resource: 'USER', before: { account: 'lockme', isLocked: false, roles: ['U'] }, after: { isLocked: true }, ip: admin.ip });

    expect((await admin.call('POST', `/api/manage/users/${target.id}/unlock`)).status).toBe(200);
    await staffBrowser('lockme', 'Lock#Me2026');
  });

  it('soft-deletes and recovers an account, and refuses to act on oneself', async () => {
    const memberUser = (await admin.call('GET', '/api/manage/users?kind=member')).json.rows[0];
    const b = browser();
    await b.call('POST', '/api/auth/sign-in', { identifier: '61234567', password: 'member123' });
    expect((await admin.call('DELETE', `/api/manage/users/${memberUser.id}`)).status).toBe(200);
    expect((await b.call('GET', '/api/user/me')).status).toBe(401);
    const deleted = (await admin.call('GET', '/api/manage/users?status=deleted')).json.rows;
    expect(deleted.map((u: { id: string }) => u.id)).toEqual([memberUser.id]);
    expect(deleted[0].deletedAt).toBeTruthy();
    expect((await admin.call('GET', '/api/manage/users?status=active&kind=member')).json.rows).toEqual([]);
    expect((await admin.call('POST', `/api/manage/users/${memberUser.id}/recover`)).status).toBe(200);
    expect((await admin.call('GET', '/api/manage/users?status=active&kind=member')).json.rows).toHaveLength(1);
    // The member's own session (taken above) stays ended; signing in again works.
    expect((await member.call('POST', '/api/auth/sign-in', { identifier: '61234567', password: 'member123' })).status).toBe(200);

    const me = await userByAccount('admin');
    expect((await admin.call('POST', `/api/manage/users/${me.id}/lock`)).json.code).toBe('CANNOT_TARGET_SELF');
    expect((await admin.call('DELETE', `/api/manage/users/${me.id}`)).json.code).toBe('CANNOT_TARGET_SELF');
  });

  it('lets a user editor act on staff but not on an administrator', async () => {
    const desk = await admin.call('POST', '/api/manage/roles', { code: 'DESK', name: name('Desk'), permissions: ['USER_VIEW', 'USER_EDIT'] });
    await admin.call('POST', '/api/manage/users', { account: 'desk', password: 'Desk#2026xx', roleIds: [desk.json.id] });
    const b = await staffBrowser('desk', 'Desk#2026xx');
    const adminUser = await userByAccount('admin');
    const newbie = await userByAccount('newbie');
    expect((await b.call('POST', `/api/manage/users/${adminUser.id}/lock`)).status).toBe(403);
    expect((await b.call('PUT', `/api/manage/users/${newbie.id}/roles`, { roleIds: [(await roleByCode('X')).id] })).json.code).toBe('PERMISSION_NOT_HELD');
    expect((await b.call('POST', `/api/manage/users/${newbie.id}/lock`)).status).toBe(200);
    expect((await b.call('POST', `/api/manage/users/${newbie.id}/unlock`)).status).toBe(200);
    expect((await b.call('DELETE', `/api/manage/users/${newbie.id}`)).status).toBe(403); // no USER_DELETE
  });
});

describe(`operation log on ${TEST_DB_KIND}`, () => {
  it('filters by resource, action, actor and clinic-day range, newest first, paginated', async () => {
    const all = (await admin.call('GET', '/api/manage/operation-log?pageSize=100')).json;
    expect(all.rows.length).toBeGreaterThan(5);
    const times = all.rows.map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const locks = (await admin.call('GET', '/api/manage/operation-log?resource=USER&action=LOCK')).json.rows;
    expect(locks.length).toBe(2);
    expect(locks.every((r: { action: string; resource: string }) => r.action === 'LOCK' && r.resource === 'USER')).toBe(true);
    const byDesk = (await admin.call('GET', '/api/manage/operation-log?actor=desk')).json.rows;
    expect(byDesk.map((r: { action: string }) => r.action)).toEqual(['UNLOCK', 'LOCK']);
    expect(byDesk[0].actor.account).toBe('desk');

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await admin.call('GET', `/api/manage/operation-log?from=${today}&to=${today}`)).json.pagination.page.total).toBe(all.pagination.page.total);
    expect((await admin.call('GET', '/api/manage/operation-log?from=2001-01-01&to=2001-01-31')).json.rows).toEqual([]);
    expect((await admin.call('GET', '/api/manage/operation-log?from=2001-02-30')).status).toBe(400);

    const paged = (await admin.call('GET', '/api/manage/operation-log?pageSize=2&page=999')).json;
    expect(paged.pagination.isOutOfRange).toBe(true);
  });
});

describe(`demo SMS outbox on ${TEST_DB_KIND}`, () => {
  it('shows an administrator the newest messages to one number', async () => {
    await browser().call('POST', '/api/auth/code', { callingCode: '852', phone: '51112222', purpose: 'register', lng: 'en' });
    const res = await admin.call('GET', '/api/manage/sms-outbox?to=%2B85251112222');
    expect(res.status).toBe(200);
    expect(res.json.messages).toHaveLength(1);
    expect(res.json.messages[0]).toMatchObject({ to: '+85251112222', text: expect.stringMatching(/\d{6}/) });
    // An unencoded "+" decodes to a space: the number is still found.
    expect((await admin.call('GET', '/api/manage/sms-outbox?to=+85251112222')).json.messages).toHaveLength(1);
  });

  it('does not exist outside demo mode', async () => {
    const prod = await createTestApp({ DEMO: '0' });
    try {
      const jar = {} as Record<string, string>;
      const signIn = await prod.request('/api/auth/staff-sign-in', {
        method: 'POST',
        headers: xsrfHeaders(),
        body: JSON.stringify({ account: 'admin', password: 'Aloha#Admin2026' }),
      });
      for (const c of signIn.headers.getSetCookie()) {
        const [k, v] = c.split(';')[0]!.split('=');
        jar[k!] = v!;
      }
      const res = await prod.request('/api/manage/sms-outbox', {
        headers: { cookie: Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
