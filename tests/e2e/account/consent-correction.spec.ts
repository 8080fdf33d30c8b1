// Marketing consent and correction (issue 14; docs/privacy.md): a new member ticks "By SMS" in the
// profile on a phone; staff see the choice with its time and wording version on the member's page,
// record that the member withdrew it by phone, and correct the member's name for a written request —
// the reason required first.
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { roleCookies } from '../auth-state';
import { expectNoSeriousAxeViolation } from '../site/axe-check';
import { registerMember } from './helpers';

const a = (key: string) => translation('en', key, 'account');
const c = (key: string) => translation('en', key, 'cms');

test('a member gives SMS consent in the profile; staff see it, record its withdrawal and correct the name with a reason', async ({ page, browser, baseURL }) => {
  await page.setViewportSize(PHONE);
  const who = await registerMember(page, baseURL!);
  await gotoHydrated(page, '/en/user/profile');
  const consent = page.getByTestId('profile-marketing');
  await expect(consent).toContainText(a('marketing.wording'));
  await expect(consent.getByRole('checkbox', { name: a('marketing.sms') })).not.toBeChecked();
  await consent.getByRole('checkbox', { name: a('marketing.sms') }).check();
  await page.getByTestId('profile-form').getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(a('profile.saved'))).toBeVisible();

  const staff = await browser.newContext({ baseURL, viewport: DESKTOP });
  await staff.addCookies(roleCookies('admin'));
  const admin = await staff.newPage();
  await gotoHydrated(admin, `/manage/members?lng=en&marketing=SMS&q=${who.phone}`);
  await admin.getByRole('link', { name: /Chan Siu Ming|Siu Ming/ }).first().click();
  const history = admin.getByTestId('consent-history');
  await expect(history.locator('li[data-channel="SMS"][data-granted="true"]')).toContainText(/given \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(profile, wording v1\)/);
  const doc = who.docId.replace(/[()]/g, '');
  await expect(admin.getByTestId('member-document')).toContainText(`••••${doc.slice(-4)}`);
  await expect(admin.getByTestId('member-document')).not.toContainText(doc.slice(0, 4));

  // The member phoned to withdraw: staff untick and save; the history says so, newest first.
  await admin.getByTestId('member-marketing').getByRole('checkbox', { name: c('member.marketing.channel.SMS') }).uncheck();
  await admin.getByTestId('member-save').click();
  await expect(history.locator('li').first()).toHaveAttribute('data-granted', 'false');
  await expect(history.locator('li').first()).toContainText('(staff, wording v1)');

  // A written correction of the name: refused without the reason, then saved.
  await admin.getByTestId('member-correct').click();
  const form = admin.getByTestId('member-correction-form');
  await expect(form.getByLabel(a('field.birth'))).toHaveValue('1992-03-14');
  await expect(form.getByLabel(a('field.docType'))).toHaveValue('hk');
  await expect(form.getByLabel(a('field.docId'))).toHaveValue('');
  await form.getByLabel(c('member.col.fullname')).fill('Chan Siu-ming Peter');
  await form.getByTestId('member-correct-submit').click();
  await expect(form.getByLabel(c('member.correct.reason'))).toBeFocused();
  await expectNoSeriousAxeViolation(admin, 'member correction form (1280 px)');
  await form.getByLabel(c('member.correct.reason')).fill('Letter of 20 Nov with HKID copy');
  await form.getByTestId('member-correct-submit').click();
  await expect(admin.getByText(c('member.correct.done'))).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText('Chan Siu-ming Peter');
  await staff.close();
});
