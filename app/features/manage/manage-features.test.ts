import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../common/permissions';
import { diffJson } from './json-diff';
import { PERMISSION_GROUPS } from '../../../common/permission-groups';
import { safeRedirect } from './safe-redirect';
import { itemAt, SECTION_TREE, visibleSections } from './section-tree';
import { isStaff } from '../../../common/permissions';

describe('back-office section tree', () => {
  it('keeps the whole tree of spec §2 as data', () => {
    expect(SECTION_TREE.map((s) => s.key)).toEqual(['booking', 'content', 'settlement', 'system', 'types']);
    expect(SECTION_TREE.flatMap((s) => s.items)).toHaveLength(8 + 11 + 3 + 8 + 9);
  });

  it('shows an administrator every built screen, grouped by section', () => {
    expect(visibleSections(['WEB_ADMIN'])).toEqual([
      {
        key: 'booking',
        items: ['places', 'rooms', 'schedule', 'scheduleEntries', 'holidays', 'weather', 'waitlist', 'chat'].map((key) => expect.objectContaining({ key, path: expect.stringMatching(/^\/manage\//) })),
      },
      {
        key: 'content',
        items: [
          expect.objectContaining({ key: 'blog', path: '/manage/blog' }),
          expect.objectContaining({ key: 'reviews', path: '/manage/reviews' }),
          expect.objectContaining({ key: 'events', path: '/manage/events' }),
          expect.objectContaining({ key: 'faq', path: '/manage/faqs' }),
          expect.objectContaining({ key: 'members', path: '/manage/members' }),
          expect.objectContaining({ key: 'medical', path: '/manage/medical' }),
          expect.objectContaining({ key: 'servicePlans', path: '/manage/service-plans' }),
          expect.objectContaining({ key: 'services', path: '/manage/services' }),
          expect.objectContaining({ key: 'promotions', path: '/manage/promotions' }),
          expect.objectContaining({ key: 'staff', path: '/manage/staff' }),
          expect.objectContaining({ key: 'users', path: '/manage/users' }),
        ],
      },
      {
        key: 'settlement',
        items: [
          expect.objectContaining({ key: 'deals', path: '/manage/deals' }),
          expect.objectContaining({ key: 'packages', path: '/manage/packages' }),
          expect.objectContaining({ key: 'settlement', path: '/manage/settlement' }),
        ],
      },
      {
        key: 'system',
        items: [
          expect.objectContaining({ key: 'admins', path: '/manage/admins' }),
          expect.objectContaining({ key: 'albums', path: '/manage/albums' }),
          expect.objectContaining({ key: 'translations', path: '/manage/translations' }),
          expect.objectContaining({ key: 'operationLog' }),
          expect.objectContaining({ key: 'jobs', path: '/manage/jobs' }),
          expect.objectContaining({ key: 'permissions', path: '/manage/permissions' }),
          expect.objectContaining({ key: 'roles' }),
          expect.objectContaining({ key: 'siteSettings', path: '/manage/site-settings' }),
        ],
      },
      { key: 'types', items: expect.arrayContaining([expect.objectContaining({ key: 'areas', path: '/manage/types/areas' })]) },
    ]);
    expect(visibleSections(['WEB_ADMIN']).find((s) => s.key === 'types')!.items).toHaveLength(9);
  });

  it('shows only what VIEW or EDIT allows, and drops empty sections', () => {
    expect(visibleSections(['ROLE_EDIT']).flatMap((s) => s.items.map((i) => i.key))).toEqual(['roles']);
    expect(visibleSections(['ROLE_DELETE'])).toEqual([]);
    // BOOKING alone opens the weather closure (reading the bookings a warning affects; closing needs EDIT) and the waiting lists.
    expect(visibleSections(['ROLE_DELETE', 'BOOKING_VIEW']).flatMap((s) => s.items.map((i) => i.key))).toEqual(['weather', 'waitlist']);
    expect(visibleSections(['MEMBER_VIEW']).flatMap((s) => s.items.map((i) => `${i.key} ${i.path}`))).toEqual(['members /manage/members']);
    expect(visibleSections(['SETTLEMENT_VIEW']).flatMap((s) => s.items.map((i) => `${i.key} ${i.path}`))).toEqual(['deals /manage/deals', 'packages /manage/packages', 'settlement /manage/settlement']);
    expect(visibleSections([])).toEqual([]);
  });

  it('finds the screen of a path', () => {
    expect(itemAt('/manage/roles')?.resource).toBe('ROLE');
    expect(itemAt('/manage/users/abc')?.resource).toBe('USER');
    expect(itemAt('/manage/members/abc')?.resource).toBe('MEMBER');
    expect(itemAt('/manage/blog/new')?.resource).toBe('BLOG');
    expect(itemAt('/manage/deals/12')?.resource).toBe('SETTLEMENT');
    expect(itemAt('/manage/packages')?.resource).toBe('SETTLEMENT');
    expect(itemAt('/manage/waitlist')?.resource).toBe('BOOKING');
    expect(itemAt('/manage')).toBeUndefined();
  });

  it('groups every resource exactly once in the role editor', () => {
    const grouped = PERMISSION_GROUPS.flatMap((g) => g.resources);
    expect([...grouped].sort()).toEqual([...RESOURCES].sort());
  });
});

describe('staff rule', () => {
  it('counts any role but member and patient', () => {
    expect(isStaff({ roles: ['U'] })).toBe(true);
    expect(isStaff({ roles: ['M', 'THERAPIST'] })).toBe(true);
    expect(isStaff({ roles: ['M', 'PT'] })).toBe(false);
    expect(isStaff({ roles: [] })).toBe(false);
  });
});

describe('safe redirect after sign-in', () => {
  it('keeps same-site paths with query and hash', () => {
    expect(safeRedirect('/manage/users?q=a#x')).toBe('/manage/users?q=a#x');
    expect(safeRedirect('/manage')).toBe('/manage');
  });
  it('refuses other sites and odd schemes', () => {
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', 'manage', '', null, undefined, '/\t/evil.example']) {
      expect(safeRedirect(bad), String(bad)).toBe('/manage');
    }
  });
});

describe('operation-log diff', () => {
  it('flattens objects to paths and marks what changed', () => {
    expect(diffJson({ code: 'A', name: { en: 'x', 'zh-HK': 'y' }, permissions: ['P1'] }, { code: 'A', name: { en: 'z', 'zh-HK': 'y' }, permissions: ['P1', 'P2'] })).toEqual([
      { path: 'code', before: 'A', after: 'A', changed: false },
      { path: 'name.en', before: 'x', after: 'z', changed: true },
      { path: 'name.zh-HK', before: 'y', after: 'y', changed: false },
      { path: 'permissions', before: ['P1'], after: ['P1', 'P2'], changed: true },
    ]);
  });
  it('shows a creation or deletion as one side only', () => {
    expect(diffJson(null, { isLocked: true })).toEqual([{ path: 'isLocked', before: undefined, after: true, changed: true }]);
    expect(diffJson({ isLocked: false }, null)).toEqual([{ path: 'isLocked', before: false, after: undefined, changed: true }]);
  });
});
