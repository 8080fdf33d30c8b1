// The back office's FAQ: an administrator adds a question in three languages, sees it on the public
// FAQ page in each language, hides it, deletes it and restores it; a wrong form keeps what was typed;
// phone layout and axe.
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { expectNoSeriousAxeViolation } from '../site/axe-check';
import { api, expectMainText } from './manage-helpers';

/** A string from locales/en/cms.json with its {{params}} filled in. */
const c = (key: string, params: Record<string, string> = {}) => translation('en', key, 'cms').replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);

test('an administrator adds a question in three languages; the FAQ page shows it in each; hidden, deleted and restored it follows', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  const stamp = Date.now().toString(36);
  const q = { 'zh-HK': `可以用八達通付款嗎？${stamp}`, 'zh-CN': `可以用八达通付款吗？${stamp}`, en: `Can I pay by Octopus? ${stamp}` };
  await gotoHydrated(page, '/manage/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('faq.title'));

  await page.getByTestId('faq-add').click();
  const dialog = page.getByRole('dialog', { name: c('faq.addTitle') });
  const form = dialog.getByTestId('faq-form');
  // Saving with only the English question names every missing text and keeps what was typed.
  await form.locator('input[name="question.en"]').fill(q.en);
  await form.getByRole('button', { name: translation('en', 'form.save', 'common') }).click();
  await expect(form.locator('input[name="question.zh-HK"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText(c('form.required', { field: translation('en', 'form.inLanguage').replace('{{label}}', c('faq.field.answer')).replace('{{language}}', 'English') }));
  await expect(form.locator('input[name="question.en"]')).toHaveValue(q.en);

  await form.locator('select[name="type"]').selectOption('INSURANCE');
  await form.locator('input[name="question.zh-HK"]').fill(q['zh-HK']);
  await form.locator('input[name="question.zh-CN"]').fill(q['zh-CN']);
  await form.locator('textarea[name="answer.zh-HK"]').fill('可以，兩間中心均接受八達通。');
  await form.locator('textarea[name="answer.zh-CN"]').fill('可以，两间中心均接受八达通。');
  await form.locator('textarea[name="answer.en"]').fill('Yes, both centres take Octopus.');
  await form.locator('input[name="sort"]').fill('999');
  await form.getByRole('button', { name: translation('en', 'form.save', 'common') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(c('faq.saved'))).toBeVisible();
  const row = page.getByTestId('faq-row').filter({ hasText: q.en });
  await expect(row).toHaveCount(1);
  const id = await row.getAttribute('data-id');

  // Where members read it, in each language (the public page cache follows within seconds).
  for (const [path, text] of [['/faq?type=INSURANCE', q['zh-HK']], ['/zh-CN/faq?type=INSURANCE', q['zh-CN']], ['/en/faq?type=INSURANCE', q.en]] as const) {
    await expectMainText(page, path, text);
  }
  await page.getByRole('main').getByText(q.en).click();
  await expect(page.getByRole('main')).toContainText('Yes, both centres take Octopus.');

  try {
    // Hidden: gone from the page, still in the back office under "Hidden".
    await gotoHydrated(page, '/manage/faqs?state=hidden');
    await expect(page.getByTestId('faq-row').filter({ hasText: q.en })).toHaveCount(0);
    await gotoHydrated(page, '/manage/faqs');
    await page.getByRole('button', { name: translation('en', 'list.editLabel', 'manage').replace('{{name}}', q.en) }).click();
    const edit = page.getByRole('dialog', { name: c('faq.editTitle') });
    await edit.getByRole('checkbox', { name: c('faq.field.isShow') }).uncheck();
    await edit.getByRole('button', { name: translation('en', 'form.save', 'common') }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByTestId('faq-row').filter({ hasText: q.en }).getByTestId('faq-state')).toHaveText(c('faq.state.hidden'));
    await expectMainText(page, '/en/faq?type=INSURANCE', q.en, true);

    // Deleted, then restored from "Deleted".
    await gotoHydrated(page, '/manage/faqs');
    await page.getByRole('button', { name: translation('en', 'list.deleteLabel', 'manage').replace('{{name}}', q.en) }).click();
    await page.getByRole('dialog').getByRole('button', { name: translation('en', 'btn.yes') }).click();
    await expect(page.getByText(c('faq.deleted'))).toBeVisible();
    await expect(page.getByTestId('faq-row').filter({ hasText: q.en })).toHaveCount(0);
    await page.getByTestId('faq-filter').locator('select[name="state"]').selectOption('deleted');
    await page.getByTestId('faq-filter').getByRole('button', { name: translation('en', 'common.search', 'manage') }).click();
    await expect(page).toHaveURL(/state=deleted/);
    await page.getByRole('button', { name: c('faq.restoreLabel', { name: q.en }) }).click();
    await expect(page.getByText(c('faq.restored'))).toBeVisible();
    await expect(page.getByTestId('faq-row').filter({ hasText: q.en })).toHaveCount(0);
  } finally {
    await api(page, 'DELETE', `/api/manage/faqs/${id}`);
  }
});

test('on a phone the FAQ list is cards, searchable by words in any language; the screen passes axe in zh-HK', async ({ asAdmin: page }) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, `/manage/faqs?q=${encodeURIComponent('向保險公司索償')}&lng=zh-HK`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('zh-HK', 'faq.title', 'cms'));
  const rows = page.getByTestId('faq-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('物理治療的費用可以向保險公司索償嗎？');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolation(page, '/manage/faqs (375 px, zh-HK)');
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/manage/faqs?state=deleted');
  await expectNoSeriousAxeViolation(page, '/manage/faqs (deleted, 1280 px)');
});
