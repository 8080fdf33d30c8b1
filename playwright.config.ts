import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** localhost, not 127.0.0.1: WebAuthn (passkeys) needs a domain as its relying-party id. */
export const E2E_BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Per test; tests that walk several pages take longer on a busy 2-core machine (expectations keep 5 s).
  timeout: 90_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
