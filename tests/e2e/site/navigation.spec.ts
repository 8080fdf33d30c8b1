// Desktop nav dropdowns, anchor scrolling from another page, and the language switcher.
import { test } from '@playwright/test';
import { DESKTOP, HOME_SECTIONS, SERVICES, expect, gotoHydrated, translation } from '../fixtures';

test.use({ viewport: DESKTOP });

test.describe('desktop nav', () => {
  test('the tab bar and hamburger are hidden, the desktop nav is shown', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('desktop-nav')).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toBeHidden();
    await expect(page.getByTestId('hamburger')).toBeHidden();
  });

  test('clicking "Services" opens its menu', async ({ page }) => {
    await gotoHydrated(page, '/en/team');
    const dropdown = page.getByTestId('nav-services-dropdown');
    await dropdown.getByRole('button', { name: translation('en', 'nav.services') }).click();
    await expect(dropdown.getByRole('link', { name: SERVICES[1]!.name.en })).toBeVisible();
  });

  test('the services menu opens on hover and its items lead to the service pages', async ({ page }) => {
    await gotoHydrated(page, '/en/team');
    const dropdown = page.getByTestId('nav-services-dropdown');
    await expect(dropdown.getByRole('link', { name: SERVICES[1]!.name.en })).toBeHidden();
    await dropdown.getByRole('button').hover();
    const links = dropdown.getByRole('link');
    // "All services" and then each service.
    await expect(links).toHaveCount(SERVICES.length + 1);
    await expect(links.first()).toHaveAttribute('href', '/en/services');
    for (const s of SERVICES) await expect(dropdown.getByRole('link', { name: s.name.en, exact: true })).toHaveAttribute('href', `/en/services/${s.slug}`);

    const target = SERVICES[2]!;
    await dropdown.getByRole('link', { name: target.name.en, exact: true }).click();
    await expect(page).toHaveURL(`/en/services/${target.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name.en);
    // The menu closes after navigating.
    await expect(dropdown.getByRole('link', { name: target.name.en, exact: true })).toBeHidden();
  });

  test('the services menu opens from the keyboard and closes on Escape', async ({ page }) => {
    await gotoHydrated(page, '/en/team');
    const dropdown = page.getByTestId('nav-services-dropdown');
    const button = dropdown.getByRole('button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown.getByRole('link', { name: SERVICES[0]!.name.en, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dropdown.getByRole('link', { name: SERVICES[0]!.name.en, exact: true })).toBeHidden();
  });

  test('the home menu lists home and the 8 home sections in page order', async ({ page }) => {
    await gotoHydrated(page, '/en/about');
    const dropdown = page.getByTestId('nav-home-dropdown');
    await dropdown.getByRole('button').hover();
    const links = dropdown.getByRole('link');
    await expect(links).toHaveCount(HOME_SECTIONS.length + 1);
    await expect(links).toHaveText([translation('en', 'nav.home'), ...HOME_SECTIONS.map((s) => translation('en', `home.section.${s}`))]);
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(['/en', ...HOME_SECTIONS.map((s) => `/en#${s}`)]);
  });
});

test('a home section item on another page goes home and scrolls the section to 70 px below the top', async ({ page }) => {
  await gotoHydrated(page, '/team');
  const dropdown = page.getByTestId('nav-home-dropdown');
  await dropdown.getByRole('button').hover();
  await dropdown.getByRole('link', { name: translation('zh-HK', 'home.section.reviews') }).click();
  await expect(page).toHaveURL(/\/#reviews$/);
  expect(new URL(page.url()).pathname).toBe('/');
  const section = page.locator('section#reviews');
  await expect(section).toBeVisible();
  await expect
    .poll(async () => Math.abs((await section.evaluate((el) => el.getBoundingClientRect().top)) - 70), { timeout: 5_000 })
    .toBeLessThan(5);
  // It stays there once the scrolling has settled.
  await page.waitForTimeout(400);
  const top = await section.evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.abs(top - 70)).toBeLessThan(5);
});

test('a home page loaded with a hash lands on the section', async ({ page }) => {
  await gotoHydrated(page, '/en#contact');
  const section = page.locator('section#contact');
  await expect
    .poll(async () => {
      const { top, scrollY, max } = await section.evaluate((el) => ({
        top: el.getBoundingClientRect().top,
        scrollY: window.scrollY,
        max: document.documentElement.scrollHeight - window.innerHeight,
      }));
      // The last section may not be able to reach 70 px: then the page is scrolled to the bottom.
      return Math.abs(top - 70) < 5 || (scrollY > 0 && Math.abs(scrollY - max) < 2);
    }, { timeout: 5_000 })
    .toBe(true);
});

test.describe('language switcher', () => {
  test('switching language keeps the page', async ({ page }) => {
    const physio = SERVICES.find((s) => s.slug === 'physiotherapy')!;
    await gotoHydrated(page, '/services/physiotherapy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    const switcher = page.locator('header').getByTestId('language-switcher');
    await expect(switcher.getByText('繁', { exact: true })).toHaveAttribute('aria-current', 'true');

    await switcher.getByText('Eng', { exact: true }).click();
    await expect(page).toHaveURL('/en/services/physiotherapy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(physio.name.en);
    await expect(page.getByTestId('desktop-nav')).toContainText(translation('en', 'nav.services'));
    await expect(switcher.getByText('Eng', { exact: true })).toHaveAttribute('aria-current', 'true');

    await switcher.getByText('简', { exact: true }).click();
    await expect(page).toHaveURL('/zh-CN/services/physiotherapy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(physio.name['zh-CN']);
    await expect(page.getByTestId('desktop-nav')).toContainText(translation('zh-CN', 'nav.services'));

    await switcher.getByText('繁', { exact: true }).click();
    await expect(page).toHaveURL('/services/physiotherapy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(physio.name['zh-HK']);
  });

  test('switching language keeps the query', async ({ page }) => {
    await gotoHydrated(page, '/faq?type=INSURANCE');
    await page.locator('header').getByTestId('language-switcher').getByText('Eng', { exact: true }).click();
    await expect(page).toHaveURL('/en/faq?type=INSURANCE');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([translation('en', 'enum.faqType.INSURANCE', 'common')]);
  });
});
