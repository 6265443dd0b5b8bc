import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './dev/chromium-path.ts';
import { API_DIALECTS_TAG, EU, LOCAL, LOCAL_DIALECT_4, PL } from './tests/e2e/sites.ts';

// Visitors who have answered the cookie consent: the popup and the banner stay away, so the other specs
// see the pages as returning visitors do (consent.spec.ts starts every case without it).
const answeredConsent = [
  {
    name: 'cookiesTypes',
    value: JSON.stringify({
      referral: '/',
      necessaryConsent: true,
      functionalConsent: true,
      analyticConsent: true,
      advertisingConsent: true,
    }),
  },
  { name: 'cookiesAllowed', value: 'true' },
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: LOCAL,
    storageState: {
      cookies: [],
      origins: [LOCAL, EU, PL, LOCAL_DIALECT_4].map((origin) => ({ origin, localStorage: answeredConsent })),
    },
    trace: 'retain-on-failure',
    // The service worker would answer pages from its cache and hide requests from page.route(); only
    // app-shell.spec.ts, which tests it, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // The islands' tests once more, on the same build served against an API Platform 4.2 API (dev/e2e-sites.ts):
    // their URLs are relative to the project's baseURL.
    {
      name: 'api-dialect-4',
      grep: new RegExp(API_DIALECTS_TAG),
      use: { ...devices['Desktop Chrome'], baseURL: LOCAL_DIALECT_4 },
    },
  ],
  webServer: {
    command: 'node dev/e2e-sites.ts',
    url: `${PL}/`,
    timeout: 15 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
