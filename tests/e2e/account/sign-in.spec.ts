// Member sign-in at /sign: password (phone or e-mail) and one-time code; spec §4 Session and §8 errors.
import { test } from '@playwright/test';
import { DESKTOP, expect, gotoHydrated, translation } from '../fixtures';
import { adminApi, latestCode, MEMBER } from './helpers';

test.use({ viewport: DESKTOP });

test('password sign-in shows Login Successful, lands on /user, survives a reload; log out signs out', async ({ page }) => {
  await gotoHydrated(page, '/sign');
  await expect(page.getByTestId('nav-login')).toBeVisible();
  const form = page.getByTestId('sign-in-password');
  await expect(form.getByRole('combobox', { name: translation('zh-HK', 'field.callingCode', 'account') })).toHaveValue('852');
  await form.getByRole('textbox', { name: translation('zh-HK', 'field.phone', 'account') }).fill(MEMBER.phone);
  await form.getByLabel(translation('zh-HK', 'field.password', 'account'), { exact: true }).fill(MEMBER.password);
  await form.getByRole('button', { name: translation('zh-HK', 'sign.submit', 'account') }).click();

  await expect(page.getByText(translation('zh-HK', 'login.success'))).toBeVisible();
  expect(translation('zh-HK', 'login.success')).toBe('登入成功');
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId('nav-account')).toHaveText(MEMBER.nickname);
  await expect(page.getByTestId('user-greeting')).toContainText(MEMBER.nickname);

  await page.reload();
  await page.waitForFunction(() => window.__alohaOverlays !== undefined, undefined, { timeout: 15_000 });
  await expect(page.getByTestId('nav-account')).toHaveText(MEMBER.nickname);
  await expect(page.getByTestId('nav-login')).toHaveCount(0);

  await page.getByTestId('nav-logout').click();
  await expect(page.getByTestId('nav-login')).toBeVisible();
  await expect(page.getByTestId('nav-account')).toHaveCount(0);
  // /user is protected again.
  await expect(page).toHaveURL(/\/sign\?redirect=%2Fuser$/);
});

test('a visitor sent to sign in goes back where they were, in English, with the e-mail', async ({ page }) => {
  await page.goto('/en/user/profile');
  await expect(page).toHaveURL(/\/en\/sign\?redirect=%2Fen%2Fuser%2Fprofile$/);
  await page.waitForFunction(() => window.__alohaOverlays !== undefined);
  const form = page.getByTestId('sign-in-password');
  await form.getByRole('radio', { name: 'E-mail' }).check();
  await form.getByRole('textbox', { name: 'E-mail' }).fill('member@example.com');
  await form.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await form.getByLabel('Remember me').check();
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/user\/profile$/);
  // Signed in, /sign itself goes to the account.
  await page.goto('/en/sign');
  await expect(page).toHaveURL(/\/en\/user$/);
});

test('a wrong password shows the 帳號或密碼不正確 popup and keeps what was typed', async ({ page }) => {
  await gotoHydrated(page, '/sign');
  const form = page.getByTestId('sign-in-password');
  await page.getByTestId('signin-phone').fill(MEMBER.phone);
  await page.getByTestId('signin-password').fill('wrong-password');
  await form.getByRole('button', { name: translation('zh-HK', 'sign.submit', 'account') }).click();
  const popup = page.getByRole('dialog', { name: translation('zh-HK', 'popup.alert.title') });
  await expect(popup).toContainText('帳號或密碼不正確');
  await popup.getByRole('button', { name: translation('zh-HK', 'btn.ok') }).click();
  await expect(popup).toHaveCount(0);
  await expect(page.getByTestId('signin-phone')).toHaveValue(MEMBER.phone);
  await expect(page.getByTestId('signin-password')).toHaveValue('wrong-password');
  await expect(page).toHaveURL(/\/sign$/);
});

test('field errors appear under the fields before anything is sent', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/auth/sign-in') && calls.push(r.url()));
  await gotoHydrated(page, '/en/sign');
  await page.getByTestId('signin-phone').fill('123');
  await page.getByTestId('signin-submit').click();
  await expect(page.getByText('Please enter the correct mobile number')).toBeVisible();
  // The password is empty: asked for, not called wrong.
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await expect(page.getByTestId('signin-phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('signin-phone')).toBeFocused();
  expect(calls).toEqual([]);
});

test('one-time code sign-in: send code, countdown, sign in', async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  await gotoHydrated(page, '/en/sign');
  await page.getByRole('tab', { name: 'One-time code' }).click();
  await expect(page.getByRole('tab', { name: 'One-time code' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByTestId('sign-in-code');
  await panel.getByRole('textbox', { name: 'Mobile number' }).fill(MEMBER.phone);
  const since = Date.now() - 2000;
  await page.getByTestId('code-code-send').click();
  await expect(page.getByTestId('code-code-send')).toBeDisabled();
  await expect(page.getByTestId('code-code-send')).toHaveText(/Resend in \d+ s/);
  await expect(panel.getByRole('status')).toContainText('+852 6123 4567');
  const code = await latestCode(admin, MEMBER.e164, since);
  await panel.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/user$/);
  await admin.dispose();
});
