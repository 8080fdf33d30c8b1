import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../fixtures';
import { useMemberSession } from './helpers';

test('a member adds a passkey in the profile, then signs in with it alone', async ({ page, context }) => {
  // A virtual platform authenticator (fingerprint/face stand-in) in this Chromium page.
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  await useMemberSession(page);
  await gotoHydrated(page, '/en/user/profile');
  const manager = page.getByTestId('passkey-manager');
  await manager.getByLabel('Passkey name').fill('Test phone');
  await manager.getByTestId('passkey-add').click();
  await expect(manager.getByText('Test phone')).toBeVisible();

  await context.clearCookies();
  await gotoHydrated(page, '/en/sign');
  await page.getByTestId('passkey-sign-in').click();
  await expect(page).toHaveURL(/\/en\/user$/);
  await expect(page.getByTestId('nav-account')).toBeVisible();
});

test('a passkey sign-in that the device refuses explains itself and signs nobody in', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  // An authenticator with no credentials for this site: the browser has nothing to offer.
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await gotoHydrated(page, '/en/sign');
  await page.getByTestId('passkey-sign-in').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/timed out or was cancelled|could not be verified/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/en\/sign/);
});

test('a member changes the profile photo', async ({ page }) => {
  await useMemberSession(page);
  await gotoHydrated(page, '/en/user/profile');
  // A tiny real PNG (1×1).
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await page.getByTestId('avatar-upload').locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Photo updated.')).toBeVisible();
  const src = await page.getByTestId('avatar-upload').locator('img').getAttribute('src');
  expect(src).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
  expect((await page.request.get(src!)).headers()['content-type']).toContain('image/webp');
});
