// The blog's back office (issue 11): the post editor — the body typed with the toolbar and the
// keyboard (heading, list, bold, link, table, a library picture and its description), the toolbar's
// pressed and unavailable buttons, the language tabs' marks, the publish panel's sentence, field
// errors in their language tab (the schema's and the server's), the unsaved-changes guard, the box
// that holds the editor's place while it loads, TipTap only where the editor is; phone and desktop
// axe of the editor and the list.
import type { Page, Request } from '@playwright/test';
import { formatDateTime } from '../../../common/date-format';
import { DESKTOP, PHONE, expect, gotoHydrated, test, translation } from '../fixtures';
import { expectNoSeriousAxeViolation } from '../site/axe-check';
import { api, expectFitsPhone, expectScreenOnPhoneAndDesktop, addLibraryImage, pickLibraryImage } from './manage-helpers';

const c = (key: string, params: Record<string, string> = {}) =>
  translation('en', key, 'cms').replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? `{{${k}}}`);
const rt = (key: string) => c(`richText.${key}`);
const TAB = { 'zh-HK': /繁體中文/, 'zh-CN': /简体中文/, en: /English/ } as const;
const EDITOR_CHUNK = /\/assets\/rich-text-editor-[^/]+\.js$/;

/** The editor page's parts in one language tab. */
function languageTab(page: Page, lng: keyof typeof TAB) {
  const panel = page.getByRole('tabpanel', { name: TAB[lng] });
  const toolbar = panel.getByRole('toolbar', { name: rt('toolbar') });
  return {
    tab: page.getByRole('tablist', { name: c('blog.languages') }).getByRole('tab', { name: TAB[lng] }),
    panel,
    body: panel.getByRole('textbox', { name: c('blog.field.content'), exact: true }),
    toolbar,
    tool: (key: string) => toolbar.getByRole('button', { name: rt(key), exact: true }),
  };
}

