/**
 * What must hold on every host (`npm start`, a bare `next start`, Vercel): every kind of page runs
 * under its Content-Security-Policy (docs/security.md) without a violation and comes to life, the
 * framework's HTML reaches the browser as Next.js wrote it, and a deleted result leaves every cache
 * of this instance that showed it, whatever the spelling of its id. The headers of each route are
 * checked against the route table of docs/security.md in e2e/rendering.spec.ts; the bound on other
 * instances in e2e/deletion-bound.spec.ts.
 */
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { isMobile, message, saveAnswers, saveNeutralResult } from './helpers';
import { RESULT_CACHE_SECONDS } from '../lib/results/cache';

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
    `/compare/edit?people=${compareId}`,
    `/de/result/open?result=${b}`,
    '/no-such-page',
    `/result/${'0'.repeat(24)}`,
  ];
}

test.describe('Content-Security-Policy', () => {
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
    const third = await saveNeutralResult(request);
    // Three people, so that the comparison still has two once one result is deleted.
    const compare = `/compare/${compareIdOf([
      { name: 'Ana', id },
      { name: 'Ben', id: other },
      { name: 'Cleo', id: third },
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
});
