import { defineConfig, devices } from '@playwright/test';

// Journeys run in Debian's Chromium against the built site served by the production server: the build in
// DIST_DIR (dist/ by default; scripts/test.ts builds into .data/e2e-dist with the e2e data folder first and sets it).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4400);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
export const E2E_ADMIN_TOKEN = 'e2e-operator-token';
/** The plain file host of e2e/static-host.spec.ts (the static build on its own origin). */
export const STATIC_HOST_PORT = E2E_PORT + 1;
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
/** Journeys that change the catalog and publish the site (see the `publish` project). */
const PUBLISHES = /(admin-publish|console-product-draft)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: PUBLISHES, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The console's publishing journey adds a product and rebuilds the served site: it runs once the journeys
    // that read the catalog (newest product, counts, static pages) have finished. Alone: --no-deps.
    {
      name: 'publish',
      testMatch: PUBLISHES,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node src/server/main.ts',
    url: `${baseURL}/api/product/list`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_SITE_URL: baseURL,
      CORS_ORIGINS: `http://localhost:${STATIC_HOST_PORT}`,
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // Every journey signs up from 127.0.0.1; the production default (20 an hour) would refuse the later ones.
      OTP_IP_LIMIT_PER_HOUR: '200',
      // The same for the forms anyone may send (contact, newsletter, custom requests, back-in-stock).
      ANONYMOUS_WRITES_PER_HOUR: '200',
    },
  },
});
