import { describe, expect, it } from 'vitest';
import { can, canAny, isAdmin } from './permissions';

describe('permission checks (spec §6) as a truth table', () => {
  const staff = ['BOOKING_VIEW', 'SCHEDULE_EDIT'];
  it.each([
    [staff, 'BOOKING_VIEW', true],
    [staff, 'BOOKING_EDIT', false],
    [[], 'BOOKING_VIEW', false],
    [['WEB_ADMIN'], 'ROLE_DELETE', true],
    [['WEB_ADMIN_READONLY'], 'ROLE_DELETE', true],
  ])('can(%j, %s) = %s', (perms, p, expected) => expect(can(perms, p)).toBe(expected));

  it.each([
    ['BOOKING,SCHEDULE', 'VIEW,EDIT', true],
    ['BOOKING', 'EDIT,DELETE', false],
    ['SCHEDULE', 'EDIT', true],
    ['ROOM,PLACE', 'VIEW', false],
    [' BOOKING , ROOM ', ' VIEW ', true],
    ['', 'VIEW', false],
  ])('canAny(staff, %s, %s) = %s', (r, a, expected) => expect(canAny(staff, r, a)).toBe(expected));

  it('treats any permission starting with WEB_ADMIN as admin, and nothing else', () => {
    expect(isAdmin(['WEB_ADMIN'])).toBe(true);
    expect(isAdmin(['X_WEB_ADMIN', 'BOOKING_EDIT'])).toBe(false);
  });
});
