// The axe check every accessibility spec makes: axe really ran, and no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

export async function expectNoSeriousAxeViolation(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.passes.length, 'axe checked the page').toBeGreaterThan(10);
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad
    .map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`).join('\n')}`)
    .join('\n\n');
  expect(bad, `axe violations on ${where}:\n${report}`).toEqual([]);
}
