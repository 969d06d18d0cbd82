import { defineConfig, devices, type LaunchOptions } from '@playwright/test';
import { E2E_DATA_DIR } from './e2e/data-dir';

/**
 * Debian's Chromium headless shell (no browser download on this project's machines; see
 * scripts/ensure-chromium.sh); flags keep it offline.
 */
const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const port = Number(process.env.E2E_PORT ?? 3100);
/** A bare `next start` of the same build, for the tests of what every host must do alike. */
const nextStartPort = port + 1;
/**
 * The e2e servers' environment: their own store, which the tests read back, and no save limit (it
 * is tested on its own; here many tests save from one address). Nothing else: the tests run the
 * release build as visitors get it, without the debug "fill in random answers" action; tests that
 * need a result save it through the API, tests that need a finished test seed it in local storage
 * (e2e/helpers.ts).
 */
const serverEnv = { DATA_DIR: E2E_DATA_DIR, SAVE_RATE_LIMIT: '0' };

/**
 * `npm test` runs the suites in two stages, so a plain failure shows in minutes: E2E_STAGE=fast
 * leaves out the load, fault and fuzz suites, E2E_STAGE=thorough runs only them (scripts/test-all.sh).
 * Without it, everything runs.
 */
const THOROUGH = ['load-fault.spec.ts', 'hostile-input.spec.ts', 'deletion-bound.spec.ts'];
const stage = process.env.E2E_STAGE;
const stageFilter =
  stage === 'fast' ? { testIgnore: THOROUGH } : stage === 'thorough' ? { testMatch: THOROUGH } : {};

export default defineConfig({
  testDir: 'e2e',
  ...stageFilter,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  // Picks and prints the run's fast-check seed (FC_SEED to repeat a run).
  globalSetup: './test/fast-check-seed.ts',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // Installing the service worker caches the whole build in every new browser context: only the
    // tests about it (e2e/pwa.spec.ts) let it run, so the others measure the site, not the cache.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      // What must not depend on the host: the same tests against `next start`.
      name: 'next-start',
      // Fast suites only: nothing of it in the thorough stage.
      testMatch:
        stage === 'thorough'
          ? []
          : ['addresses.spec.ts', 'security-headers.spec.ts', 'rendering.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
        baseURL: `http://localhost:${nextStartPort}`,
      },
    },
  ],
  // The production build (`next build` runs before this, see scripts/test-all.sh).
  webServer: [
    {
      // `npm start`, as the README tells self-hosters to run it.
      command: `npm start -- -p ${port}`,
      url: `http://localhost:${port}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: serverEnv,
    },
    {
      // A bare `next start`, as any Node host runs a Next.js build.
      command: `npx next start -p ${nextStartPort}`,
      url: `http://localhost:${nextStartPort}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: serverEnv,
    },
  ],
});
