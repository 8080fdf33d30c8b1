// The back office's client reviews: a waiting review is shown with a reply in one click and an edit,
// and the home page's #reviews shows it with the reply in each language; hidden, it leaves; phone and axe.
import { DESKTOP, expect, gotoHydrated, test, translation } from '../fixtures';
import { api, expectOnPage, expectScreenOnPhoneAndDesktop } from './manage-helpers';
import { L } from '../../helpers/localized';

/** A string from locales/en/cms.json with its {{params}} filled in. */
const c = (key: string, params: Record<string, string> = {}) => translation('en', key, 'cms').replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);

test('a waiting review is shown with the clinic’s reply; the home page shows both in each language; hidden, it leaves', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/manage/reviews');
  const stamp = Date.now().toString(36);
  const text = L(`腳踭痛好咗好多 ${stamp}`, `脚跟痛好多了 ${stamp}`, `My heel pain is much better ${stamp}`);
  const { review } = await api(page, 'POST', '/api/manage/reviews', { author: L('馮先生', '冯先生', 'Mr. Fung'), content: text, rating: 5, source: 'MEMBER' });
  try {
    await page.reload();
    // Waiting reviews come first, with Show and Hide at hand.
    const row = page.getByTestId('review-row').first();
    await expect(row).toHaveAttribute('data-id', String(review.id));
    await expect(row.getByTestId('review-status')).toHaveText(translation('en', 'enum.reviewStatus.PENDING'));
    await row.getByRole('button', { name: c('review.showLabel', { name: 'Mr. Fung' }) }).click();
    await expect(page.getByText(c('review.nowShown'))).toBeVisible();
    await expect(row.getByTestId('review-status')).toHaveText(translation('en', 'enum.reviewStatus.SHOWN'));

    // The reply, in three languages, through the editor.
    await row.getByRole('button', { name: translation('en', 'list.editLabel', 'manage').replace('{{name}}', 'Mr. Fung') }).click();
    const form = page.getByRole('dialog', { name: c('review.editTitle', { name: 'Mr. Fung' }) }).getByTestId('review-form');
    await form.locator('textarea[name="reply.en"]').fill('Thank you, Mr. Fung. Keep up the exercises!');
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    // Half a reply is refused under the missing languages, and nothing typed is lost.
    await expect(form).toContainText(c('review.replyAllLanguages'));
    await expect(form.locator('textarea[name="reply.en"]')).toHaveValue('Thank you, Mr. Fung. Keep up the exercises!');
    await form.locator('textarea[name="reply.zh-HK"]').fill('多謝馮先生，繼續做運動！');
    await form.locator('textarea[name="reply.zh-CN"]').fill('多谢冯先生，继续做运动！');
    await form.getByRole('button', { name: translation('en', 'form.save') }).click();
    await expect(form).toHaveCount(0);

    for (const [path, content, reply] of [['/', text['zh-HK'], '多謝馮先生'], ['/zh-CN', text['zh-CN'], '多谢冯先生'], ['/en', text.en, 'Thank you, Mr. Fung']] as const) {
      await expect(async () => {
        await page.goto(path);
        const card = page.locator('section#reviews li').filter({ hasText: content });
        await expect(card, path).toHaveCount(1, { timeout: 1000 });
        await expect(card.getByTestId('review-reply')).toContainText(reply, { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
    }

    await api(page, 'PUT', `/api/manage/reviews/${review.id}`, { author: L('馮先生', '冯先生', 'Mr. Fung'), content: text, rating: 5, source: 'MEMBER', status: 'HIDDEN' });
    await expectOnPage(page, '/en', () => expect(page.locator('section#reviews')).not.toContainText(text.en, { timeout: 1000 }));
  } finally {
    await api(page, 'DELETE', `/api/manage/reviews/${review.id}`);
  }
});

test('on a phone the reviews are cards; the screen passes axe in zh-CN and on a desktop', async ({ asAdmin: page }) => {
  await expectScreenOnPhoneAndDesktop(page, '/manage/reviews', { lng: 'zh-CN', title: 'review.title', row: 'review-row' });
});
