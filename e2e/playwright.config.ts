import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Journeys run against the real product (`npm start` path) on a fresh embedded database with demo data.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `briefly-e2e-${process.env.E2E_RUN_ID ?? Date.now()}`);
process.env.E2E_RUN_ID ??= path.basename(dataDir).replace('briefly-e2e-', '');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI's machine is slower than a workstation (2 cores; a CI run of 2026-11-29 took its journeys 2.5 times as long as
  // the one before it on another machine, and three of them missed a 10 s wait for a page that was still loading).
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recorded on the retry only: a trace films every page (a screencast and DOM snapshots at each step), which on
    // a 2-core CI machine cost every journey time; a failure is retried once (CI) and its retry keeps the trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      MAIL_BATCH_DELAY_MS: '2000',
      EMAIL_VERIFICATION: 'off',
      // An admin of its own for the two-factor journey (account-security.spec.ts): the demo admin stays password-only.
      ADMIN_EMAIL: 'security-admin@example.com',
      ADMIN_PASSWORD: 'security-admin-password',
      // The webhooks journey delivers to a receiver on 127.0.0.1 (refused when NODE_ENV=production).
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
    },
  },
});
