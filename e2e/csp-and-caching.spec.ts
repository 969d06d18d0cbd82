/**
 * What must hold on every host (`npm start`, a bare `next start`, Vercel): every page runs under a
 * Content-Security-Policy with its own nonce and no 'unsafe-inline' for scripts, the framework's
 * HTML reaches the browser as Next.js wrote it, and a deleted result leaves every cache that showed
 * it, whatever the spelling of its id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { isMobile, message, saveAnswers, saveNeutralResult } from './helpers';
import { e2ePort, startApp } from './servers';
import { RESULT_CACHE_SECONDS } from '../lib/result-cache';

const compareIdOf = (people: { name: string; id: string }[]) =>
  Buffer.from(JSON.stringify(people)).toString('base64url');

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

test.describe('Content-Security-Policy', () => {
  test('every page has a policy with a fresh nonce that every script Next.js wrote carries', async ({
    page,
    request,
  }) => {
    test.skip(isMobile(page), 'headers do not depend on the device');
    for (const address of await pagesOfEveryKind(request)) {
      const [first, second] = [await request.get(address), await request.get(address)];
      const policy = first.headers()['content-security-policy'] ?? '';
      expect(policy, address).toContain("frame-ancestors 'none'");
      expect(policy, address).toContain("object-src 'none'");
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSrc, address).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce, address).toBeTruthy();
      expect(second.headers()['content-security-policy'], address).not.toContain(nonce);
      // A page with a nonce must not be kept by shared caches.
      expect(first.headers()['cache-control'] ?? '', address).toMatch(/private|no-store/);
      const html = await first.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
      const executable = scripts.filter(
        (attrs) => !/type="application\/(?:ld\+)?json"/.test(attrs),
      );
      expect(executable.length, address).toBeGreaterThan(2);
      for (const attrs of executable) expect(attrs, address).toContain(`nonce="${nonce}"`);
      // Next.js's own script tags, untouched: the page's chunks load as soon as the HTML arrives.
      expect(html, address).toMatch(/<script src="\/_next\/static\/[^"]+"[^>]* async/);
    }
    const api = await request.get('/api/result/not-an-id');
    expect(api.headers()['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  test('every kind of page runs without a violation or an error and comes to life', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
        list.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (entry) => {
      // 404 pages are meant to answer 404; anything else logged as an error is a failure.
      if (entry.type() === 'error' && !/status of 404/.test(entry.text()))
        problems.push(`${page.url()}: ${entry.text()}`);
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
      await expect(page.locator('h1'), address).toBeVisible();
      const seen = await page.evaluate(
        () => (window as unknown as { __csp?: string[] }).__csp ?? [],
      );
      expect([...seen, ...problems], address).toEqual([]);
    }
  });
});

test.describe('caching and deletion', () => {
  test('a deleted result is gone at once from every page that showed it, in any spelling', async ({
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
    const upper = id.toUpperCase();
    const encoded = [...id].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
    const previews = [`/result/${id}/preview.png`, `/de/result/${upper}/preview.png?v=2`];
    const pages = [`/result/${id}`, `/de/result/${id}`, `/de/result/${encoded}`];
    // Read everything twice, so every cache has it.
    for (const address of [...pages, ...previews, compare, ...pages, ...previews])
      expect((await request.get(address)).status(), address).toBe(200);
    // Other spellings lead to the one address of the result.
    const redirected = await request.get(`/de/result/${upper}`, { maxRedirects: 0 });
    expect(redirected.status()).toBe(308);
    expect(redirected.headers().location).toBe(`/de/result/${id}`);
    const png = await request.get(previews[0]!);
    expect(png.headers()['cache-control']).toBe(`public, max-age=${RESULT_CACHE_SECONDS}`);

    const deleted = await request.delete(`/api/result/${upper}`, {
      headers: { Authorization: `Bearer ${deleteToken}` },
    });
    expect(deleted.ok()).toBe(true);
    for (const address of [...pages, ...previews, `/de/result/${upper}`, `/api/result/${id}`])
      expect((await request.get(address)).status(), address).toBe(404);
    // The comparison stays, and says who is no longer in it.
    const comparison = await (await request.get(compare)).text();
    expect(comparison).toContain(
      message('en', 'CompareView.missing').split('{')[0]!.trim().slice(0, 12),
    );
    expect((await request.get(`/result/${other}`)).status()).toBe(200);
  });

  test('with PostgreSQL, a result deleted on one instance is gone from the others within the bound', async ({
    page,
  }) => {
    test.skip(isMobile(page), 'no page involved');
    const databaseUrl = process.env.TEST_DATABASE_URL;
    test.skip(!databaseUrl, 'needs TEST_DATABASE_URL');
    test.setTimeout((RESULT_CACHE_SECONDS + 60) * 1000);
    const env = { DATABASE_URL: databaseUrl!, SAVE_RATE_LIMIT: '0' };
    const [a, b] = await Promise.all([startApp(e2ePort(65), env), startApp(e2ePort(66), env)]);
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
      for (let i = 0; i < 2; i++)
        expect((await fetch(`${a.url}/fr/result/${id}`)).status).toBe(200);
      const deletedAt = Date.now();
      const deleted = await fetch(`${b.url}/api/result/${id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${deleteToken}` },
      });
      expect(deleted.ok).toBe(true);
      expect((await fetch(`${b.url}/fr/result/${id}`)).status).toBe(404);
      await expect
        .poll(async () => (await fetch(`${a.url}/fr/result/${id}`)).status, {
          timeout: (RESULT_CACHE_SECONDS + 5) * 1000,
          intervals: [1000],
        })
        .toBe(404);
      expect(Date.now() - deletedAt).toBeLessThanOrEqual((RESULT_CACHE_SECONDS + 5) * 1000);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
