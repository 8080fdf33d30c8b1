// /user and /user/profile for the signed-in demo member: profile edit reflected in the header,
// the member QR code drawn in the browser, signed-in devices.
import { DESKTOP, expect, gotoHydrated, test } from '../fixtures';
import { MEMBER, signInByApi, useMemberSession } from './helpers';

test.use({ viewport: DESKTOP });

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('profile: a new nickname shows in the header; the QR image is rendered', async ({ asMember: page }) => {
  await gotoHydrated(page, '/en/user');
  await page.getByTestId('link-profile').click();
  await expect(page).toHaveURL(/\/en\/user\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile and settings');

  const form = page.getByTestId('profile-form');
  const nickname = form.getByRole('textbox', { name: 'Nickname' });
  await expect(nickname).toHaveValue(MEMBER.nickname);
  await nickname.fill('Big Man');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(page.getByTestId('nav-account')).toHaveText('Big Man');
  // The header names the member once the page has hydrated (the user store fills in the browser).
  await page.reload();
  await page.waitForFunction(() => window.__alohaOverlays !== undefined, undefined, { timeout: 15_000 });
  await expect(page.getByTestId('nav-account')).toHaveText('Big Man');
  await expect(page.getByTestId('profile-form').getByRole('textbox', { name: 'Nickname' })).toHaveValue('Big Man');

  // Identity is read-only, the document masked.
  await expect(page.getByTestId('identity-doc')).toHaveText('••••4563');

  // QR code: drawn in the browser at 1024 px, shown smaller, downloadable.
  const qr = page.getByTestId('member-qr');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('alt', 'Member QR code of Big Man');
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1024);
  const box = await qr.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(260);
  await expect(page.getByTestId('member-qr-download')).toHaveAttribute('download', /^aloha-member-.+\.png$/);

  // Back to the demo nickname for the other tests.
  await page.getByTestId('profile-form').getByRole('textbox', { name: 'Nickname' }).fill(MEMBER.nickname);
  await page.getByTestId('profile-form').getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('nav-account')).toHaveText(MEMBER.nickname);
});

test('profile: a bad e-mail is refused under the field and nothing is lost', async ({ asMember: page }) => {
  await gotoHydrated(page, '/user/profile');
  const form = page.getByTestId('profile-form');
  await form.getByTestId('profile-email').fill('not-an-email');
  await form.getByTestId('profile-signature').fill('每週游水三次');
  await form.getByTestId('profile-save').click();
  await expect(form.locator('[data-field-error="email"]')).toHaveText('請輸入正確的電郵');
  await expect(form.getByTestId('profile-signature')).toHaveValue('每週游水三次');
});

test('signed-in devices: this one is marked, another one can be signed out', async ({ page, browser }) => {
  // A second device: a phone with its own session.
  const phone = await browser.newContext({ userAgent: IPHONE });
  const phonePage = await phone.newPage();
  await signInByApi(phonePage);
  expect((await phonePage.request.get('/api/user/me')).status()).toBe(200);

  await useMemberSession(page);
  await gotoHydrated(page, '/en/user/profile#sessions');
  const list = page.getByTestId('sessions');
  const current = list.locator('[data-testid="session"][data-current]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('This device');
  await expect(current.getByRole('button')).toHaveCount(0);
  const iphone = list.getByTestId('session').filter({ hasText: 'Safari on iOS' });
  await expect(iphone).toHaveCount(1);
  const before = await list.getByTestId('session').count();

  await iphone.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out this device?' });
  await expect(confirm).toContainText('Safari on iOS will need to sign in again.');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The device has been signed out.')).toBeVisible();
  await expect(list.getByTestId('session')).toHaveCount(before - 1);
  await expect(iphone).toHaveCount(0);
  expect((await phonePage.request.get('/api/user/me')).status()).toBe(401);
  await phone.close();
});
