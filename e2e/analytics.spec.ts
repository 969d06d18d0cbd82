import { type Page, type Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_DATA_DIR } from './data-dir';
import {
  answerLast,
  fillForm,
  isMobile,
  message,
  saveNeutralResult,
  seedAnsweredTest,
} from './helpers';
import { e2ePort, startApp, type AppServer } from './servers';

/**
 * Analytics is a build setting (pages are prerendered or kept, lib/config/env.ts BUILD_SETTINGS): this
 * file serves a second build made with ANALYTICS=vercel (`.next-analytics`, made by
 * scripts/test-all.sh before the end-to-end tests) on its own port, beside the main server
 * (analytics off, the default), and compares the two.
 */
const port = e2ePort(81);
const ANALYTICS_BUILD = '.next-analytics';

type Queued = [string, { name?: string; data?: Record<string, unknown> }?];

async function vercelQueue(page: Page): Promise<Queued[]> {
  return page.evaluate(() => (window as unknown as { vaq?: Queued[] }).vaq ?? []);
}

async function eventNames(page: Page): Promise<string[]> {
  return (await vercelQueue(page))
    .filter(([kind]) => kind === 'event')
    .map(([, event]) => event?.name ?? '');
}

test.describe('with analytics turned on', () => {
  test.describe.configure({ mode: 'serial' });
  let server: AppServer;

  test.beforeAll(async () => {
    server = await startApp(port, {
      NEXT_DIST_DIR: ANALYTICS_BUILD,
      DATA_DIR: E2E_DATA_DIR,
      SAVE_RATE_LIMIT: '0',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('loads Vercel Web Analytics and forwards every custom event, without ids or cookies', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'one analytics server, one run');
    test.setTimeout(90_000);
    // The vendor's script exists only on Vercel: a stand-in keeps the queue it would send.
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    const scripts: string[] = [];
    await context.route('**/_vercel/insights/script.js', (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await context.route(/^https:\/\/github\.com\//, (route) => route.abort());
    const page = await context.newPage();

    await page.goto('/privacy');
    await expect.poll(() => scripts.length).toBe(1);
    const footer = page.getByRole('contentinfo');
    const popup = page.waitForEvent('popup');
    await footer.getByRole('link', { name: 'GitHub', exact: true }).click();
    await (await popup).close();
    await footer.getByRole('link', { name: message('en', 'Footer.questions') }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => eventNames(page)).toEqual(['footer-github', 'FAQ']);

    // The test: started, then completed (the form filled in, then every answer but the last
    // seeded in local storage, as a test taken earlier and resumed after a reload).
    const testEvents = async () =>
      (await vercelQueue(page)).filter(([kind]) => kind === 'event').map(([, e]) => e);
    await page.goto('/test');
    await fillForm(page, 'en', '30');
    expect(await testEvents()).toEqual([
      expect.objectContaining({ name: 'test-started', data: { lang: 'en' } }),
    ]);
    await seedAnsweredTest(page);
    await page.reload();
    await answerLast(page);
    await page.getByRole('button', { name: message('en', 'Test.submit') }).click();
    await page.waitForURL(/\/result\/[0-9a-f]{24}$/);
    const mine = page.url().split('/').pop()!;
    expect(await testEvents()).toEqual([
      expect.objectContaining({ name: 'test-completed', data: { lang: 'en' } }),
    ]);

    // Sharing a result and creating a comparison.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: message('en', 'ResultShare.copyLink') }).click();
    await expect.poll(() => eventNames(page)).toContain('result-shared');
    const other = await saveNeutralResult(page.request);
    await page.goto('/compare');
    for (const [name, result] of [
      ['Ana', mine],
      ['Ben', other],
    ] as const) {
      await page.getByLabel(message('en', 'CompareBuilder.nameLabel'), { exact: true }).fill(name);
      await page.getByLabel(message('en', 'CompareBuilder.resultLabel')).fill(result);
      await page.getByRole('button', { name: message('en', 'CompareBuilder.add') }).click();
    }
    await page
      .locator('main')
      .getByRole('link', { name: message('en', 'CompareBuilder.compare'), exact: true })
      .click();
    await page.waitForURL(/\/compare\/[A-Za-z0-9_-]+$/);
    expect(await eventNames(page)).toContain('comparison-created');

    // Page addresses reach the vendor without result or comparison ids.
    const beforeSend = await page.evaluate(() => {
      const queue = (window as unknown as { vaq?: [string, unknown][] }).vaq ?? [];
      const hook = queue.find(([kind]) => kind === 'beforeSend')?.[1] as
        ((event: { type: string; url: string }) => { url: string } | null) | undefined;
      return hook?.({ type: 'pageview', url: window.location.href })?.url ?? null;
    });
    expect(beforeSend).toMatch(/\/compare\/\[id\]$/);
    // Analytics sets no cookie; the only ones are the site's two language cookies.
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies.filter((name) => !['NEXT_LOCALE', 'i18n_redirected'].includes(name))).toEqual(
      [],
    );
    await context.close();
  });
});

test('with analytics off (the default), nothing is loaded or sent anywhere', async ({
  page,
  baseURL,
}) => {
  test.skip(isMobile(page), 'the same build on every device');
  const foreign: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseURL!).origin || url.pathname.startsWith('/_vercel/')) {
      foreign.push(request.url());
    }
  };
  page.on('request', onRequest);
  page.context().on('request', onRequest);
  await page.goto('/privacy');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: message('en', 'Footer.questions') })
    .click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.goto('/test');
  await fillForm(page, 'en', '30');
  await seedAnsweredTest(page);
  await page.reload();
  await answerLast(page);
  await page.getByRole('button', { name: message('en', 'Test.submit') }).click();
  await page.waitForURL(/\/result\/[0-9a-f]{24}$/);
  // (Not 'networkidle': after a reload, Next.js's client leaves the bodies of some prefetches
  // unread, so the page never counts as idle. Analytics would have loaded with the first page.)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => 'va' in window || 'vaq' in window)).toBe(false);
});
