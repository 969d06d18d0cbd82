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

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
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
  ],
  // The production build (`next build` runs before this, see scripts/test-all.sh).
  webServer: {
    // The front server (npm start), as deployed: it answers through Next's handler.
    command: `node build/server.cjs -p ${port}`,
    url: `http://localhost:${port}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Results go to a store of their own, which the tests read back.
    // The rate limit is tested on its own; here many tests save from one address.
    env: { DATA_DIR: E2E_DATA_DIR, SAVE_RATE_LIMIT: '0' },
  },
});
