// The member code (issue 9): short, readable, with a check character. Members see it on /user and
// /user/profile, their QR code carries {PUBLIC_URL}/@{code}, referrers are typed by it, staff see
// and search it. The internal 22-character account id is shown nowhere.
import { test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { formatMemberCode, isValidMemberCode } from '../../../common/validators/member-code';
import { DESKTOP, expect, gotoHydrated, LANGS, localize, PHONE, translation } from '../fixtures';
import { openAs, ADMIN } from '../manage/manage-helpers';
import { useMemberSession } from './helpers';

test.use({ viewport: DESKTOP });

/** Spec §9 QR generation as the profile draws it: high error correction, a 2-module quiet zone. */
const QR_OPTIONS = { errorCorrectionLevel: 'H', margin: 2 } as const;

/** The signed-in member's internal id and member code, from the API. */
async function me(page: Page): Promise<{ id: string; code: string }> {
  const res = await page.request.get('/api/user/me');
  const { user } = (await res.json()) as { user: { id: string; member: { code: string } } };
  return { id: user.id, code: user.member.code };
}

/**
 * The dark/light modules of the QR image on the page, sampled at each module's centre: the image is
 * drawn by `qrcode` at QR_OPTIONS.width with QR_OPTIONS.margin modules of quiet zone.
 */
async function qrModules(page: Page, size: number): Promise<number[]> {
  return page.getByTestId('member-qr').evaluate(
    (img: HTMLImageElement, { size, margin }) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const scale = img.naturalWidth / (size + margin * 2);
      const out: number[] = [];
      for (let r = 0; r < size; r++) {
        for (let c = 0; c < size; c++) {
          const [red = 255] = ctx.getImageData(Math.floor((c + margin + 0.5) * scale), Math.floor((r + margin + 0.5) * scale), 1, 1).data;
          out.push(red < 128 ? 1 : 0);
        }
      }
      return out;
    },
    { size, margin: QR_OPTIONS.margin },
  );
}

test('the member sees a short member code in every language; the QR code carries /@code; the internal id appears nowhere', async ({ page, baseURL }) => {
  await useMemberSession(page);
  await page.request.get('/');
  const { id, code } = await me(page);
  expect(isValidMemberCode(code)).toBe(true);
  expect(code).toHaveLength(8);
  const shown = formatMemberCode(code);
  expect(shown).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);

  for (const { lng } of LANGS) {
    await gotoHydrated(page, localize('/user', lng));
    const label = translation(lng, 'memberCode.label', 'account');
    expect(label).toBe({ 'zh-HK': '會員編號', 'zh-CN': '会员编号', en: 'Member code' }[lng]);
    await expect(page.getByRole('definition').filter({ has: page.getByTestId('user-member-code') })).toHaveText(shown);
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
    expect(await page.locator('body').innerText()).not.toContain(id);
  }

  await gotoHydrated(page, '/en/user/profile');
  await expect(page.getByTestId('identity-member-code')).toHaveText(shown);
  await expect(page.getByTestId('qr-member-code')).toHaveText(shown);
  const payload = `${baseURL}/@${code}`;
  await expect(page.getByTestId('member-qr-text')).toHaveText(payload);
  await expect(page.getByTestId('member-qr-download')).toHaveAttribute('download', `aloha-member-${code}.png`);
  expect(await page.locator('body').innerText()).not.toContain(id);
  expect(await page.locator('a[href], img[src]').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? e.getAttribute('src') ?? ''))).not.toContainEqual(expect.stringContaining(id));

  // The image itself holds the payload: its modules are those of the QR code of `payload`.
  const expected = QRCode.create(payload, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  await expect(page.getByTestId('member-qr')).toBeVisible();
  expect(await qrModules(page, expected.modules.size)).toEqual([...expected.modules.data].map((b) => (b ? 1 : 0)));
});

test('a referral link fills in the referrer’s code; a mistyped code is caught before sending', async ({ page }) => {
  await useMemberSession(page);
  await page.request.get('/');
  const { code } = await me(page);
  await page.context().clearCookies();

  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/api/auth/register') && sent.push(r.url()));
  await gotoHydrated(page, `/en/sign?referrer=${code.toLowerCase()}#sign-up`);
  const form = page.getByTestId('register-form');
  const referrer = form.getByRole('textbox', { name: 'Referrer’s member code (optional)' });
  await expect(referrer).toHaveValue(formatMemberCode(code));

  // One character wrong: "check the code", not "no such member".
  const typo = code.slice(0, 2) + (code[2] === 'A' ? 'B' : 'A') + code.slice(3);
  await referrer.fill(typo);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.locator('[data-field-error="referrer"]')).toHaveText(translation('en', 'error.referrer.checkCode'));
  // Any case, with or without the dash, is accepted as typed.
  await referrer.fill(`${code.slice(0, 4).toLowerCase()} ${code.slice(4).toLowerCase()}`);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.locator('[data-field-error="phone"]')).toBeVisible();
  await expect(form.locator('[data-field-error="referrer"]')).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('staff see the member code in the users list and find a member by it', async ({ page, baseURL }) => {
  await useMemberSession(page);
  await page.request.get('/');
  const { code } = await me(page);
  await page.context().clearCookies();

  await openAs(page, ADMIN, baseURL!, `/manage/users?q=${encodeURIComponent(formatMemberCode(code).toLowerCase())}`);
  const rows = page.getByTestId('users-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('user-member-code')).toHaveText(`${translation('en', 'users.col.memberCode', 'manage')} ${formatMemberCode(code)}`);
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });
  test('the member code and QR payload fit the phone screen', async ({ page }) => {
    await useMemberSession(page);
    await gotoHydrated(page, '/user/profile#qr');
    await expect(page.getByTestId('qr-member-code')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
