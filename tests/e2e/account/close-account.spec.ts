// Closing one's account (issue 14; docs/privacy.md "Erasure"): a fresh member, on a phone, reads what
// closing means, gives a wrong then the right password, and is signed out to the home page with a
// toast; their phone and password no longer sign in.
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { registerMember } from './helpers';

const a = (key: string) => translation('en', key, 'account');

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
