// The back office: sign-in and redirect, the permission-filtered section tree, roles, users, operation log.
import { test } from '@playwright/test';
import { DESKTOP, PHONE, expect, gotoHydrated, translation } from '../fixtures';
import { ADMIN, api, fillLanguages, openAs, signIn, STAFF, unique } from './manage-helpers';

const m = (key: string, lng: 'en' | 'zh-HK' | 'zh-CN' = 'en') => translation(lng, key, 'manage');

test.use({ viewport: DESKTOP });

test.describe('back-office sign-in', () => {
  test('a visitor opening /manage is sent to /login?redirect=%2Fmanage', async ({ page }) => {
    await page.goto('/manage');
    await expect(page).toHaveURL('/login?redirect=%2Fmanage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('login.title', 'zh-HK'));
  });

  test('a visitor opening a screen comes back to it after signing in', async ({ page }) => {
    await page.goto('/manage/roles?x=1');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/manage/roles?x=1')}`);
    await signIn(page, ADMIN, { redirect: '/manage/roles?x=1' });
    await expect(page).toHaveURL('/manage/roles?x=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('roles.title'));
  });

  test('a wrong password is refused with the spec §8 popup; a foreign redirect is ignored', async ({ page }) => {
    await gotoHydrated(page, '/login?lng=en&redirect=%2F%2Fevil.example%2Fx');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('login.title'));
    const form = page.getByTestId('login-form');
    await form.locator('input[name="account"]').fill('admin');
    await form.locator('input[name="password"]').fill('not-the-password');
    await form.locator('button[type="submit"]').click();
    await expect(page.getByRole('dialog')).toContainText(translation('en', 'error.login.incorrect'));
    await page.getByRole('dialog').getByRole('button', { name: translation('en', 'btn.ok') }).click();
    await form.locator('input[name="password"]').fill(ADMIN.password);
    await form.locator('button[type="submit"]').click();
    await expect(page.getByText(m('login.success'))).toBeVisible();
    await expect(page).toHaveURL('/manage');
    // Signed in already: /login goes straight to the back office.
    await page.goto('/login');
    await expect(page).toHaveURL('/manage');
  });
});

test.describe('section tree and permissions', () => {
  test('the administrator sees every built screen of the tree and the top bar', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL('/manage');
    const nav = page.getByTestId('manage-sidebar');
    await expect(nav.getByRole('link', { name: m('nav.home') })).toHaveAttribute('href', '/manage');
    await expect(nav.getByRole('heading', { level: 2 })).toHaveText([m('nav.section.booking'), m('nav.section.content'), m('nav.section.settlement'), m('nav.section.system'), m('nav.section.types')]);
    await expect(nav.getByRole('link', { name: m('nav.item.users') })).toHaveAttribute('href', '/manage/users');
    await expect(nav.getByRole('link', { name: m('nav.item.operationLog') })).toHaveAttribute('href', '/manage/operation-log');
    await expect(nav.getByRole('link', { name: m('nav.item.roles') })).toHaveAttribute('href', '/manage/roles');
    await expect(nav.getByRole('link', { name: m('nav.item.siteSettings') })).toHaveAttribute('href', '/manage/site-settings');
    await expect(nav.getByRole('link', { name: m('nav.item.areas') })).toHaveAttribute('href', '/manage/types/areas');
    await expect(nav.getByRole('link', { name: m('nav.item.admins') })).toHaveAttribute('href', '/manage/admins');
    await expect(nav.getByRole('link', { name: m('nav.item.chat') })).toHaveAttribute('href', '/manage/chat');
    await expect(nav.getByRole('link', { name: m('nav.item.permissions') })).toHaveAttribute('href', '/manage/permissions');
    await expect(nav.getByRole('link', { name: m('nav.item.faq') })).toHaveAttribute('href', '/manage/faqs');
    await expect(nav.getByRole('link', { name: m('nav.item.reviews') })).toHaveAttribute('href', '/manage/reviews');
    await expect(nav.getByRole('link', { name: m('nav.item.albums') })).toHaveAttribute('href', '/manage/albums');
    await expect(nav.getByRole('link', { name: m('nav.item.events') })).toHaveAttribute('href', '/manage/events');
    await expect(nav.getByRole('link', { name: m('nav.item.translations') })).toHaveAttribute('href', '/manage/translations');
    await expect(nav.getByRole('link', { name: m('nav.item.members') })).toHaveAttribute('href', '/manage/members');
    await expect(nav.getByRole('link', { name: m('nav.item.deals') })).toHaveAttribute('href', '/manage/deals');
    await expect(nav.getByRole('link', { name: m('nav.item.settlement') })).toHaveAttribute('href', '/manage/settlement');
    await expect(nav.getByRole('link', { name: m('nav.item.packages') })).toHaveAttribute('href', '/manage/packages');
    await expect(nav.getByRole('link', { name: m('nav.item.waitlist') })).toHaveAttribute('href', '/manage/waitlist');
    await expect(nav.getByRole('link', { name: m('nav.item.promotions') })).toHaveAttribute('href', '/manage/promotions');
    await expect(nav.getByRole('link', { name: m('nav.item.services') })).toHaveAttribute('href', '/manage/services');
    await expect(nav.getByRole('link', { name: m('nav.item.staff') })).toHaveAttribute('href', '/manage/staff');
    await expect(nav.getByRole('link', { name: m('nav.item.blog'), exact: true })).toHaveAttribute('href', '/manage/blog');
    // home, 7 booking screens (weather closure and waiting lists included), chat, blog, reviews, events, FAQ, members, the medical-record link, service plans, service pages, promotions, staff, users, payments, packages, settlement report, admins, album library, translations, operation log, background jobs, permissions, roles, site settings and the 9 type lists
    await expect(nav.getByRole('link')).toHaveCount(40);
    await expect(nav.getByRole('link', { name: m('nav.item.jobs') })).toHaveAttribute('href', '/manage/jobs');
    await expect(page.getByTestId('manage-user-name')).toHaveText('admin');
    await expect(page.getByTestId('manage-counts').locator('[data-count]')).toHaveCount(5);

    await nav.getByRole('link', { name: m('nav.item.roles') }).click();
    await expect(page).toHaveURL('/manage/roles');
    await expect(page.getByTestId('roles-table').locator('tr[data-role="X"] [data-testid="permission-count"]')).toHaveText(m('roles.allPermissions'));
  });

  test('staff see the booking screens but no roles or users items, and get 403 on /manage/roles', async ({ page }) => {
    await signIn(page, STAFF);
    const nav = page.getByTestId('manage-sidebar');
    await expect(nav.getByRole('link', { name: m('nav.home', 'zh-HK') })).toBeVisible();
    await expect(nav.getByRole('link', { name: m('nav.item.roles', 'zh-HK') })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: m('nav.item.users', 'zh-HK') })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: m('nav.item.schedule', 'zh-HK') })).toHaveAttribute('href', '/manage/schedule');
    await expect(nav.getByRole('link', { name: m('nav.item.chat', 'zh-HK') })).toHaveAttribute('href', '/manage/chat');
    await expect(nav.getByRole('heading', { level: 2 })).toHaveText([m('nav.section.booking', 'zh-HK'), m('nav.section.content', 'zh-HK')]);

    const res = await page.goto('/manage/roles');
    expect(res?.status()).toBe(403);
    await expect(page.getByTestId('manage-status-403')).toContainText(m('forbidden.title', 'zh-HK'));
    // Still inside the back office: the tree and the top bar stay.
    await expect(page.getByTestId('manage-sidebar')).toBeVisible();
    expect((await page.goto('/manage/users'))?.status()).toBe(403);
    expect((await page.goto('/manage/no-such-screen'))?.status()).toBe(404);
  });

  test('a member’s session gets the 403 page without the tree', async ({ page }) => {
    await gotoHydrated(page, '/');
    const token = (await page.context().cookies()).find((c) => c.name === 'xsrf-token')!.value;
    const res = await page.request.post('/api/auth/sign-in', { data: { identifier: '61234567', password: 'member123' }, headers: { 'x-xsrf-token': token } });
    expect(res.ok()).toBe(true);
    const doc = await page.goto('/manage');
    expect(doc?.status()).toBe(403);
    await expect(page.getByTestId('manage-status-403')).toContainText(m('forbidden.notStaff', 'zh-HK'));
    await expect(page.getByTestId('manage-sidebar')).toHaveCount(0);
  });
});