test('the body editor writes a heading, a list, a link, a table and a library picture; the toolbar says what is on', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  const stamp = Date.now().toString(36);
  const alt = { 'zh-HK': `脊椎模型 ${stamp}`, 'zh-CN': `脊椎模型（简）${stamp}`, en: `A model of the spine ${stamp}` };
  const imageId = await addLibraryImage(page, `spine-${stamp}.jpg`, alt);
  try {
    await gotoHydrated(page, '/manage/blog/new?lng=en');
    const { tab, panel, body, tool } = languageTab(page, 'zh-HK');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toHaveAttribute('data-mark', 'empty');

    // A heading chosen before typing: its button is pressed while the cursor is in it.
    await body.click();
    await tool('heading2').click();
    await page.keyboard.type('為何會背痛');
    await expect(tool('heading2')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(tool('heading2')).toHaveAttribute('aria-pressed', 'false');
    await expect(tab).toHaveAttribute('data-mark', 'partial');

    // A list, with bold by its shortcut; Enter on an empty item leaves the list.
    await tool('bulletList').click();
    await page.keyboard.type('久坐');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('搬重物');
    await expect(tool('bulletList')).toHaveAttribute('aria-pressed', 'true');
    await expect(tool('bold')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ControlOrMeta+b');
    await expect(tool('bold')).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(tool('bulletList')).toHaveAttribute('aria-pressed', 'false');

    // A link from the keyboard (Ctrl+K): a script address is refused and changes nothing; a page of the site is taken.
    await page.keyboard.type('了解物理治療');
    await expect(body).toContainText('了解物理治療');
    await page.keyboard.press('Shift+Home');
    await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe('了解物理治療');
    await page.keyboard.press('ControlOrMeta+k');
    const linkPanel = panel.getByTestId('rich-text-link-panel');
    const url = linkPanel.getByRole('textbox', { name: rt('linkUrl') });
    await expect(url).toBeFocused();
    await url.fill('javascript:alert(1)');
    await url.press('Enter');
    await expect(linkPanel).toContainText(rt('linkInvalid'));
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(body.locator('a')).toHaveCount(0);
    await url.fill('/services/physiotherapy');
    await url.press('Enter');
    await expect(linkPanel).toHaveCount(0);
    await expect(body).toBeFocused();
    await expect(body.locator('a')).toHaveAttribute('href', '/services/physiotherapy');
    await expect(body.locator('a')).toHaveText('了解物理治療');
    await expect(tool('link')).toHaveAttribute('aria-pressed', 'true');
    // Removable, and undo brings it back.
    await tool('link').click();
    await expect(tool('link')).toHaveAttribute('aria-expanded', 'true');
    await linkPanel.getByRole('button', { name: rt('removeLink') }).click();
    await expect(body.locator('a')).toHaveCount(0);
    await tool('undo').click();
    await expect(body.locator('a')).toHaveAttribute('href', '/services/physiotherapy');

    // The toolbar by keyboard: Alt+F10 goes to it, arrows and End move, Escape comes back to the text.
    await page.keyboard.press('Alt+F10');
    await expect(tool('heading2')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tool('heading3')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tool('redo')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(body).toBeFocused();

    // A 3×3 table with a header row; a row added, a column taken away; its buttons are unavailable outside it.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(tool('addRow')).toHaveAttribute('aria-disabled', 'true');
    await tool('table').click();
    const table = body.locator('table');
    await expect(table.locator('tr')).toHaveCount(3);
    await expect(table.locator('tr').first().locator('th')).toHaveCount(3);
    await page.keyboard.type('動作');
    await page.keyboard.press('Tab');
    await page.keyboard.type('時間');
    await tool('addRow').click();
    await expect(table.locator('tr')).toHaveCount(4);
    await page.keyboard.press('Tab');
    await tool('deleteColumn').click();
    await expect(table.locator('tr').first().locator('th')).toHaveText(['動作', '時間']);
    await expect(tool('deleteTable')).not.toHaveAttribute('aria-disabled');
    await page.keyboard.press('ControlOrMeta+End');
    await expect(tool('addRow')).toHaveAttribute('aria-disabled', 'true');

    // A picture from the library: its description in this tab's language is offered, and required.
    await pickLibraryImage(page, () => tool('image').click(), `spine-${stamp}`, alt.en);
    const imagePanel = panel.getByTestId('rich-text-image-panel');
    const description = imagePanel.getByRole('textbox', { name: rt('altLabel') });
    await expect(description).toHaveValue(alt['zh-HK']);
    await description.fill('');
    await imagePanel.getByRole('button', { name: rt('insertImage') }).click();
    await expect(imagePanel).toContainText(rt('altRequired'));
    await expect(body.locator('img')).toHaveCount(0);
    await description.fill(`桌上的脊椎模型 ${stamp}`);
    await description.press('Enter');
    const picture = body.locator('img');
    await expect(picture).toHaveAttribute('alt', `桌上的脊椎模型 ${stamp}`);
    await expect(picture).toHaveAttribute('src', /^\/uploads\/media\/.+\.webp$/);
    await expect(tool('imageAlt')).not.toHaveAttribute('aria-disabled');

    // Title and summary too: the language is written.
    await panel.locator('input[name="title.zh-HK"]').fill(`背痛 ${stamp}`);
    await panel.locator('textarea[name="summary.zh-HK"]').fill('久坐與搬重物的影響。');
    await expect(tab).toHaveAttribute('data-mark', 'written');
  } finally {
    await api(page, 'DELETE', `/api/manage/media/${imageId}`);
  }
});

test('the publish panel says what saving will do, and errors are named in their tab with nothing typed lost; leaving asks first', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  const stamp = Date.now().toString(36);
  await gotoHydrated(page, '/manage/blog/new?lng=en');
  const zh = languageTab(page, 'zh-HK');
  const en = languageTab(page, 'en');
  const form = page.getByTestId('blog-form');
  const plan = page.getByTestId('publish-plan');
  const publish = page.getByTestId('blog-publish');

  await en.tab.click();
  await en.panel.locator('input[name="title.en"]').fill(`Sitting well ${stamp}`);
  await expect(en.tab).toHaveAttribute('data-mark', 'partial');
  await expect(zh.tab).toHaveAttribute('data-mark', 'empty');

  await expect(plan).toHaveText(c('blog.plan.draft'));
  // Publishing starts from this minute (clinic time): live at once.
  await publish.locator('select[name="status"]').selectOption('PUBLISHED');
  await expect(publish.locator('input[name="publishDate"]')).not.toHaveValue('');
  await expect(plan).toHaveAttribute('data-plan', 'published');
  await publish.locator('input[name="publishDate"]').fill('2031-12-05');
  await publish.locator('input[name="publishTime"]').fill('09:00');
  await expect(plan).toHaveText(c('blog.plan.scheduled', { when: formatDateTime(20311205, 900, 'en') }));
  await publish.locator('select[name="status"]').selectOption('HIDDEN');
  await expect(plan).toHaveText(c('blog.plan.hidden'));
  await publish.locator('select[name="status"]').selectOption('PUBLISHED');
  await publish.locator('input[name="publishTime"]').fill('');
  await expect(plan).toHaveText(c('blog.plan.needsTime'));

  await page.getByTestId('blog-save').click();
  // The first language with an error opens and its field has the focus: one language must be written.
  await expect(zh.tab).toHaveAttribute('aria-selected', 'true');
  await expect(zh.panel.locator('input[name="title.zh-HK"]')).toBeFocused();
  await expect(zh.panel).toContainText(c('blog.oneLanguage'));
  await expect(zh.tab.getByTestId('tab-error')).toBeVisible();
  await expect(en.tab.getByTestId('tab-error')).toBeVisible();
  await expect(page.getByRole('tablist').getByRole('tab', { name: TAB['zh-CN'] }).getByTestId('tab-error')).toHaveCount(0);
  // The half-written English: summary and body named, the title kept.
  await en.tab.click();
  await expect(en.panel.getByText(c('blog.languageIncomplete'))).toHaveCount(2);
  await expect(en.body).toHaveAttribute('aria-invalid', 'true');
  await expect(en.panel.locator('input[name="title.en"]')).toHaveValue(`Sitting well ${stamp}`);
  // The details and the publish time.
  await expect(form).toContainText(c('form.required', { field: c('blog.field.slug') }));
  await expect(form).toContainText(c('blog.coverRequired'));
  await expect(form.locator('select[name="categoryId"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(publish).toContainText(c('blog.publishAtRequired'));
  // Typing in the body clears its error.
  await en.body.click();
  await page.keyboard.type('Sit tall.');
  await expect(en.body).not.toHaveAttribute('aria-invalid');

  // Leaving with unsaved changes asks; "No" stays, "Yes" goes.
  await page.getByRole('link', { name: c('blog.back') }).click();
  const confirm = page.getByRole('dialog', { name: translation('en', 'confirm.unsaved.title') });
  await confirm.getByRole('button', { name: translation('en', 'btn.no') }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(/\/manage\/blog\/new/);
  await expect(en.panel.locator('input[name="title.en"]')).toHaveValue(`Sitting well ${stamp}`);
  await page.getByRole('link', { name: c('blog.back') }).click();
  await confirm.getByRole('button', { name: translation('en', 'btn.yes') }).click();
  await expect(page).toHaveURL(/\/manage\/blog(\?|$)/);
});

test('the server’s field errors land on their field in its language tab; the body is sent as HTML', async ({ asAdmin: page }) => {
  await page.setViewportSize(DESKTOP);
  const stamp = Date.now().toString(36);
  const alt = { 'zh-HK': `封面 ${stamp}`, 'zh-CN': `封面 ${stamp}`, en: `Cover ${stamp}` };
  const imageId = await addLibraryImage(page, `cover-${stamp}.jpg`, alt);
  try {
    await gotoHydrated(page, '/manage/blog/new?lng=en');
    const zh = languageTab(page, 'zh-HK');
    const cn = languageTab(page, 'zh-CN');
    await zh.panel.locator('input[name="title.zh-HK"]').fill(`坐姿 ${stamp}`);
    await zh.panel.locator('textarea[name="summary.zh-HK"]').fill('如何坐得正。');
    await zh.body.click();
    await page.keyboard.type('挺直腰背。');
    await cn.tab.click();
    await cn.panel.locator('input[name="title.zh-CN"]').fill(`坐姿（简）${stamp}`);
    await cn.panel.locator('textarea[name="summary.zh-CN"]').fill('如何坐得正。');
    await cn.body.click();
    await page.keyboard.type('挺直腰背。');
    await zh.tab.click();
    await page.locator('input[name="slug"]').fill(`sitting-${stamp}`);
    await page.locator('select[name="categoryId"]').selectOption({ index: 1 });
    await pickLibraryImage(page, () => page.getByTestId('blog-cover-pick').click(), `cover-${stamp}`, alt.en);
    await page.locator('input[name="hashtagIds"]').first().check();

    // The server answers as it does when its sanitizer leaves a language's body empty (a 400 naming the field).
    let sent: Request | undefined;
    await page.route('**/api/manage/blog', (route) => {
      sent = route.request();
      return route.fulfill({
        status: 400,
        json: { code: 'VALIDATION', message: 'error.status.400', data: { fields: [{ field: 'content.zh-CN', message: 'cms:blog.languageIncomplete' }] } },
      });
    });
    await page.getByTestId('blog-save').click();
    await expect(cn.tab).toHaveAttribute('aria-selected', 'true');
    await expect(cn.tab.getByTestId('tab-error')).toBeVisible();
    await expect(cn.body).toHaveAttribute('aria-invalid', 'true');
    await expect(cn.body).toBeFocused();
    await expect(cn.panel).toContainText(c('blog.languageIncomplete'));
    await expect(zh.tab.getByTestId('tab-error')).toHaveCount(0);

    const body = sent!.postDataJSON();
    expect(sent!.method()).toBe('POST');
    expect(body).toMatchObject({
      slug: `sitting-${stamp}`,
      authorId: null,
      status: 'DRAFT',
      publishDate: null,
      publishTime: null,
      content: { 'zh-HK': '<p>挺直腰背。</p>', 'zh-CN': '<p>挺直腰背。</p>', en: '' },
      title: { 'zh-HK': `坐姿 ${stamp}`, 'zh-CN': `坐姿（简）${stamp}`, en: '' },
    });
    expect(body.categoryId).toEqual(expect.any(Number));
    expect(body.hashtagIds).toEqual([expect.any(Number)]);
    expect(body.cover).toMatch(/^\/uploads\/media\/.+\.webp$/);
  } finally {
    await page.unroute('**/api/manage/blog');
    await api(page, 'DELETE', `/api/manage/media/${imageId}`);
  }
});

test('while the editor loads, a box of its size holds its place; TipTap loads only with the blog editor', async ({ asAdmin: page }) => {
  const editorChunks: string[] = [];
  page.on('request', (r) => {
    if (EDITOR_CHUNK.test(new URL(r.url()).pathname)) editorChunks.push(r.url());
  });
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/');
  await gotoHydrated(page, '/en/blog');
  await gotoHydrated(page, '/manage/events');
  await page.getByTestId('event-add').click();
  await expect(page.getByTestId('event-form')).toBeVisible();
  expect(editorChunks, 'the editor’s module on pages without a rich-text field').toEqual([]);

  // On a phone the toolbar wraps onto several rows: the placeholder wraps the same way.
  await page.setViewportSize(PHONE);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(EDITOR_CHUNK, async (route) => {
    await gate;
    await route.continue();
  });
  await gotoHydrated(page, '/manage/blog/new?lng=en');
  const zh = languageTab(page, 'zh-HK');
  const placeholder = zh.panel.getByTestId('rich-text-loading');
  await expect(placeholder).toBeVisible();
  const before = await placeholder.boundingBox();
  const seoBefore = await zh.panel.locator('input[name="seoTitle.zh-HK"]').boundingBox();
  release();
  const frame = zh.panel.getByTestId('content-zh-HK-frame');
  await expect(frame).toBeVisible();
  await expect(zh.tool('heading2')).toBeVisible();
  const after = await frame.boundingBox();
  expect(after!.height).toBeCloseTo(before!.height, 0);
  expect(after!.width).toBeCloseTo(before!.width, 0);
  expect((await zh.panel.locator('input[name="seoTitle.zh-HK"]').boundingBox())!.y).toBeCloseTo(seoBefore!.y, 0);
  expect(editorChunks).toHaveLength(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the post editor on a phone has no sideways scroll and passes axe; so does the desktop', async ({ asAdmin: page }) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/manage/blog/new?lng=zh-HK');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('zh-HK', 'blog.addTitle', 'cms'));
  await expect(page.getByRole('tabpanel', { name: TAB['zh-HK'] }).getByRole('toolbar')).toBeVisible();
  await expectFitsPhone(page, '/manage/blog/new');
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/manage/blog/new?lng=en');
  await expect(page.getByRole('tabpanel', { name: TAB['zh-HK'] }).getByRole('toolbar')).toBeVisible();
  await expectNoSeriousAxeViolation(page, '/manage/blog/new (1280 px)');
});

test('the blog list on a phone has no sideways scroll and passes axe; so does the desktop', async ({ asAdmin: page }) => {
  await expectScreenOnPhoneAndDesktop(page, '/manage/blog', { lng: 'zh-HK', title: 'blog.title', row: 'blog-row' });
});
