import { type Page, type Request } from '@playwright/test';
import { encodeSheet } from '../inventory/answers';
import { defaultQuestionnaireLanguage } from '../inventory/languages';
import { localeTag } from '../lib/i18n/locales';
import { decodePrivateResult } from '../lib/results/private-link';
import type { PublicResult } from '../lib/results/public-result';
import { expect, test } from './fixtures';
import { answerAll, fillForm, localizePath, message, storedRow } from './helpers';

/** Every figure of the report as text: glance percentiles and bands, levels, facets, quality. */
/**
 * The figures the page shows. Next.js keeps a page left by a client navigation in the document,
 * hidden (React's Activity), so only what is visible counts.
 */
async function figures(page: Page) {
  const main = page.locator('main');
  // Not inside a page hidden by the framework (its root is styled `display: none !important`).
  const current = page.locator(
    'xpath=//*[not(ancestor-or-self::*[contains(@style, "display: none")])]',
  );
  const shown = (locator: ReturnType<Page['locator']>) => locator.and(current);
  return {
    percentiles: await shown(main.getByTestId('glance-percentile')).allTextContents(),
    bands: await shown(main.getByTestId('glance-band')).allTextContents(),
    raw: await shown(main.getByTestId('raw-score')).allTextContents(),
    domains: await shown(
      main.locator('section[id^="domain-"] > p.font-semibold'),
    ).allTextContents(),
    facets: await shown(main.locator('[data-facet] > p')).allTextContents(),
    verdict: await shown(main.locator('[data-verdict]')).getAttribute('data-verdict'),
    quality: await shown(main.locator('[data-verdict] li')).allTextContents(),
  };
}

/** What the browser asked for: method and full URL of every request. */
function recordRequests(page: Page) {
  const requests: { method: string; url: string }[] = [];
  page.on('request', (request: Request) =>
    requests.push({ method: request.method(), url: request.url() }),
  );
  return requests;
}

for (const locale of ['en', 'ar'] as const) {
  test(`a private result in ${locale}: nothing sent, the link holds it, and it can be stored after all`, async ({
    page,
    browser,
    context,
    browserName,
  }) => {
    test.setTimeout(90_000);
    const t = (key: string) => message(locale, key);
    const requests = recordRequests(page);
    await page.goto(localizePath(locale, '/test'));
    await fillForm(page, locale, '34');
    await answerAll(page);

    // The option sits beside the button that submits, off by default, explained in a line; by
    // keyboard alone.
    const option = page.getByRole('checkbox', { name: t('Test.privateLabel') });
    await expect(option).not.toBeChecked();
    await expect(option).toHaveAccessibleDescription(t('Test.privateHint'));
    await option.focus();
    await page.keyboard.press('Space');
    await expect(option).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: t('Test.submit') })).toBeFocused();
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/result\/private#2\./);
    expect(new URL(page.url()).pathname).toBe(localizePath(locale, '/result/private'));
    const fragment = new URL(page.url()).hash;
    const decoded = decodePrivateResult(fragment);
    if (!decoded.ok) throw new Error(`unreadable link ${fragment}`);
    const lang = defaultQuestionnaireLanguage(locale);
    expect(decoded.value).toMatchObject({ lang, gender: 'female', age: 34, invalid: false });
    // Compact: the 120 answers take 48 characters.
    expect(fragment.length).toBeLessThan(80);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('ResultSummary.titleAnonymous'),
    );
    await expect(page.getByTestId('private-note')).toHaveText(t('PrivateResult.note'));
    await expect(page.locator('main [data-domain]')).toHaveCount(5);
    // The glance's five, each domain's own and its six facets'.
    await expect(page.locator('main [data-band]')).toHaveCount(5 + 5 + 30);
    await expect(page.locator('main [data-verdict]')).toBeVisible();
    await expect(page.locator('main section[id^="domain-"]')).toHaveCount(5);
    await expect(page.locator('main [data-facet]')).toHaveCount(30);

    // Nothing was stored, nothing of the result left the browser, and the test is not kept.
    expect(requests.filter((r) => r.method !== 'GET' && r.method !== 'HEAD')).toEqual([]);
    expect(requests.filter((r) => r.url.includes('/api/save'))).toEqual([]);
    const packed = fragment.split('.').pop()!;
    expect(requests.filter((r) => r.url.includes('#') || r.url.includes(packed))).toEqual([]);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('b5-test'),
        localStorage.getItem('resultId'),
      ]),
    ).toEqual([null, null]);

    // Not indexed, no generated preview image.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveCount(0);

    // Sharing shares the whole link, fragment included.
    const facebook = page.getByRole('link', {
      name: t('ResultShare.shareOn').replace('{network}', 'Facebook'),
    });
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`,
    );
    await expect(page.getByRole('link', { name: t('ResultShare.download') })).toHaveCount(0);
    if (browserName === 'chromium') {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: t('ResultShare.copyLink') }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    }

    // The link opened anywhere else shows the same result.
    const shown = await figures(page);
    expect(shown.percentiles).toHaveLength(5);
    // Per facet: its figures, its band and its text.
    expect(shown.facets.length).toBeGreaterThanOrEqual(90);
    const fresh = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const other = await fresh.newPage();
      await other.goto(page.url());
      await expect(other.locator('main [data-verdict]')).toBeVisible();
      expect(await figures(other)).toEqual(shown);
    } finally {
      await fresh.close();
    }

    // Stored after all: the same request as a normal save, the deletion key kept, the stored
    // result's page, and the API's figures are the private page's.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/save') && r.request().method() === 'POST',
    );
    const store = page.getByRole('button', { name: t('PrivateResult.store') });
    await store.focus();
    await page.keyboard.press('Enter');
    const { id } = (await (await saved).json()) as { id: string };
    await page.waitForURL(new RegExp(`${localizePath(locale, '/result/')}${id}$`));
    expect(await page.evaluate(() => localStorage.getItem('resultId'))).toBe(id);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('resultDeleteTokens') ?? '{}')),
    ).toHaveProperty(id);
    expect(storedRow(id)).toMatchObject({
      answers: encodeSheet({ choices: decoded.value.choices }),
      lang,
      gender: 'female',
      age: 34,
      invalid: 0,
      handle: null,
      time_elapsed: decoded.value.timeElapsed,
    });
    const api = (await (await page.request.get(`/api/result/${id}`)).json()) as PublicResult;
    const format = new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 0 });
    expect(shown.percentiles).toEqual(
      api.domains.map((d) =>
        t('ResultSummary.percentile').replace(
          '{value}',
          format.format(Math.min(99, Math.max(1, d.percentile))),
        ),
      ),
    );
    expect(shown.verdict).toBe(api.quality!.verdict);
    // Bands, levels, facets and reasons: the stored page (rendered on the server from the same
    // scores) says exactly what the private page said.
    await expect(page.locator('main [data-verdict]').filter({ visible: true })).toBeVisible();
    expect(await figures(page)).toEqual(shown);
    // The stored result took the private page's place: Back cannot store it a second time.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${localizePath(locale, '/test')}$`));
  });
}

