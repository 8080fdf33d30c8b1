// The back office's members: the demo member (6123 4567, 大文) is found by member code, gets a tag
// and a staff note on the profile, and the list shows the tag; phone without sideways scroll; axe.
// Other tests use this member in parallel: only the tags and note are changed, and put back in
// `finally` (never isGood=false here).
import { DESKTOP, expect, gotoHydrated, test, translation } from '../fixtures';
import { expectNoSeriousAxeViolation } from '../site/axe-check';
import { api, expectFitsPhone, expectScreenOnPhoneAndDesktop } from './manage-helpers';

/** A string from locales/en/cms.json with its {{params}} filled in. */
const c = (key: string, params: Record<string, string> = {}) => translation('en', key, 'cms').replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);

type Profile = { id: string; code: string; nickname: string; tags: { id: number }[]; isGood: boolean; staffNote: string; social: object; favIndustries: { id: number }[]; background: string };
const editOf = (p: Profile) => ({ nickname: p.nickname, tags: p.tags.map((x) => x.id), isGood: p.isGood, staffNote: p.staffNote, social: p.social, favIndustries: p.favIndustries.map((x) => x.id), background: p.background });

async function demoMember(page: Parameters<typeof api>[0]): Promise<Profile & { choices: { tags: { id: number; name: { en: string }; isEnabled: boolean }[] } }> {
  const list = await api(page, 'GET', '/api/manage/members?q=61234567');
  const id = (list.rows as { id: string; nickname: string }[]).find((r) => r.nickname === '大文')!.id;
  const profile = await api(page, 'GET', `/api/manage/members/${id}?lng=en`);
  return { ...profile.member, choices: profile.choices };
}

test('the demo member is found by member code; a tag and a staff note saved on the profile show in the list', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/manage/members?lng=en');
  const original = await demoMember(page);
  const tag = original.choices.tags.find((x) => x.isEnabled && !original.tags.some((t) => t.id === x.id));
  // Each run starts on a fresh database whose demo member lacks some enabled tag (the seed gives it few).
  expect(tag, 'an enabled member tag the demo member does not have yet').toBeDefined();
  const note = `Prefers the TST clinic ${Date.now().toString(36)}`;
  const dashed = `${original.code.slice(0, 4)}-${original.code.slice(4)}`.toLowerCase();
  try {
    const filter = page.getByTestId('member-filter');
    await filter.getByLabel(c('member.search')).fill(dashed);
    await filter.getByLabel(c('member.search')).press('Enter');
    await expect(page).toHaveURL(/q=/);
    const row = page.locator(`[data-testid="member-row"][data-code="${original.code}"]`);
    await expect(row).toHaveCount(1);
    await row.getByTestId('member-link').click();
    await expect(page).toHaveURL(`/manage/members/${original.id}`);

    const form = page.getByTestId('member-form');
    await expect(form.getByLabel(c('member.field.isGood'))).toBeChecked();
    await form.getByRole('checkbox', { name: tag!.name.en, exact: true }).check();
    await form.getByLabel(c('member.field.staffNote')).fill(note);
    await form.getByTestId('member-save').click();
    await expect(page.getByText(c('member.saved'))).toBeVisible();
    await expect(form.getByLabel(c('member.field.staffNote'))).toHaveValue(note);

    await page.getByRole('link', { name: c('member.back') }).click();
    await expect(page).toHaveURL(/\/manage\/members/);
    await gotoHydrated(page, `/manage/members?lng=en&tag=${tag!.id}&q=61234567`);
    await expect(page.locator(`[data-testid="member-row"][data-code="${original.code}"]`).getByTestId('member-tags')).toContainText(tag!.name.en);
  } finally {
    // Put back only what this test changed (others may change the demo member meanwhile).
    const now = await demoMember(page);
    await api(page, 'PUT', `/api/manage/members/${original.id}`, { ...editOf(now), tags: original.tags.map((x) => x.id), staffNote: original.staffNote });
  }
});

test('on a phone the members are cards and the profile fits; both pass axe', async ({ asAdmin: page }) => {
  const { id } = await demoMember(page);
  await expectScreenOnPhoneAndDesktop(page, '/manage/members', { lng: 'zh-CN', title: 'member.title', row: 'member-row' }, async () => {
    await gotoHydrated(page, `/manage/members/${id}?lng=zh-HK`);
    await expect(page.getByTestId('member-form')).toBeVisible();
    await page.screenshot({ path: 'test-results/members-profile-375.png', fullPage: true });
    await expectFitsPhone(page, '/manage/members/:id (zh-HK)');
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, `/manage/members/${id}?lng=en`);
    await page.screenshot({ path: 'test-results/members-profile-1280.png', fullPage: true });
    await expectNoSeriousAxeViolation(page, '/manage/members/:id (1280 px)');
  });
  await page.screenshot({ path: 'test-results/members-list-1280.png', fullPage: true });
});
