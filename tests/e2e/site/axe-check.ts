// The axe check every accessibility spec makes: axe really ran, and no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

export async function expectNoSeriousAxeViolation(page: Page, where: string) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.passes.length, 'axe checked the page').toBeGreaterThan(10);
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad
    .map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`).join('\n')}`)
    .join('\n\n');
  expect(bad, `axe violations on ${where}:\n${report}`).toEqual([]);
}

/**
 * Axe reads colours as painted: a toast or backdrop half-way through fading reads as low contrast.
 * Waits for leaving toasts to go and for every finite animation or transition to end (spinners,
 * which run forever, are left alone).
 */
async function settleAnimations(page: Page) {
  await expect(page.locator('.toast-out')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}
