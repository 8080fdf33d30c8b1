// The back office's translations: an administrator changes a public text in English and a public page
// already open in another tab shows it without reloading (SYS_I18N_UPDATE), then resets it; phone
// layout, the translators' file and axe. The text changed here (common:footer.languages, the footer's
// "Languages" heading) is asserted by no other spec, and it is always reset in `finally`, since specs
// run in parallel against one server.
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { expectNoSeriousAxeViolation } from '../site/axe-check';
import { api, unique } from './manage-helpers';

const KEY = { ns: 'common', key: 'footer.languages' };
const RESET = `/api/manage/translations?ns=${KEY.ns}&key=${KEY.key}&lng=en`;
/** A string from locales/en/cms.json with its {{params}} filled in. */
const c = (key: string, params: Record<string, string> = {}) => translation('en', key, 'cms').replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);
const save = translation('en', 'form.save', 'common');

test('an administrator changes a public text; a page already open shows it without reloading, and the reset brings the built-in text back', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  const builtIn = translation('en', KEY.key, KEY.ns);
  const changed = `${builtIn} ${Date.now().toString(36)}`;
  // A public page open in another tab (signed in, so it holds the real-time connection).
  const site = await page.context().newPage();
  const socket = site.waitForEvent('websocket', { predicate: (w) => w.url().includes('/socket.io/') });
  await gotoHydrated(site, '/en');
  await socket;
  const heading = site.getByRole('contentinfo').getByRole('heading', { name: builtIn, exact: true });
  await expect(heading).toBeVisible();
  await site.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  try {
    await gotoHydrated(page, `/manage/translations?q=${KEY.key}&ns=${KEY.ns}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('translations.title'));
    const row = page.locator(`[data-testid="translation-row"][data-key="${KEY.ns}:${KEY.key}"]`);
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-lng="en"]')).toHaveText(builtIn);
    await row.getByRole('button', { name: c('translations.editLabel', { name: `${KEY.ns}:${KEY.key}` }) }).click();
    const dialog = page.getByRole('dialog', { name: c('translations.editTitle') });
    await expect(dialog.getByText(c('translations.default', { text: builtIn }))).toBeVisible();
    // A blank text is refused beside the field; then the real one is saved.
    await dialog.locator('textarea[name="values.en"]').fill('  ');
    await dialog.getByRole('button', { name: save }).click();
    await expect(dialog.locator('textarea[name="values.en"]')).toHaveAttribute('aria-invalid', 'true');
    await dialog.locator('textarea[name="values.en"]').fill(changed);
    await dialog.getByRole('button', { name: save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(c('translations.saved'))).toBeVisible();
    await expect(row.locator('[data-lng="en"] [data-testid="translation-overridden"]')).toBeVisible();
    await expect(row.locator('[data-lng="en"] [data-testid="translation-text"]')).toHaveText(changed);
    await expect(page.getByTestId('translations-status').locator('[data-lng="en"] [data-testid="translations-last-update"]')).not.toContainText(c('translations.never'));

    // The open page follows on its own (no reload: the marker set on its window is still there).
    await expect(site.getByRole('contentinfo').getByRole('heading', { name: changed })).toBeVisible({ timeout: 15_000 });
    expect(await site.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Reset to the built-in text from the editor.
    await row.getByRole('button', { name: c('translations.editLabel', { name: `${KEY.ns}:${KEY.key}` }) }).click();
    await dialog.getByRole('button', { name: c('translations.resetLabel', { language: 'English' }) }).click();
    await page.getByRole('dialog').getByRole('button', { name: translation('en', 'btn.yes') }).click();
    await expect(page.getByText(c('translations.resetDone'))).toBeVisible();
    await expect(row.locator('[data-lng="en"] [data-testid="translation-overridden"]')).toHaveCount(0);
    await expect(heading).toBeVisible({ timeout: 15_000 });
    expect(await site.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    await api(page, 'DELETE', RESET);
    await site.close();
  }
});

test('on a phone the translations are cards without sideways scrolling; the file for translators goes out and a broken one is refused; the screen passes axe', async ({ asAdmin: page }) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/manage/translations?q=nav.team&ns=common&lng=zh-HK');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('zh-HK', 'translations.title', 'cms'));
  const row = page.locator('[data-testid="translation-row"][data-key="common:nav.team"]');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-lng="zh-HK"]')).toContainText(translation('zh-HK', 'nav.team'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolation(page, '/manage/translations (375 px, zh-HK)');

  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/manage/translations?filter=missing&language=en');
  await expect(page.getByTestId('translations-filter').locator('select[name="filter"]')).toHaveValue('missing');
  const href = await page.getByTestId('translations-export').getAttribute('href');
  expect(href).toBe('/api/manage/translations/export?lng=en');
  const file = await (await page.request.get(href!)).json();
  expect(file.en.common.nav.team).toBe(translation('en', 'nav.team'));

  await page.getByTestId('translations-import-file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"en": {') });
  await expect(page.getByRole('dialog')).toContainText(c('translations.importBadJson'));
  await page.getByRole('dialog').getByRole('button').first().click();
  await expectNoSeriousAxeViolation(page, '/manage/translations (missing, 1280 px)');
});

test('keys browsers report missing wait under "Reported by browsers" with their count; a text added answers the report, a dismissed one goes', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  const suffix = unique().toLowerCase();
  const answered = `e2e.reported_${suffix}`;
  const dismissed = `e2e.dismissed_${suffix}`;
  await gotoHydrated(page, '/manage/translations');
  // What a page in production sends for a key it did not find (spec §5): twice for one key, once for the other.
  const token = (await page.context().cookies()).find((x) => x.name === 'xsrf-token')?.value ?? '';
  for (const key of [answered, answered, dismissed]) {
    const res = await page.request.fetch('/api/locales', { method: 'PATCH', data: { lng: 'en', ns: 'common', key }, headers: { 'x-xsrf-token': token } });
    expect(await res.json()).toEqual({ added: false, reported: true });
  }
  try {
    await gotoHydrated(page, '/manage/translations');
    await page.getByTestId('translations-reported').getByRole('link', { name: c('translations.reportedShow') }).click();
    await expect(page).toHaveURL(/[?&]filter=reported/);
    await expect(page.getByTestId('translations-filter').locator('select[name="filter"]')).toHaveValue('reported');
    await expect(page.getByTestId('translations-filter').locator('select[name="filter"] option[value="reported"]')).toHaveText(c('translations.filters.reported'));
    const row = (key: string) => page.locator(`[data-testid="translation-row"][data-key="common:${key}"]`);
    await expect(row(answered).getByTestId('translation-reported')).toContainText('Reports: 2');
    await expect(row(answered).getByTestId('translation-reported')).toContainText('English');
    await expect(row(answered).locator('[data-lng="en"] [data-testid="translation-missing"]')).toBeVisible();
    await expect(row(dismissed)).toHaveCount(1);

    await row(dismissed).getByRole('button', { name: c('translations.dismissLabel', { name: `common:${dismissed}` }) }).click();
    await expect(page.getByText(c('translations.dismissed'))).toBeVisible();
    await expect(row(dismissed)).toHaveCount(0);

    await row(answered).getByRole('button', { name: c('translations.editLabel', { name: `common:${answered}` }) }).click();
    const dialog = page.getByRole('dialog', { name: c('translations.editTitle') });
    await dialog.locator('textarea[name="values.en"]').fill('Now translated');
    await dialog.getByRole('button', { name: save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row(answered)).toHaveCount(0);
    await expectNoSeriousAxeViolation(page, '/manage/translations (reported, 1280 px)');
  } finally {
    const left = await api(page, 'GET', `/api/manage/translations?filter=reported&q=${suffix}`);
    for (const r of left.rows as { ns: string; key: string }[]) await api(page, 'DELETE', `/api/manage/translations/reports?ns=${r.ns}&key=${r.key}`);
    await page.request.fetch(`/api/manage/translations?ns=common&key=${answered}&lng=en`, { method: 'DELETE', headers: { 'x-xsrf-token': token } });
  }
});