test('a link without a readable result explains itself in the page language, with a way on', async ({
  page,
}) => {
  for (const [hash, error] of [
    ['', 'missing'],
    ['#1.en.f34.431.t68n40.damaged', 'malformed'],
    ['#9.en.f34', 'version'],
  ] as const) {
    // From elsewhere: going from one fragment to another of the same page loads nothing.
    await page.goto('about:blank');
    const response = await page.goto(`/he/result/private${hash}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/he/result/private');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message('he', `PrivateResult.${error}Title`),
    );
    await expect(page.locator('main')).toContainText(message('he', `PrivateResult.${error}Text`));
    await expect(
      page.locator('main').getByRole('link', { name: message('he', 'PrivateResult.takeTest') }),
    ).toHaveAttribute('href', '/he/test');
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a private result keeps its link when in-page links are followed or the language changes, and prints whole', async ({
  page,
  request,
}) => {
  // The page itself is the same for every result: a plain 200, nothing for the server to check.
  const bare = await request.get('/ar/result/private', { maxRedirects: 0 });
  expect(bare.status()).toBe(200);
  // A link as the test writes it, packed here independently of the site's code.
  const choices = Array.from({ length: 120 }, (_, i) => ((i * 7) % 5) + 1);
  const hash = `#1.en.m52.905.t68n40.tester.${encodePacked(choices)}`;
  const decoded = decodePrivateResult(hash);
  expect(decoded.ok && decoded.value.choices).toEqual(choices);
  await page.goto(`/ar/result/private${hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('ar', 'ResultSummary.titleOf').replace('{handle}', 'tester'),
  );

  // The glance's link to a domain and the skip link scroll without replacing the fragment.
  const link = page.locator('[data-domain="C"] h3 a');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#domain-C')).toBeFocused();
  expect(new URL(page.url()).hash).toBe(hash);
  await page.reload();
  await expect(page.locator('main [data-domain]')).toHaveCount(5);

  // Another language keeps the result: the switcher carries the fragment over.
  await page
    .getByRole('button', {
      name: message('ar', 'Header.languageButton').replace('{language}', 'العربية'),
    })
    .click();
  await page
    .getByRole('navigation', { name: message('ar', 'Header.languageMenu') })
    .getByRole('link', { name: 'עברית' })
    .click();
  await page.waitForURL(`**/he/result/private${hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('he', 'ResultSummary.titleOf').replace('{handle}', 'tester'),
  );
  await page.goto(`/ar/result/private${hash}`);

  // Print: bands, the quality panel and every facet; not the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('main [data-verdict]')).toBeVisible();
  await expect(page.locator('[data-domain="N"] [data-band]')).toBeVisible();
  await expect(page.locator('[data-facet="C6"] [data-band]')).toBeVisible();
  await expect(page.locator('[data-facet="C6"]')).toBeVisible();
  await expect(
    page.getByRole('button', { name: message('ar', 'PrivateResult.store') }),
  ).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

/** The answers as version 1 packs them (independently of lib/results/private-link.ts). */
function encodePacked(choices: number[]): string {
  const bytes: number[] = [];
  for (let start = 0; start < choices.length; start += 10) {
    let value = 0;
    for (let i = start + 9; i >= start; i--) value = value * 5 + (choices[i]! - 1);
    bytes.push((value >> 16) & 255, (value >> 8) & 255, value & 255);
  }
  return Buffer.from(bytes).toString('base64url');
}
