import { expect, test } from './fixtures';
import { hreflangAlternates, localizePath, locales, message, saveNeutralResult } from './helpers';

test.describe('404', () => {
  for (const [path, locale] of [
    ['/de/gibt-es-nicht', 'de'],
    ['/ar/missing/page', 'ar'],
    ['/xx/unknown-prefix', 'en'],
    ['/no-such-page', 'en'],
    ['/ja/result/not-a-result-id', 'ja'],
  ] as const) {
    test(`${path} answers 404 with the ${locale} page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message(locale, 'NotFound.title'),
      );
      await expect(
        page.getByText(message(locale, 'NotFound.message'), { exact: true }),
      ).toBeVisible();
      await expect(page).toHaveTitle(message(locale, 'NotFound.title'));
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
        'content',
        /noindex/,
      );
      await page.getByRole('link', { name: message(locale, 'NotFound.home') }).click();
      await expect(page).toHaveURL(
        new RegExp(`${localizePath(locale, '/').replace(/\/$/, '')}/?$`),
      );
    });
  }
});

test('pages carry title, description, canonical, hreflang alternates and JSON-LD', async ({
  page,
}) => {
  await page.goto('/sv/faq');
  await expect(page).toHaveTitle(`${message('sv', 'Pages.faq.title')} | Open Big Five`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    message('sv', 'Pages.faq.description'),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sv\/faq$/);
  const alternates = await hreflangAlternates(page);
  expect(Object.keys(alternates)).toHaveLength(locales.length + 1);
  expect(alternates).toMatchObject({
    en: '/faq',
    sv: '/sv/faq',
    'x-default': '/faq',
    'zh-Hans': '/zh-Hans/faq',
  });
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(jsonLd).toMatchObject({ '@type': 'Organization', name: 'Open Big Five' });
});

test('the home page title follows the site title template', async ({ page }) => {
  await page.goto('/pl');
  await expect(page).toHaveTitle(`${message('pl', 'Pages.home.title')} | Open Big Five`);
});

test('result and comparison pages are not indexed', async ({ page, request }) => {
  await page.goto(`/result/${await saveNeutralResult(request)}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('robots.txt and sitemap.xml describe the site', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('/zh-Hans/big_five</loc>');
  expect(xml).toMatch(/hreflang="he"/);
});
