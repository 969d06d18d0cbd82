/**
 * The front server (server/front.ts) in front of the production build: unreadable addresses get a
 * translated 400, every page runs under a Content-Security-Policy without a single violation, and
 * pages kept in memory never outlive a deleted result, on one instance or across instances sharing
 * PostgreSQL.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { isMobile, message, saveAnswers, saveNeutralResult } from './helpers';
import { startApp } from './servers';

const compareIdOf = (people: { name: string; id: string }[]) =>
  Buffer.from(JSON.stringify(people)).toString('base64url');

test.describe('unreadable addresses', () => {
  for (const [address, locale] of [
    ['/faq%', 'en'],
    ['/de/result/%zz', 'de'],
    ['/ar/test%E0%A4%A', 'ar'],
    ['/%ED%A0%80', 'en'],
  ] as const) {
    test(`${address} shows a 400 page in its language, with a way home`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(400);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(
        page.getByRole('heading', { name: message(locale, 'Error.badAddressTitle') }),
      ).toBeVisible();
      await expect(page.getByText(message(locale, 'Error.badAddress'))).toBeVisible();
      await page.getByRole('link', { name: message(locale, 'Error.home') }).click();
      await expect(page).toHaveURL(locale === 'en' ? '/' : `/${locale}`);
    });
  }

  test('the API answers 400 in its JSON error shape, never 500', async ({ page, request }) => {
    test.skip(isMobile(page), 'no page involved');
    for (const method of ['GET', 'DELETE', 'POST'] as const) {
      const response = await request.fetch('/api/result/%E0%A4%A', { method });
      expect(response.status()).toBe(400);
      expect((await response.json()).error.code).toBe('badAddress');
    }
  });
});

test.describe('Content-Security-Policy', () => {
  async function pagesOfEveryKind(request: APIRequestContext) {
    const a = await saveNeutralResult(request);
    const b = (await saveAnswers(request, { choice: (i) => (i % 5) + 1 })).id;
    const compareId = compareIdOf([
      { name: 'Ana', id: a },
      { name: 'Ben', id: b },
    ]);
    return [
      '/',
      '/de',
      '/test',
      '/ar/test',
      `/result/${a}`,
      `/ja/result/${b}`,
      '/compare',
      `/he/compare/${compareId}`,
      '/faq',
      '/de/articles',
      '/offline',
      '/no-such-page',
      `/result/${'0'.repeat(24)}`,
    ];
  }

  test('each page allows exactly its own inline scripts, and nothing else runs inline', async ({
    page,
    request,
  }) => {
    test.skip(isMobile(page), 'headers do not depend on the device');
    for (const address of await pagesOfEveryKind(request)) {
      const response = await request.get(address);
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy, address).toContain("frame-ancestors 'none'");
      expect(policy, address).toContain("object-src 'none'");
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSrc, address).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
      const html = await response.text();
      const inline = [
        ...html.matchAll(
          /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      expect(inline.length, address).toBeGreaterThan(0);
      for (const [, body = ''] of inline) {
        const hash = createHash('sha256').update(body).digest('base64');
        expect(scriptSrc, `${address}: ${body.slice(0, 60)}`).toContain(`'sha256-${hash}'`);
      }
    }
    const api = await request.get('/api/result/not-an-id');
    expect(api.headers()['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  test('every kind of page runs without a violation and comes to life', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
        list.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    page.on('console', (entry) => {
      if (/Content Security Policy|Refused to/i.test(entry.text())) violations.push(entry.text());
    });
    for (const address of await pagesOfEveryKind(request)) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      // Next's client runtime has started (it would not, were its inline bootstrap blocked).
      await expect
        .poll(() => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next), {
          message: address,
        })
        .toBe('object');
      const seen = await page.evaluate(
        () => (window as unknown as { __csp?: string[] }).__csp ?? [],
      );
      expect([...seen, ...violations], address).toEqual([]);
    }
  });

  test('script files start after the first paint, and every page still hydrates without an error', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (entry) => {
      // 404 pages are meant to answer 404; anything else logged as an error is a failure.
      if (entry.type() === 'error' && !/status of 404/.test(entry.text()))
        errors.push(`${page.url()}: ${entry.text()}`);
    });
    for (const address of await pagesOfEveryKind(request)) {
      const html = await (await request.get(address)).text();
      // 404s are Next's error shell, an empty body its scripts fill in (vercel/next.js#62228):
      // there the scripts stay as Next wrote them.
      const shell = html.includes('<html id="__next_error__"');
      expect(html, address).toMatch(
        shell
          ? /<script src="\/_next\/static\/[^"]+" async/
          : /^(?![\s\S]*<script src="\/_next\/static\/[^"]+" async)/,
      );
      await page.goto(address);
      await expect
        .poll(() => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next), {
          message: address,
        })
        .toBe('object');
      await expect(page.locator('h1'), address).toBeVisible();
      if (shell) continue;
      expect(html, address).not.toMatch(/<link rel="preload" as="script"/);
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-paint')[0]?.startTime;
        const starts = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime);
        return { paint: paint ?? null, first: Math.min(...starts), count: starts.length };
      });
      expect(timing.paint, address).not.toBeNull();
      expect(timing.count, address).toBeGreaterThan(2);
      expect(timing.first, address).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('pages kept in memory', () => {
  test('a deleted result is gone at once from every page that showed it', async ({
    page,
    request,
  }) => {
    test.skip(isMobile(page), 'no page involved');
    const { id, deleteToken } = await saveAnswers(request, { choice: (i) => ((i * 3) % 5) + 1 });
    const other = await saveNeutralResult(request);
    const compare = `/compare/${compareIdOf([
      { name: 'Ana', id },
      { name: 'Ben', id: other },
    ])}`;
    const pages = [`/result/${id}`, `/de/result/${id}`, `/result/${id}/preview.png`, compare];
    for (const address of [...pages, ...pages])
      expect((await request.get(address)).status(), address).toBe(200);
    const deleted = await request.delete(`/api/result/${id}`, {
      headers: { Authorization: `Bearer ${deleteToken}` },
    });
    expect(deleted.ok()).toBe(true);
    for (const address of pages.slice(0, 3))
      expect((await request.get(address)).status(), address).toBe(404);
    // The comparison stays, and says who is no longer in it.
    const comparison = await (await request.get(compare)).text();
    expect(comparison).toContain(
      message('en', 'CompareView.missing').split('{')[0]!.trim().slice(0, 12),
    );
    expect((await request.get(`/result/${other}`)).status()).toBe(200);
  });

  test('with PostgreSQL, a result deleted on one instance is gone from the others', async ({
    page,
  }) => {
    test.skip(isMobile(page), 'no page involved');
    const databaseUrl = process.env.TEST_DATABASE_URL;
    test.skip(!databaseUrl, 'needs TEST_DATABASE_URL');
    const env = { DATABASE_URL: databaseUrl!, SAVE_RATE_LIMIT: '0' };
    const [a, b] = await Promise.all([startApp(3165, env), startApp(3166, env)]);
    try {
      const items = JSON.parse(
        fs.readFileSync(path.join(__dirname, '..', 'inventory', 'generated', 'items.json'), 'utf8'),
      ) as { id: string }[];
      const saved = await fetch(`${a.url}/api/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          testId: 'b5-120',
          lang: 'en',
          answers: items.map((item, i) => ({ questionID: item.id, choice: (i % 5) + 1 })),
          timeElapsed: 300,
          gender: 'male',
          age: 40,
        }),
      });
      const { id, deleteToken } = (await saved.json()) as { id: string; deleteToken: string };
      // Instance A has heard of deletions (it keeps result pages only then): read it twice there.
      for (let i = 0; i < 2; i++)
        expect((await fetch(`${a.url}/fr/result/${id}`)).status).toBe(200);
      const deleted = await fetch(`${b.url}/api/result/${id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${deleteToken}` },
      });
      expect(deleted.ok).toBe(true);
      await expect
        .poll(async () => (await fetch(`${a.url}/fr/result/${id}`)).status, { timeout: 5000 })
        .toBe(404);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});

test('the page memory can be turned off (PAGE_CACHE_MB=0) and pages still work', async ({
  page,
}) => {
  test.skip(isMobile(page), 'no page involved');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b5-nocache-'));
  const app = await startApp(3167, { DATA_DIR: dataDir, PAGE_CACHE_MB: '0' });
  try {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${app.url}/faq`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain(
        "script-src 'self' 'sha256-",
      );
    }
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
