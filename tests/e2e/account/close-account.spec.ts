// Closing one's account (issue 14; docs/privacy.md "Erasure"): a fresh member, on a phone, reads what
// closing means, gives a wrong then the right password, and is signed out to the home page with a
// toast; their phone and password no longer sign in. Staff erase another member's data on request.
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { api } from '../manage/manage-helpers';
import { adminApi, latestCode, registerMember } from './helpers';

const a = (key: string) => translation('en', key, 'account');
const c = (key: string) => translation('en', key, 'cms');

test('a new member closes their account from the profile on a phone and is signed out', async ({ page, baseURL }) => {
  await page.setViewportSize(DESKTOP);
  const who = await registerMember(page, baseURL!);
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/en/user/profile');
  await page.locator('#data').getByTestId('close-account-open').click();
  const dialog = page.getByRole('dialog', { name: a('close.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(a('close.balances'))).toBeVisible();
  await expect(dialog.getByText(a('close.kept'))).toBeVisible();

  // A wrong password closes nothing.
  await dialog.getByLabel(a('close.password')).fill('not-my-password');
  await dialog.getByTestId('close-account-submit').click();
  await expect(page.getByText(translation('en', 'error.password.oldWrong', 'common'))).toBeVisible();
  await page.keyboard.press('Escape');

  await dialog.getByLabel(a('close.password')).fill('secret12');
  await dialog.getByTestId('close-account-submit').click();
  await expect(page.getByText(a('close.done'))).toBeVisible();
  await expect(page).toHaveURL(/\/en\/?$/, { timeout: 10_000 });
  expect((await page.request.get('/api/user/me')).status()).toBe(401);
  const again = await page.request.post('/api/auth/sign-in', {
    headers: { 'x-xsrf-token': (await page.context().cookies()).find((c) => c.name === 'xsrf-token')!.value },
    data: { identifier: who.phone, callingCode: '852', password: 'secret12' },
  });
  expect(again.status()).toBe(400);
});

test("staff erase a member's personal data on request from the member's page", async ({ asAdmin: page, browser, baseURL }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const who = await registerMember(await context.newPage(), baseURL!);
  await context.close();
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/manage?lng=en');
  const row = (await api(page, 'GET', `/api/manage/members?q=${who.phone}`)).rows[0] as { id: string };
  await gotoHydrated(page, `/manage/members/${row.id}`);
  await page.getByTestId('member-erase').click();
  const dialog = page.getByRole('dialog', { name: c('member.erase.title') });
  const form = page.getByTestId('member-erase-form');
  await expect(dialog).toBeVisible();
  // The reason is required.
  await form.getByTestId('member-erase-submit').click();
  await expect(form.getByText(translation('en', 'form.required', 'types').split('{{')[0]!.trim(), { exact: false })).toBeVisible();
  await form.getByLabel(c('member.erase.reason')).fill('E-mail of 28 Nov 2026, ref. ER-7');
  await form.getByTestId('member-erase-submit').click();
  await expect(page.getByText(c('member.erase.done'))).toBeVisible();
  await expect(page.getByTestId('profile-code')).toBeVisible();
  const after = (await api(page, 'GET', `/api/manage/members/${row.id}`)).member as { fullname: string; phone: string | null };
  expect(after.fullname).toBe(translation('zh-HK', 'erase.erasedName', 'account'));
  expect(after.phone, 'an erased account shows no phone').toBeNull();
});

test('a member may close their account with a code texted to their phone instead of the password', async ({ page, baseURL }) => {
  await page.setViewportSize(DESKTOP);
  const who = await registerMember(page, baseURL!);
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/en/user/profile');
  await page.locator('#data').getByTestId('close-account-open').click();
  const dialog = page.getByRole('dialog', { name: a('close.title') });
  await dialog.getByTestId('close-account-by-code').click();
  const admin = await adminApi(baseURL!);
  const since = Date.now() - 2000;
  await dialog.getByTestId('close-account-send-code').click();
  await expect(dialog.getByText(a('close.codeSent'))).toBeVisible();
  await dialog.getByLabel(a('close.code')).fill(await latestCode(admin, who.e164, since));
  await admin.dispose();
  await dialog.getByTestId('close-account-submit').click();
  await expect(page.getByText(a('close.done'))).toBeVisible();
  await expect(page).toHaveURL(/\/en\/?$/, { timeout: 10_000 });
});
