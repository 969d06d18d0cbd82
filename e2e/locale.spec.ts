import { expect, test } from './fixtures';
import { directionOf, localeTag } from '../lib/i18n/locales';
import { localizePath, locales, message, saveNeutralResult } from './helpers';

test.describe('locale detection on the root path', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' } });

  test('a first visit with a German browser lands on /de once; choosing English sticks', async ({
    page,
    context,
  }) => {
    const response = await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'i18n_redirected')).toMatchObject({
      value: 'de',
      path: '/',
      sameSite: 'Lax',
    });

    await page
      .getByRole('button', {
        name: message('de', 'Header.languageButton').replace('{language}', 'Deutsch'),
      })
      .click();
    await page
      .getByRole('navigation', { name: message('de', 'Header.languageMenu') })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const locale = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(locale).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    // About 365 days from now.
    expect(locale!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await page.goto('/');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('other paths are never redirected by the browser language', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('the chosen language is kept in a cookie for later visits to the root', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Language: English/ }).click();
  await page
    .getByRole('navigation', { name: message('en', 'Header.languageMenu') })
    .getByRole('link', { name: 'Français' })
    .click();
  await expect(page).toHaveURL(/\/fr$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('switching language keeps the current page and its parameters', async ({ page, request }) => {
  const RESULT_ID = await saveNeutralResult(request);
  await page.goto(`/de/result/${RESULT_ID}?from=share`);
  await page.getByRole('button', { name: /Deutsch/ }).click();
  const menu = page.getByRole('navigation', { name: message('de', 'Header.languageMenu') });
  await expect(menu).toBeVisible();
  const names = await menu.getByRole('link').allTextContents();
  // The current language first, then every other in alphabetical order of their own names.
  expect(names).toHaveLength(locales.length);
  expect(names.filter((name) => name === 'Deutsch')).toHaveLength(1);
  expect(names.slice(0, 4)).toEqual(['Deutsch', 'Bahasa Indonesia', 'Català', 'Čeština']);
  await menu.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/result/${RESULT_ID}\\?from=share$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the language menu works by keyboard alone', async ({ page, isMobile }) => {
  test.skip(isMobile, 'keyboard navigation is checked on desktop');
  await page.goto('/faq');
  const button = page.getByRole('button', { name: /^Language: English/ });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: message('en', 'Header.languageMenu') });
  const links = menu.getByRole('link');
  // The current language first, then the others.
  await expect(links.first()).toBeFocused();
  await expect(links.first()).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const second = await links.nth(1).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${second}$`));
});

test('every locale renders the home page with the right lang and dir', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'checked once, on desktop');
  test.setTimeout(60_000);
  for (const locale of locales) {
    const response = await page.goto(localizePath(locale, '/'));
    expect(response?.status()).toBe(200);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', localeTag(locale));
    await expect(html).toHaveAttribute('dir', directionOf(locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(locale, 'Pages.home.title'),
    );
    await expect(page).toHaveTitle(
      new RegExp(message(locale, 'Pages.home.title').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
  }
});

test('right-to-left locales mirror the layout', async ({ page }) => {
  await page.goto('/he');
  const width = page.viewportSize()!.width;
  const rtl = (await page.getByRole('link', { name: /Open Big Five/ }).boundingBox())!;
  await page.goto('/');
  const ltr = (await page.getByRole('link', { name: /Open Big Five/ }).boundingBox())!;
  // The logo starts at the left in English and mirrors to the right in Hebrew.
  expect(ltr.x).toBeLessThan(width / 2);
  expect(rtl.x + rtl.width / 2).toBeGreaterThan(ltr.x + ltr.width / 2);
  expect(Math.abs(rtl.x + rtl.width - (width - ltr.x))).toBeLessThan(24);
});

test('every route of the site answers in a prefixed locale', async ({ request }) => {
  const RESULT_ID = await saveNeutralResult(request);
  // A valid comparison (a malformed one is a 404, tested in compare.spec.ts).
  const COMPARE_ID = Buffer.from(
    JSON.stringify([
      { name: 'Ana', id: RESULT_ID },
      { name: 'Ben', id: await saveNeutralResult(request) },
    ]),
  ).toString('base64url');
  const paths = [
    '/',
    '/test',
    '/result',
    `/result/${RESULT_ID}`,
    '/compare',
    `/compare/${COMPARE_ID}`,
    '/result/deleted',
    '/about',
    '/faq',
    '/articles',
    '/products',
    '/privacy',
    '/big_five',
    '/openness_to_experience',
    '/conscientiousness',
    '/extraversion',
    '/agreeableness',
    '/neuroticism',
  ];
  for (const locale of ['en', 'ja', 'zh-Hans'] as const) {
    for (const path of paths) {
      const response = await request.get(localizePath(locale, path), { maxRedirects: 0 });
      expect({ path: localizePath(locale, path), status: response.status() }).toEqual({
        path: localizePath(locale, path),
        status: 200,
      });
    }
  }
});

test('/en addresses redirect permanently to the unprefixed English pages', async ({ request }) => {
  const response = await request.get('/en/faq', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/faq');
});
