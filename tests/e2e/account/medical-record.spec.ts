// The medical-record link (docs/privacy.md): the demo member finds their record in the embedded FHIR
// sandbox (over HTTP) by HKID and birth date, sees it compared field by field, links it and sends
// their profile to it, on a phone; a new member creates a new record from their profile.
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { roleCookies } from '../auth-state';
import { registerMember } from './helpers';

const a = (key: string) => translation('en', key, 'account');
const c = (key: string) => translation('en', key);
const m = (key: string) => translation('en', key, 'manage');

test('the demo member searches by HKID and birth date, compares, links and syncs their record, on a phone', async ({ asMember: page }) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/en/user/profile');
  await page.getByTestId('medical-record-open').click();
  await expect(page).toHaveURL(/\/en\/user\/medical-record$/);
  await expect(page.getByRole('heading', { name: a('medical.title') })).toBeVisible();
  const form = page.getByTestId('medical-search');
  await form.getByLabel(a('medical.form.docId')).fill('A123456(3)');
  await form.getByTestId('medical-search-submit').click();

  const result = page.getByTestId('medical-result-0');
  await expect(result).toBeVisible();
  await expect(page.getByTestId('medical-result-1')).toHaveCount(0);
  // The record's phone and e-mail differ from the profile: marked; name, birth date and document agree.
  await expect(result.locator('tr[data-field="phone"]')).toHaveAttribute('data-same', 'false');
  await expect(result.locator('tr[data-field="phone"]')).toContainText(c('medical.differs'));
  await expect(result.locator('tr[data-field="document"]')).toHaveAttribute('data-same', 'true');
  await expect(result.locator('tr[data-field="birth"]')).toHaveAttribute('data-same', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await page.getByTestId('medical-link').click();
  await expect(page.getByText(a('medical.linked'))).toBeVisible();
  const linked = page.getByTestId('medical-linked-comparison');
  await expect(linked.locator('tr[data-field="phone"]')).toHaveAttribute('data-same', 'false');

  // The profile is sent to the record: every field agrees afterwards.
  await page.getByTestId('medical-push').click();
  await expect(page.getByText(a('medical.pushed'))).toBeVisible();
  await expect(linked.locator('tr[data-same="false"]')).toHaveCount(0);
  await expect(page.getByTestId('medical-push')).toBeDisabled();

  // Left as found for the other tests.
  await page.getByTestId('medical-unlink').click();
  await expect(page.getByTestId('medical-search')).toBeVisible();
});

test('a new member whose document the record system does not know creates a new record from their profile', async ({ page, baseURL }) => {
  const who = await registerMember(page, baseURL!);
  await gotoHydrated(page, '/en/user/medical-record');
  const form = page.getByTestId('medical-search');
  await form.getByLabel(a('medical.form.docId')).fill(who.docId);
  await form.getByTestId('medical-search-submit').click();
  await expect(page.getByTestId('medical-none')).toBeVisible();
  await page.getByTestId('medical-create').click();
  await expect(page.getByText(a('medical.created'))).toBeVisible();
  const linked = page.getByTestId('medical-linked-comparison');
  await expect(linked.locator('tr')).toHaveCount(7);
  await expect(linked.locator('tr[data-same="false"]')).toHaveCount(0);
});

test('staff resolve a member whose document and birth date match two records', async ({ page, baseURL, browser }) => {
  // A member with the HKID and birth date the sandbox holds twice (a duplicate in the record system).
  await registerMember(page, baseURL!, { docId: 'C668899(1)', birth: '1985-06-01' });

  await gotoHydrated(page, '/en/user/medical-record');
  const search = page.getByTestId('medical-search');
  await search.getByLabel(a('medical.form.docId')).fill('C668899(1)');
  await search.getByTestId('medical-search-submit').click();
  await expect(page.getByTestId('medical-result-1')).toBeVisible();
  await expect(page.getByText(a('medical.ambiguous'))).toBeVisible();
  await expect(page.getByTestId('medical-link')).toHaveCount(0);

  const staffContext = await browser.newContext({ viewport: DESKTOP });
  await staffContext.addCookies(roleCookies('admin'));
  const staff = await staffContext.newPage();
  await gotoHydrated(staff, '/manage/medical?status=AMBIGUOUS&lng=en');
  const row = staff.locator('[data-state="AMBIGUOUS"]').first();
  await expect(row.getByTestId('medical-doc')).toContainText('••••8991');
  await row.getByRole('button', { name: m('medical.resolve') }).click();
  const panel = staff.getByTestId('medical-resolve');
  await expect(panel.getByTestId('medical-candidate-1')).toBeVisible();
  await panel.getByTestId('medical-choose-0').click();
  await expect(staff.getByText(m('medical.resolved'))).toBeVisible();
  await gotoHydrated(staff, '/manage/medical?status=LINKED&lng=en');
  await expect(staff.locator('[data-state="LINKED"]')).not.toHaveCount(0);
  await expect(staff.getByTestId('medical-log').locator('[data-action="RESOLVE"]')).not.toHaveCount(0);
  await staffContext.close();

  await gotoHydrated(page, '/en/user/medical-record');
  await expect(page.getByTestId('medical-linked')).toBeVisible();
});
