// End-to-end tests in Debian's Chromium against the real server (API + built PWA from dist/).
// Build first: `npx vite build`. Browsers cannot be downloaded here, so Chromium is launched
// by path; each run gets a fresh data directory so no test sees an earlier run's database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './tests/e2e/support/adminToken';

const port = process.env.E2E_PORT ?? '8797';
const baseURL = `http://127.0.0.1:${port}`;
// The app sends real mails over SMTP to a local sink; specs read them over HTTP.
const smtpPort = process.env.E2E_SMTP_PORT ?? '8799';
process.env.E2E_MAIL_PORT ??= '8798';
const mailPort = process.env.E2E_MAIL_PORT;
// Google sign-in goes to a local stand-in (tests/e2e/support/googleStandIn.ts), so the app
// runs with Google on; specs choose the Google account through the stand-in's /identity.
process.env.E2E_GOOGLE_PORT ??= String(Number(port) + 3);
const googlePort = process.env.E2E_GOOGLE_PORT;
const googleClient = { id: 'duftkompass-e2e.apps.googleusercontent.com', secret: 'e2e-secret' };
// Playwright loads this file in the runner and again in each worker; the environment is
// inherited, so setting it once keeps one fresh directory per run instead of one per load.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'duftkompass-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests/e2e',
  // The tests share one server and its database; running them one after another keeps them honest.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One retry everywhere, as in CI: on the shared 2-core machine two timing-bound tests failed
  // once in a clean run of 2026-11-29 and passed alone (see the README's footguns); a test that
  // passes only on its retry is listed as flaky in the output and is a bug to look into.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'de-DE',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: 'npx tsx tests/e2e/support/mailSinkServer.ts',
      url: `http://127.0.0.1:${mailPort}/health`,
      env: { E2E_SMTP_PORT: smtpPort, E2E_MAIL_PORT: mailPort },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx tests/e2e/support/googleStandIn.ts',
      url: `http://127.0.0.1:${googlePort}/health`,
      env: { E2E_GOOGLE_PORT: googlePort, E2E_GOOGLE_CLIENT_SECRET: googleClient.secret },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The catalog and the shop feed fixture are loaded first, so prices, shop links and
      // cheaper alternatives come from the real engine (tests/e2e/support/prepareDatabase.ts).
      command:
        'npx tsx tests/e2e/support/prepareDatabase.ts && npx tsx tests/e2e/support/e2eServer.ts',
      url: `${baseURL}/api/health`,
      // PUBLIC_URL = the tested origin, so links in mails open where the tests run.
      env: {
        PORT: port,
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        GOOGLE_CLIENT_ID: googleClient.id,
        GOOGLE_CLIENT_SECRET: googleClient.secret,
        GOOGLE_STAND_IN_URL: `http://127.0.0.1:${googlePort}`,
        // Every spec's browser is one client address, and one run sends a few dozen auth
        // mails; the mail budget itself is tested per network in the API tests.
        AUTH_EMAILS_PER_ADDRESS_PER_HOUR: '1000',
        AUTH_EMAILS_PER_HOUR: '1000',
      },
      reuseExistingServer: false,
      // The preparation imports the whole catalog into the fresh database.
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
