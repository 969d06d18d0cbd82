import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ICON_SIZES, MASKABLE_SIZES } from '../lib/pwa/assets';
import { directionOf } from '../lib/i18n/locales';
import {
  answerLast,
  choiceFor,
  seedAnsweredTest,
  expectResult,
  fillForm,
  isMobile,
  localizePath,
  locales,
  message,
  storedRow,
} from './helpers';
import { startProxy } from './servers';

test.use({ serviceWorkers: 'allow' });

/** Width and height of a PNG, after checking its signature. */
async function pngSize(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(0, 8).toString('hex'), url).toBe('89504e470d0a1a0a');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Waits until the service worker is active and has kept `paths` for offline use. */
async function readyOffline(page: Page, paths: string[]) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(
          async (wanted) => (await Promise.all(wanted.map((p) => caches.match(p)))).every(Boolean),
          paths,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

async function cacheEntries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.map((url) => new URL(url).pathname);
  });
}

async function queuedTests(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ state: string; payload: { answers: unknown[] } }[]>((resolve, reject) => {
        const open = indexedDB.open('b5-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('saves').objectStore('saves').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/**
 * Answers every statement with `choiceFor`, page by page, by clicking the radio buttons and Next in
 * the page itself: real clicks on the real controls, without Playwright's per-action waits (the
 * keyboard and touch runs in test-flow.spec.ts cover the interaction; this covers offline).
 */
async function answerAll(page: Page, locale: string) {
  const next = message(locale, 'Test.next');
  await page.evaluate(
    async ({ next, choices }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let num = 1; num <= 120; num++) {
        let input: HTMLInputElement | null = null;
        while (
          !(input = document.querySelector(
            `fieldset[data-item="${num}"] input[value="${choices[num - 1]}"]`,
          ))
        )
          await frame();
        input.click();
        const last = !document.querySelector(`fieldset[data-item="${num + 1}"]`);
        if (last && num < 120) {
          await frame();
          const button = [...document.querySelectorAll('button')].find(
            (b) => b.textContent === next,
          );
          button!.click();
        }
      }
    },
    { next, choices: Array.from({ length: 120 }, (_, i) => choiceFor(i + 1)) },
  );
}

test.describe('installable app', () => {
  test('the manifest of every locale is valid and every icon has its declared size', async ({
    page,
    request,
  }) => {
    test.skip(isMobile(page), 'the same files on every device');
    const checked = new Map<string, string>();
    for (const locale of locales) {
      const response = await request.get(localizePath(locale, '/manifest.webmanifest'));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      const manifest = (await response.json()) as Record<string, unknown> & {
        icons: { src: string; sizes: string; type: string; purpose: string }[];
        shortcuts: { url: string }[];
      };
      expect(manifest).toMatchObject({
        id: '/',
        name: message(locale, 'Manifest.name').replace('{site}', 'Open Big Five'),
        short_name: message(locale, 'Manifest.shortName'),
        start_url: localizePath(locale, '/'),
        scope: '/',
        display: 'standalone',
        dir: directionOf(locale),
        theme_color: '#000000',
        background_color: '#ffffff',
      });
      expect(manifest.shortcuts.map((s) => s.url)).toEqual([
        localizePath(locale, '/test'),
        localizePath(locale, '/compare'),
      ]);
      const declared = (purpose: string) =>
        manifest.icons
          .filter((icon) => icon.purpose === purpose)
          .map((icon) => Number(icon.sizes.split('x')[0]));
      expect(declared('any')).toEqual(ICON_SIZES);
      expect(declared('maskable')).toEqual(MASKABLE_SIZES);
      for (const icon of manifest.icons) checked.set(icon.src, icon.sizes);
    }
    for (const [src, sizes] of checked) {
      const { width, height } = await pngSize(request, src);
      expect(`${width}x${height}`, src).toBe(sizes);
    }
  });

  test('pages link their manifest, the touch icon and a launch screen for each Apple device', async ({
    page,
    request,
  }) => {
    test.skip(isMobile(page), 'the same markup on every device');
    // Only iOS Safari (the only browser with navigator.standalone) gets the launch screens.
    await page.goto('/ar/faq');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel="apple-touch-startup-image"]')).toHaveCount(0);
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => false }),
    );
    await page.goto('/ar/faq');
    await expect
      .poll(() => page.locator('link[rel="apple-touch-startup-image"]').count())
      .toBeGreaterThanOrEqual(20);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/ar/manifest.webmanifest',
    );
    await expect(page.locator('meta[name="mobile-web-app-capable"]')).toHaveAttribute(
      'content',
      'yes',
    );
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await pngSize(request, touch!)).toEqual({ width: 180, height: 180 });
    const screens = await page
      .locator('link[rel="apple-touch-startup-image"]')
      .evaluateAll((links) =>
        links.map((l) => ({ href: l.getAttribute('href')!, media: l.getAttribute('media')! })),
      );
    expect(screens.length).toBeGreaterThanOrEqual(20);
    for (const { href, media } of screens) {
      const [, w, h, ratio, orientation] =
        /device-width: (\d+)px\) and \(device-height: (\d+)px\) and \(-webkit-device-pixel-ratio: (\d)\) and \(orientation: (\w+)\)/.exec(
          media,
        ) ?? [];
      const short = Number(w) * Number(ratio);
      const long = Number(h) * Number(ratio);
      const expected =
        orientation === 'portrait'
          ? { width: short, height: long }
          : { width: long, height: short };
      expect(await pngSize(request, href), media).toEqual(expected);
    }
  });

  test('Chromium finds the site installable, with no manifest errors', async ({
    baseURL,
  }, info) => {
    // A real profile: Playwright's usual contexts are incognito, where Chromium never offers to
    // install, so only a persistent one gets a verdict with nothing left out.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'b5-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...info.project.use.launchOptions,
      baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto('/de');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toMatch(/\/de\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('service worker', () => {
  test('controls the page after a reload, from /sw.js with the root scope', async ({ page }) => {
    await page.goto('/faq');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    const worker = await page.evaluate(async () => ({
      controlled: navigator.serviceWorker.controller?.scriptURL ?? null,
      scope: (await navigator.serviceWorker.getRegistration())?.scope ?? null,
    }));
    expect(worker.controlled).toMatch(/^http:\/\/localhost:\d+\/sw\.js$/);
    expect(new URL(worker.scope!).pathname).toBe('/');
  });

  test('offline, the test loads and can be answered; back online it is saved and the result opens', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const locale = isMobile(page) ? 'ar' : 'de';
    // One visit (the home page) is enough for the test to work offline afterwards.
    await page.goto(localizePath(locale, '/'));
    await readyOffline(page, [localizePath(locale, '/test'), localizePath(locale, '/offline')]);

    await context.setOffline(true);
    await page.goto(localizePath(locale, '/test'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(locale, 'Pages.test.title'),
    );
    await fillForm(page, locale, '41');
    if (isMobile(page)) {
      // A phone shows one statement at a time with a pause after each: after a few real answers,
      // the others are seeded as kept from earlier and the page reloaded (offline, from the
      // worker), so the offline path is what this run is about.
      for (let num = 1; num <= 3; num++) {
        await page
          .locator(`fieldset[data-item="${num}"] label`)
          .nth(choiceFor(num) - 1)
          .tap();
      }
      await seedAnsweredTest(page);
      await page.reload();
      await answerLast(page);
    } else {
      await answerAll(page, locale);
    }
    await page.getByRole('button', { name: message(locale, 'Test.submit') }).click();

    const notice = page.getByTestId('outbox-notice');
    await expect(notice).toContainText(message(locale, 'Offline.queuedTitle'));
    await expect(notice).toContainText(message(locale, 'Offline.queuedText'));
    const queued = await queuedTests(page);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ state: 'pending' });
    expect(queued[0]!.payload.answers).toHaveLength(120);
    // The answers no longer wait in the test form: sending twice is impossible.
    expect(await page.evaluate(() => localStorage.getItem('b5-test'))).not.toContain('"done":true');

    await context.setOffline(false);
    await page.waitForURL(new RegExp(`/${locale}/result/[0-9a-f]{24}$`), { timeout: 30_000 });
    const id = await expectResult(page, locale);
    expect(storedRow(id)).toMatchObject({ lang: locale, age: 41 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await queuedTests(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('b5-outbox'))).toBeNull();
  });

  test('a test queued offline is saved with every tab closed, and the next visit links to it', async ({
    page,
    context,
  }) => {
    test.skip(isMobile(page), 'the same worker on every device');
    await page.goto('/fr/faq');
    await readyOffline(page, ['/fr/test', '/fr/offline']);
    await context.setOffline(true);
    await page.goto('/fr/test');
    await fillForm(page, 'fr', '52');
    await seedAnsweredTest(page);
    await page.reload();
    await answerLast(page);
    await page.getByRole('button', { name: message('fr', 'Test.submit') }).click();
    await expect(page.getByTestId('outbox-notice')).toBeVisible();
    await page.close();

    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto('/fr/big_five');
    const link = next.getByRole('link', { name: message('fr', 'Offline.seeResult') });
    await expect(next.getByRole('status')).toContainText(message('fr', 'Offline.savedNotice'));
    await link.click();
    await next.waitForURL(/\/fr\/result\/[0-9a-f]{24}$/);
    const id = next.url().split('/').pop()!;
    expect(storedRow(id)).toMatchObject({ lang: 'fr', age: 52 });
    // Like any result saved in this browser: the last one, and deletable from here.
    const stored = await next.evaluate(() => ({
      last: localStorage.getItem('resultId'),
      tokens: JSON.parse(localStorage.getItem('resultDeleteTokens') ?? '{}') as object,
    }));
    expect(stored.last).toBe(id);
    expect(Object.keys(stored.tokens)).toContain(id);
    await expect(
      next.getByRole('button', { name: message('fr', 'ResultShare.delete') }),
    ).toBeVisible();
  });

  test('offline, a page never opened shows the offline page; results and API answers are never kept', async ({
    page,
    context,
    request,
  }) => {
    test.skip(isMobile(page), 'the same worker on every device');
    const { id } = (await (
      await request.post('/api/save', {
        data: {
          testId: 'b5-120',
          lang: 'en',
          answers: JSON.parse(
            fs.readFileSync(
              path.join(__dirname, '..', 'inventory', 'generated', 'items.json'),
              'utf8',
            ),
          ).map((item: { id: string }) => ({ questionID: item.id, choice: 3 })),
          timeElapsed: 300,
          gender: 'male',
          age: 30,
        },
      })
    ).json()) as { id: string };
    await page.goto('/he/faq');
    await readyOffline(page, ['/he/offline', '/he/faq']);
    await page.goto(`/he/result/${id}`);
    await expect(page.locator('[data-domain="N"]')).toBeVisible();
    await page.evaluate((resultId) => fetch(`/api/result/${resultId}`), id);
    await page.goto('/he/faq');

    const kept = await cacheEntries(page);
    expect(kept).toContain('/he/faq');
    expect(kept.filter((p) => p.startsWith('/api/') || p.includes('/result/'))).toEqual([]);

    await context.setOffline(true);
    for (const path of ['/he/about', `/he/result/${id}`]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message('he', 'Pages.offline.title'),
      );
      await expect(
        page.getByRole('button', { name: message('he', 'Offline.retry') }),
      ).toBeVisible();
    }
    // A page opened before is there as it was.
    await page.goto('/he/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message('he', 'Pages.faq.title'),
    );
  });

  test('a new version waits while a test is open, takes over elsewhere and removes the old caches', async ({
    browser,
    page: unused,
  }) => {
    test.skip(isMobile(unused), 'the same worker on every device');
    test.setTimeout(90_000);
    // Its own origin, so this worker and its caches are apart from the other tests'; each
    // `version` after the first serves /sw.js as a new build.
    let version = 1;
    const proxy = await startProxy(
      3171,
      `http://localhost:${process.env.E2E_PORT ?? 3100}`,
      (url, body) => {
        if (version === 1 || !url.startsWith('/sw.js')) return body;
        const text = body.toString();
        const build = /^\/\* ([\w-]+):/.exec(text)?.[1] ?? '';
        return Buffer.from(text.split(build).join(`${build}-v${version}`));
      },
    );
    const context = await browser.newContext();
    const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
    const update = (page: Page) =>
      page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    try {
      let page = await context.newPage();
      await page.goto(`${proxy.url}/test`);
      await readyOffline(page, ['/test']);
      const first = await cacheNames(page);
      expect(first.length).toBeGreaterThan(0);

      // With the test open, version 2 installs but waits: the test keeps its files.
      version = 2;
      await update(page);
      await expect
        .poll(() =>
          page.evaluate(
            async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state,
          ),
        )
        .toBe('installed');
      expect(await cacheNames(page)).toEqual(expect.arrayContaining(first));

      // Once the site's tabs are closed, the next visit runs version 2 and the old caches are gone.
      await page.close();
      page = await context.newPage();
      await page.goto(`${proxy.url}/faq`);
      await expect.poll(() => cacheNames(page)).not.toEqual(expect.arrayContaining([first[0]]));
      expect((await cacheNames(page)).every((name) => name.endsWith('-v2'))).toBe(true);

      // On any other page, version 3 takes over at once, without a reload or closing anything.
      version = 3;
      await update(page);
      await expect
        .poll(async () => (await cacheNames(page)).every((name) => name.endsWith('-v3')))
        .toBe(true);
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe(
        'activated',
      );
    } finally {
      await context.close();
      await proxy.stop();
    }
  });
});

test('links prefetch nothing on a data-saver or 2G connection', async ({ browser }) => {
  const prefetches = async (connection: { saveData: boolean; effectiveType: string } | null) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    if (connection) {
      await context.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => value });
      }, connection);
    }
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('request', (r) => {
      if (r.headers()['next-router-prefetch'] || r.url().includes('_rsc=')) seen.push(r.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('link', { name: message('en', 'Home.start') })
      .first()
      .hover();
    await page.waitForTimeout(500);
    await context.close();
    return seen.length;
  };
  expect(await prefetches(null)).toBeGreaterThan(0);
  expect(await prefetches({ saveData: true, effectiveType: '4g' })).toBe(0);
  expect(await prefetches({ saveData: false, effectiveType: '2g' })).toBe(0);
});
