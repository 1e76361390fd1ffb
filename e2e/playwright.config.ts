import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The server's DATA_DIR; set once by the runner, inherited by the workers (specs read its outbox). */
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `roast-e2e-${process.pid}`));

/** Real Chromium (Debian's) against the real, built server on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  // Two browsers on two cores: a third makes the axe scans and the sign-up flows miss their time.
  workers: 2,
  retries: 0,
  // CI machines are shared and at times several times slower than a quiet one: the same tests get
  // twice the time there rather than failing on a busy minute.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_500 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The store's service worker would answer requests that specs intercept with page.route: it
    // runs only where a spec allows it (pwa.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node apps/api/dist/server.js`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Passwords are hashed for real, at a test cost: at the production cost (128 MB and a third of
      // a second each) the sign-ups and logins of three browsers at once queue behind each other.
      NODE_ENV: 'test',
      SCRYPT_LOG_N: '14',
      // The console's first owner (e2e/tests/staff.ts signs in with these).
      OWNER_EMAIL: 'owner@roastcafe.in',
      OWNER_PASSWORD: 'counter-owner-2026',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
