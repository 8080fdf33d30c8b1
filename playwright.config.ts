import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** localhost, not 127.0.0.1: WebAuthn (passkeys) needs a domain as its relying-party id. */
export const E2E_BASE_URL = `http://localhost:${PORT}`;

/**
 * Debian's old headless shell (package chromium-headless-shell, what Playwright itself uses for
 * headless runs) when it is there: the same Blink and V8 without the full browser around them,
 * about a third less CPU per test on this 2-core machine. Else the full Chromium, or CHROMIUM_PATH.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Specs that only present what the site reads — accessibility, themes, layout at given widths, the
 * shell and its navigation, response headers — and write nothing through the API: their outcome
 * does not depend on which database serves the pages. `E2E_SCOPE=database` (CI's PostgreSQL pass,
 * `.ci/run`) leaves them out; the PGlite pass and a plain `npm test` run every spec. Every other
 * spec (booking, chat, deals, accounts, the back office…) runs on both databases.
 */
export const PRESENTATION_SPECS = [
  'site/a11y', 'account/a11y', 'site/theme', 'site/narrow', 'site/phone', 'site/navigation', 'site/site-pages',
  'site/overlays', 'site/front-door', 'site/routes', 'site/compression', 'site/version', 'site/blog', 'account/calling-code',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: process.env.E2E_SCOPE === 'database' ? PRESENTATION_SPECS : undefined,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Per test; tests that walk several pages take longer on a busy 2-core machine.
  timeout: 90_000,
  // An expectation waits 10 s (Playwright's default is 5): CI's machine has run the suite three
  // times slower than a quiet one here, where a page loads and hydrates in 1–2 s.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // "setup" signs each demo role in once and stores the session (tests/e2e/auth.setup.ts); the
  // browser project starts after it, and tests take the session through the asMember/asAdmin/asStaff
  // fixtures (tests/e2e/fixtures.ts).
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['setup'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'node tests/e2e/start-server.mjs',
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: E2E_BASE_URL },
  },
});
