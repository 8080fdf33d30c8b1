// The calling-code select of every phone field (issue 9): it once showed "+852 香…", cut off. The
// closed control now reads "+852", while the select people operate names the country or region.
import { test, type Locator } from '@playwright/test';
import { DESKTOP, expect, gotoHydrated, LANGS, localize, PHONE, translation } from '../fixtures';

/** The Hong Kong option's text in each language, as GET /api/countries names it. */
const HONG_KONG = { 'zh-HK': '香港', 'zh-CN': '香港', en: 'Hong Kong' } as const;

/** True when the element's content is wider than its box (text cut off). */
const clipped = (l: Locator) => l.evaluate((el) => el.scrollWidth > el.clientWidth + 1);

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    for (const { lng } of LANGS) {
      test(`${lng}: the closed select reads +852 in full; its options and value name the place`, async ({ page }) => {
        await gotoHydrated(page, localize('/sign#sign-up', lng));
        const form = page.getByTestId('register-form');
        const select = form.getByRole('combobox', { name: translation(lng, 'field.callingCode', 'account') });
        // The countries load after hydration; then the options carry their names.
        await expect(select.locator('option[value="852"]')).toHaveText(`${HONG_KONG[lng]} +852`);
        await expect(select).toHaveValue('852');

        const shown = page.getByTestId('reg-phone-cc-shown');
        await expect(shown).toHaveText('+852');
        expect(await clipped(shown.locator('span').first())).toBe(false);

        // The select covers the shown text exactly, so a tap anywhere on "+852" opens it.
        const [a, b] = [await select.boundingBox(), await shown.boundingBox()];
        expect(a).toEqual(b);
        // Nothing spills out of the phone row or the page.
        const phone = form.getByRole('textbox', { name: translation(lng, 'field.phone', 'account') });
        const row = (await phone.boundingBox())!;
        expect(a!.x + a!.width).toBeLessThanOrEqual(row.x);
        const formBox = (await form.boundingBox())!;
        expect(row.x + row.width).toBeLessThanOrEqual(formBox.x + formBox.width + 0.5);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

        // Choosing another code shows it in the closed control.
        const other = await select.locator('option:not([value="852"])').first().getAttribute('value');
        if (other) {
          await select.selectOption(other);
          await expect(shown).toHaveText(`+${other}`);
        }
      });
    }
  });
}

test.describe('keyboard', () => {
  test.use({ viewport: PHONE });
  test('the select is reached with Tab and shows a focus ring', async ({ page }) => {
    await gotoHydrated(page, '/en/sign');
    const select = page.getByTestId('signin-phone-cc');
    await select.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    const ring = await select.evaluate((el) => getComputedStyle(el.parentElement!).outlineStyle);
    expect(ring).not.toBe('none');
  });
});
