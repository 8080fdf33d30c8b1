import { describe, expect, it } from 'vitest';
import { filterPermissionList, permissionList, PERMISSION_GROUPS } from './permission-groups';
import { ALL_PERMISSIONS } from './permissions';

const roles = [
  { code: 'X', permissions: ['WEB_ADMIN'] },
  { code: 'U', permissions: ['BOOKING_VIEW', 'BOOKING_EDIT', 'CHAT_VIEW'] },
  { code: 'FAQ', permissions: ['FAQ_VIEW', 'BOOKING_VIEW'] },
  { code: 'M', permissions: [] },
];
const list = permissionList(roles);
const rows = (l: ReturnType<typeof permissionList>) => l.groups.flatMap((g) => g.rows);
const row = (permission: string) => rows(list).find((r) => r.permission === permission);

describe('permission list (spec §6)', () => {
  it('lists every permission but WEB_ADMIN once, in the role editor’s groups and order', () => {
    expect(list.groups.map((g) => g.key)).toEqual(PERMISSION_GROUPS.map((g) => g.key));
    expect(rows(list).map((r) => r.permission).sort()).toEqual(ALL_PERMISSIONS.filter((p) => p !== 'WEB_ADMIN').sort());
    expect(list.groups[0]!.rows.slice(0, 3).map((r) => r.permission)).toEqual(['PLACE_VIEW', 'PLACE_EDIT', 'PLACE_DELETE']);
  });

  it.each([
    ['BOOKING_VIEW', ['U', 'FAQ']],
    ['BOOKING_EDIT', ['U']],
    ['FAQ_VIEW', ['FAQ']],
    ['ROLE_DELETE', []],
  ])('%s is listed by %j; the full-access role is kept apart', (permission, holders) => expect(row(permission)?.roles).toEqual(holders));

  it('names the roles holding WEB_ADMIN as full access', () => expect(list.fullAccess).toEqual(['X']));

  it.each([
    [{ role: 'FAQ' }, ['BOOKING_VIEW', 'FAQ_VIEW']],
    [{ role: 'M' }, []],
    [{ role: 'NOPE' }, []],
    [{ q: 'booking_e' }, ['BOOKING_EDIT']],
    [{ role: 'U', q: 'chat' }, ['CHAT_VIEW']],
    [{ role: 'U', q: '  ' }, ['BOOKING_VIEW', 'BOOKING_EDIT', 'CHAT_VIEW']],
  ])('filtered by %j keeps %j', (filter, expected) => expect(rows(filterPermissionList(list, filter)).map((r) => r.permission)).toEqual(expected));

  it('keeps every row for a full-access role and drops groups left empty', () => {
    expect(rows(filterPermissionList(list, { role: 'X' }))).toHaveLength(rows(list).length);
    expect(filterPermissionList(list, { role: 'FAQ' }).groups.map((g) => g.key)).toEqual(['booking', 'content']);
  });

  it('searches the shown names too', () => {
    const labels = (r: { resource: string }) => (r.resource === 'FAQ' ? ['常見問題'] : []);
    expect(rows(filterPermissionList(list, { q: '常見' }, labels)).map((r) => r.permission)).toEqual(['FAQ_VIEW', 'FAQ_EDIT', 'FAQ_DELETE']);
  });
});
