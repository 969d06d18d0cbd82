import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Pages load their scripts after the first paint (server/defer-scripts.ts), so a page is on
 * screen, and Playwright's `goto` returns, a moment before its controls act. A person needs longer
 * than that to reach for a button; a test does not. Here `goto` (with its default wait) also waits
 * until a Next.js page has hydrated (components/hydration-mark.tsx); pages without Next.js's
 * scripts (the front server's 400 page, the worker's built-in offline page, JSON) do not wait.
 * Tests of what happens before hydration pass another `waitUntil`.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => !('__next_f' in self) || document.documentElement.hasAttribute('data-hydrated'),
    null,
    { timeout: 15_000 },
  );
}

const wrapped = new WeakSet<Page>();
function wrap(page: Page) {
  if (wrapped.has(page)) return;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil || options.waitUntil === 'load') await waitForHydration(page);
    return response;
  };
}

function wrapAll(context: BrowserContext) {
  for (const page of context.pages()) wrap(page);
  context.on('page', wrap);
}

export const test = base.extend<object, { patchedBrowser: void }>({
  // Contexts a test makes itself (browser.newContext) get the same `goto`.
  patchedBrowser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        wrapAll(context);
        return context;
      };
      await provide();
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, provide) => {
    wrapAll(context);
    await provide(context);
  },
  page: async ({ page }, provide) => {
    wrap(page);
    await provide(page);
  },
});
