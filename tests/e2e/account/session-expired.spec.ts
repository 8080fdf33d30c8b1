import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../fixtures';
import { useMemberSession } from './helpers';

test('when the session has ended, the next action says so once, signs out and goes to sign-in with a way back', async ({ page, context, baseURL }) => {
  // The worker's shared member session (sign-in is rate-limited per account); only this page's cookie is replaced.
  await useMemberSession(page);
  await gotoHydrated(page, '/en/user/profile');
  await expect(page.getByTestId('profile-form')).toBeVisible();
  // The session ends elsewhere (expired, revoked from another device…).
  await context.addCookies([{ name: 'aloha.sid', value: 'ended-session', url: baseURL! }]);
  await page.getByTestId('profile-nickname').fill('Still me');
  await page.getByTestId('profile-save').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toContainText('logged out or your login has expired');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/en\/sign\?redirect=%2Fen%2Fuser%2Fprofile$/);
  expect((await context.cookies()).some((c) => c.name === 'aloha.sid')).toBe(false);
});