test.describe('roles', () => {
  test('the administrator creates a role, edits it and sees it in the list', async ({ page, baseURL }) => {
    const code = `E2E_${unique()}`;
    await openAs(page, ADMIN, baseURL!, '/manage/roles');
    await page.getByTestId('role-create').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: m('roles.create') })).toBeVisible();
    await dialog.locator('input[name="code"]').fill(code.toLowerCase());
    await fillLanguages(dialog, 'name', ['前台', '前台', 'Front desk']);
    await dialog.getByRole('checkbox', { name: `${m('resources.BOOKING')} – ${m('actions.VIEW')}` }).check();
    await dialog.getByRole('checkbox', { name: `${m('resources.SCHEDULE')} – ${m('actions.EDIT')}` }).check();
    await dialog.getByTestId('role-save').click();
    await expect(page.getByText(m('roles.created'))).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const row = page.locator(`tr[data-role="${code}"]`);
    await expect(row).toContainText('Front desk');
    await expect(row.getByTestId('permission-count')).toHaveText('2');
    await expect(row.getByTestId('user-count')).toHaveText('0');

    await row.getByRole('button', { name: `${m('common.edit')} ${code}` }).click();
    await expect(dialog.getByRole('heading', { name: m('roles.edit') })).toBeVisible();
    await expect(dialog.locator('input[name="name.en"]')).toHaveValue('Front desk');
    await dialog.locator('input[name="name.en"]').fill('Reception');
    await dialog.getByRole('checkbox', { name: `${m('resources.FAQ')} – ${m('actions.VIEW')}` }).check();
    await dialog.getByTestId('role-save').click();
    await expect(page.getByText(m('roles.saved'))).toBeVisible();
    await expect(row).toContainText('Reception');
    await expect(row.getByTestId('permission-count')).toHaveText('3');

    // A second role with the same code is refused with the server's message (409).
    await page.getByTestId('role-create').click();
    await dialog.locator('input[name="code"]').fill(code);
    for (const l of ['zh-HK', 'zh-CN', 'en']) await dialog.locator(`input[name="name.${l}"]`).fill('Dup');
    await dialog.getByTestId('role-save').click();
    await expect(page.getByRole('dialog').filter({ hasText: translation('en', 'error.manage.roleCodeTaken') })).toBeVisible();
  });

  test('deleting a role asks first, then removes it', async ({ page, baseURL }) => {
    await openAs(page, ADMIN, baseURL!, '/manage/roles');
    const code = `DEL_${unique()}`;
    await api(page, 'POST', '/api/manage/roles', { code, name: { 'zh-HK': '刪', 'zh-CN': '删', en: 'Doomed' }, permissions: [] });
    await page.reload();
    const row = page.locator(`tr[data-role="${code}"]`);
    await row.getByRole('button', { name: `${m('common.delete')} ${code}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: translation('en', 'btn.yes') }).click();
    await expect(page.getByText(m('roles.deleted'))).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test.describe('users and the operation log', () => {
  test('the admins screen lists administrators and no other staff', async ({ page, baseURL }) => {
    await openAs(page, ADMIN, baseURL!, '/manage');
    await page.getByTestId('manage-sidebar').getByRole('link', { name: m('nav.item.admins') }).click();
    await expect(page).toHaveURL('/manage/users?kind=admin');
    await expect(page.getByRole('cell', { name: /^admin\b/ })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^staff\b/ })).toHaveCount(0);
  });

  test('the administrator creates a staff account, locks it, and the operation log shows the entry', async ({ page, baseURL }) => {
    const account = `e2e${unique().toLowerCase()}`;
    await openAs(page, ADMIN, baseURL!, '/manage/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('users.title'));

    await page.getByTestId('staff-create').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="account"]').fill(account);
    await dialog.locator('input[name="password"]').fill('weak');
    await dialog.getByTestId('staff-save').click();
    await expect(dialog).toContainText(translation('en', 'error.password.weak'));
    await expect(dialog).toContainText(translation('en', 'error.manage.roleRequired'));
    await dialog.locator('input[name="password"]').fill('Strong#Pass2026');
    await dialog.locator('input[data-role="U"]').check();
    await dialog.getByTestId('staff-save').click();
    await expect(page.getByText(m('users.created'))).toBeVisible();

    await page.getByTestId('users-filter').locator('input[name="q"]').fill(account);
    await page.getByTestId('users-filter').getByRole('button', { name: m('common.search') }).click();
    await expect(page).toHaveURL(new RegExp(`q=${account}`));
    const row = page.locator(`tr[data-user="${account}"]`);
    await expect(page.getByTestId('users-table').locator('tbody tr')).toHaveCount(1);
    await expect(row.getByTestId('user-status')).toHaveText(m('users.status.active'));

    await row.getByRole('button', { name: m('users.lock'), exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: translation('en', 'btn.yes') }).click();
    await expect(page.getByText(m('users.done.lock'))).toBeVisible();
    await expect(row.getByTestId('user-status')).toHaveText(m('users.status.locked'));

    await page.getByTestId('manage-sidebar').getByRole('link', { name: m('nav.item.operationLog') }).click();
    await expect(page).toHaveURL('/manage/operation-log');
    // The newest lock of a user (tests running beside this one write entries of their own).
    const entry = page.getByTestId('log-table').locator('tbody tr[data-log-action="LOCK"][data-log-resource="USER"]').first();
    await expect(entry).toContainText('admin');
    await expect(entry).toContainText(m('resources.USER'));
    await entry.getByRole('button', { name: m('log.diff.show') }).click();
    const diff = page.getByTestId('json-diff');
    await expect(diff.locator('tr[data-changed="true"]')).toHaveCount(1);
    await expect(diff.locator('tr[data-changed="true"]')).toContainText('isLocked');
    await expect(diff.locator('tr', { hasText: 'account' })).toContainText(account);

    // The filters narrow the list.
    const filter = page.getByTestId('log-filter');
    await filter.locator('select[name="action"]').selectOption('CREATE');
    await filter.getByRole('button', { name: m('common.search') }).click();
    await expect(page).toHaveURL(/action=CREATE/);
    await expect(page.getByTestId('log-table').locator('tbody tr[data-log-action]').first()).toHaveAttribute('data-log-action', 'CREATE');
    await expect(page.getByTestId('log-table').locator('tbody tr[data-log-action="LOCK"]')).toHaveCount(0);
  });

  test('sorting and paging the user list', async ({ page, baseURL }) => {
    await openAs(page, ADMIN, baseURL!, '/manage/users?pageSize=1&sort=account&order=asc');
    await expect(page.getByTestId('users-table').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('pager')).toBeVisible();
    await page.getByTestId('pager').getByRole('link', { name: m('pager.next') }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.locator('th a[data-sort="account"]').click();
    await expect(page).toHaveURL(/order=desc/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.locator('th[aria-sort="descending"]')).toHaveCount(1);
    await page.goto('/manage/users?pageSize=1&page=999');
    await expect(page.getByTestId('pager-out-of-range')).toBeVisible();
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: PHONE });

  test('at 375 px the tree is a drawer opened from the top bar', async ({ page, baseURL }) => {
    await openAs(page, ADMIN, baseURL!, '/manage');
    await expect(page.getByTestId('manage-sidebar')).toBeHidden();
    await page.getByTestId('manage-menu-button').click();
    const drawer = page.getByTestId('manage-drawer');
    await expect(drawer.getByRole('link', { name: m('nav.item.roles') })).toBeVisible();
    await drawer.getByRole('link', { name: m('nav.item.roles') }).click();
    await expect(page).toHaveURL('/manage/roles');
    await expect(drawer).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('language and sign-out', () => {
  test('the language picker switches the back office and keeps the choice; logout returns to /login', async ({ page, browser, baseURL }) => {
    const account = `lng${unique().toLowerCase()}`;
    const adminPage = await browser.newPage();
    await openAs(adminPage, ADMIN, baseURL!, '/manage');
    const roles = (await api(adminPage, 'GET', '/api/manage/roles')).roles as { id: number; code: string }[];
    await api(adminPage, 'POST', '/api/manage/users', { account, password: 'Lang#Pass2026', lng: 'zh-CN', roleIds: [roles.find((r) => r.code === 'U')!.id] });
    await adminPage.close();

    await signIn(page, { account, password: 'Lang#Pass2026' });
    await expect(page.getByTestId('manage-sidebar').getByRole('link', { name: m('nav.home', 'zh-CN') })).toBeVisible();
    await page.getByTestId('manage-language').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/manage?lng=en');
    await expect(page.getByTestId('manage-sidebar').getByRole('link', { name: m('nav.home') })).toBeVisible();
    await page.goto('/manage');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('manage-logout')).toHaveText(m('nav.logout'));

    await page.getByTestId('manage-logout').click();
    await expect(page).toHaveURL('/login');
    await page.goto('/manage');
    await expect(page).toHaveURL('/login?redirect=%2Fmanage');
  });
});
