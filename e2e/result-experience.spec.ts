/**
 * The result page as a visitor meets it (issue 22): the result at a glance with plain sentences,
 * folded details that print in full, whose result it is, and where to go next; the toolbar's way
 * into the test; preview images and titles for shared pages. Desktop and phone, LTR and RTL.
 */
import { expect, test } from './fixtures';
import { isMobile, localizePath, message, saveAnswers } from './helpers';
import { scoreSheet } from '../inventory/scoring';
import { ITEM_KEYS } from '../inventory/items';
import { localeTag } from '../lib/i18n/locales';
import { RESULT_ID_KEY, DELETE_TOKENS_KEY } from '../lib/results/browser/kept';

/** Answers 1..5 in turn: a profile with domains on both sides of the middle. */
const choice = (i: number) => (i % 5) + 1;

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: the result at a glance, in plain words, folded details, whose result it is`, async ({
    page,
    request,
  }) => {
    const { id, deleteToken } = await saveAnswers(request, { choice, handle: '@ana_k' });
    const response = await page.goto(localizePath(locale, `/result/${id}`));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

    // A visitor reads whose result it is, in the heading, the title and the preview's tags.
    const visitorTitle = message(locale, 'ResultSummary.titleOf').replace('{handle}', 'ana_k');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visitorTitle);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      visitorTitle,
    );

    // At a glance: five rows, each with a percentile and one plain sentence about the norm group.
    const glance = page.getByRole('region', {
      name: message(locale, 'ResultSummary.glanceHeading'),
    });
    await expect(glance).toBeVisible();
    const profile = scoreSheet({ choices: ITEM_KEYS.map((_, i) => choice(i) as 1) }, 'female', 30);
    const format = new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 0 });
    for (const domain of profile.domains) {
      const row = glance.locator(`li[data-domain="${domain.domain}"]`);
      const shown = Math.min(99, Math.max(1, Math.round(domain.percentile)));
      await expect(row.getByTestId('glance-percentile')).toHaveText(
        message(locale, 'ResultSummary.percentile').replace('{value}', format.format(shown)),
      );
      // "... than about N of 100 women aged 21–40": N is the percentile or its complement.
      const count = format.format(shown >= 50 ? shown : 100 - shown);
      await expect(row.getByTestId('glance-sentence')).toContainText(count);
      await expect(row.getByRole('link')).toHaveAttribute('href', `#domain-${domain.domain}`);
    }
    await expect(glance).toContainText(message(locale, 'ResultSummary.percentileHelp'));
    await expect(glance).toContainText(message(locale, 'ResultSummary.notDiagnosis'));

    // The long parts are folded, and the raw score lives in them.
    const section = page.locator('#domain-E');
    const folds = section.locator('details');
    await expect(folds).toHaveCount(2);
    await expect(section.getByTestId('raw-score')).toBeHidden();
    await section.locator('summary').first().click();
    await expect(section.getByTestId('raw-score')).toBeVisible();
    // Printing opens every fold.
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(page.locator('#domain-C [data-facet="C1"]')).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });

    // Where next: the reading guide, comparing, and taking the test to compare with Ana.
    const next = page.getByRole('navigation', {
      name: message(locale, 'ResultSummary.nextHeading'),
    });
    await expect(
      next.getByRole('link', { name: message(locale, 'ResultSummary.readGuide') }),
    ).toHaveAttribute('href', localizePath(locale, '/articles/reading-your-result'));
    const take = next.getByRole('link', {
      name: message(locale, 'ResultSummary.takeAndCompare').replace('{name}', 'ana k'),
    });
    await expect(take).toHaveAttribute(
      'href',
      localizePath(locale, `/test?compareWith=${id}&name=ana%20k`),
    );
    await expect(
      next.getByRole('link', { name: message(locale, 'ResultSummary.compareWithSomeone') }),
    ).toHaveAttribute('href', new RegExp(`/compare/edit\\?people=`));

    // The browser that saved it reads "your result" and is not invited to compare with itself.
    await page.evaluate(
      ([idKey, tokensKey, value, token]) => {
        localStorage.setItem(idKey!, value!);
        localStorage.setItem(tokensKey!, JSON.stringify({ [value!]: token }));
      },
      [RESULT_ID_KEY, DELETE_TOKENS_KEY, id, deleteToken],
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(locale, 'ResultSummary.title'),
    );
    await expect(take).toHaveCount(0);
  });
}

test('the whole report works without JavaScript', async ({ browser, request }) => {
  const { id } = await saveAnswers(request, { choice });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/de/result/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('de', 'ResultSummary.titleAnonymous'),
  );
  await expect(page.locator('li[data-domain]')).toHaveCount(5);
  const section = page.locator('#domain-N');
  await section.locator('summary').nth(1).click();
  await expect(section.locator('[data-facet="N1"]')).toBeVisible();
  await page.locator('a[href="#domain-O"]').first().click();
  await expect(page).toHaveURL(/#domain-O$/);
  await context.close();
});

test('"Take the test" is in the toolbar at every size, and first in the menu', async ({ page }) => {
  for (const locale of ['en', 'he'] as const) {
    await page.goto(localizePath(locale, '/faq'));
    const toolbar = page.locator('header').first();
    const link = toolbar.getByRole('link', { name: message(locale, 'Menu.test'), exact: true });
    await expect(link.first()).toBeVisible();
    await expect(link.first()).toHaveAttribute('href', localizePath(locale, '/test'));
    const box = await link.first().boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const menuButton = isMobile(page)
      ? page.getByRole('button', { name: message(locale, 'Header.openMenu') })
      : page.getByRole('button', { name: message(locale, 'Header.pages') });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: message(locale, 'Header.pages') }).filter({
      visible: true,
    });
    await expect(menu.getByRole('link').first()).toHaveText(message(locale, 'Menu.test'));
    await page.keyboard.press('Escape');
  }
});

test('shared pages carry a localized preview image and title', async ({ page, request }) => {
  test.skip(isMobile(page), 'tags do not depend on the device');
  const pages = [
    ['en', '/', 'home'],
    ['de', '/test', 'test'],
    ['ar', '/compare', 'compare'],
    ['ja', '/extraversion', 'extraversion'],
    ['fr', '/articles/reading-your-result', 'article-reading-your-result'],
  ] as const;
  for (const [locale, address, image] of pages) {
    await page.goto(localizePath(locale, address));
    const url = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(url, address).toMatch(new RegExp(`${localizePath(locale, `/og/${image}.png`)}$`));
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
    const png = await request.get(new URL(url!).pathname);
    expect(png.status(), url!).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(bytes.length).toBeGreaterThan(5000);
  }
  expect((await request.get('/og/nope.png')).status()).toBe(404);
});
