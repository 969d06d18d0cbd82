import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { articleSlugs, splitFrontMatter } from '../lib/content/files';
import { ANALYTICS_EVENT } from '../lib/analytics/track';
import { hreflangAlternates, localizePath, locales, message } from './helpers';

/** Heading (h1) and title of every information page, from the same sources the pages use. */
function infoPages(locale: string) {
  const fromMessages = (
    [
      ['/big_five', 'bigFive'],
      ['/openness_to_experience', 'openness'],
      ['/conscientiousness', 'conscientiousness'],
      ['/extraversion', 'extraversion'],
      ['/agreeableness', 'agreeableness'],
      ['/neuroticism', 'neuroticism'],
      ['/about', 'about'],
      ['/faq', 'faq'],
      ['/privacy', 'privacy'],
      ['/articles', 'articles'],
      ['/products', 'products'],
    ] as const
  ).map(([pagePath, key]) => ({
    path: pagePath,
    heading: message(locale, `Pages.${key}.title`),
    description: message(locale, `Pages.${key}.description`),
  }));
  const articles = articleSlugs.map((slug) => {
    const file = path.join(__dirname, '..', 'content', 'site', locale, 'articles', `${slug}.md`);
    const { data } = splitFrontMatter(fs.readFileSync(file, 'utf8'));
    return { path: `/articles/${slug}`, heading: data.title!, description: data.description! };
  });
  return [...fromMessages, ...articles];
}

async function expectAlternates(page: Page, locale: string, pagePath: string) {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${localizePath(locale as 'en', pagePath).replace(/[/.]/g, '\\$&')}$`),
  );
  const alternates = await hreflangAlternates(page);
  expect(Object.keys(alternates)).toHaveLength(locales.length + 1);
  expect(alternates).toMatchObject({
    en: pagePath,
    'x-default': pagePath,
    ar: `/ar${pagePath}`,
    'pt-BR': `/pt${pagePath}`,
  });
}

for (const [locale, dir] of [
  ['en', 'ltr'],
  ['de', 'ltr'],
  ['ar', 'rtl'],
] as const) {
  test(`every information page and article in ${locale}: heading, title, description, alternates`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const info of infoPages(locale)) {
      const response = await page.goto(localizePath(locale, info.path));
      expect(response?.status(), info.path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.heading);
      await expect(page).toHaveTitle(`${info.heading} | Open Big Five`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        info.description,
      );
      await expectAlternates(page, locale, info.path);
      // Real content, not just a heading: several sections of text under it.
      const words = (await page.getByRole('main').innerText()).length;
      expect(words, info.path).toBeGreaterThan(600);
    }
  });
}

test('the home page introduces the test, the traits, comparing, privacy and languages', async ({
  page,
}) => {
  await page.goto('/he');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    message('he', 'Pages.home.title'),
  );
  await expect(main.getByRole('link', { name: message('he', 'Home.start') })).toHaveAttribute(
    'href',
    '/he/test',
  );
  for (const [key, href] of [
    ['openness', '/he/openness_to_experience'],
    ['neuroticism', '/he/neuroticism'],
  ] as const) {
    await expect(
      main.getByRole('link', { name: new RegExp(message('he', `Pages.${key}.title`)) }),
    ).toHaveAttribute('href', href);
  }
  await expect(main.getByRole('link', { name: message('he', 'Home.compareLink') })).toHaveAttribute(
    'href',
    '/he/compare',
  );
  await expect(
    main.getByRole('link', {
      name: message('he', 'Home.privacy').match(/<link>(.*)<\/link>/)![1]!,
    }),
  ).toHaveAttribute('href', '/he/privacy');
  await expect(main.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de');
  await expect(main.getByRole('link', { name: '日本語' })).toHaveAttribute('lang', 'ja');
  await expect(main.locator('a[aria-current="page"]')).toHaveText('עברית');
  // Choosing a language there is remembered like a choice in the switcher.
  await main.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
});

test('links inside articles keep the reader in their language, and unknown articles are 404', async ({
  page,
}) => {
  await page.goto('/fr/articles');
  await page
    .getByRole('link', { name: new RegExp(readTitle('fr', 'reading-your-result')) })
    .click();
  await expect(page).toHaveURL(/\/fr\/articles\/reading-your-result$/);
  const links = await page
    .getByRole('main')
    .locator('.prose-content a')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(links.length).toBeGreaterThan(2);
  for (const link of links) expect(link).toMatch(/^\/fr\//);
  expect((await page.goto('/fr/articles/no-such-article'))?.status()).toBe(404);
});

test('the sitemap lists the articles in every locale', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const slug of articleSlugs) {
    expect(xml).toContain(`/articles/${slug}</loc>`);
    expect(xml).toContain(`/zh-Hans/articles/${slug}</loc>`);
  }
});

test('clicking a footer link logs an analytics event; the FAQ link logs "FAQ"', async ({
  page,
}) => {
  await page.goto('/privacy');
  await page.evaluate((name) => {
    (window as unknown as { logged: string[] }).logged = [];
    window.addEventListener(name, (event) =>
      (window as unknown as { logged: string[] }).logged.push(
        (event as CustomEvent<{ name: string }>).detail.name,
      ),
    );
  }, ANALYTICS_EVENT);
  const footer = page.getByRole('contentinfo');
  // The social links open a new tab (kept off the network); the event is logged on the click.
  await page.context().route(/^https:\/\/github\.com\//, (route) => route.abort());
  const popup = page.waitForEvent('popup');
  await footer.getByRole('link', { name: 'GitHub', exact: true }).click();
  await (await popup).close();
  await footer.getByRole('link', { name: message('en', 'Footer.questions') }).click();
  await expect(page).toHaveURL(/\/faq$/);
  expect(await page.evaluate(() => (window as unknown as { logged: string[] }).logged)).toEqual([
    'footer-github',
    'FAQ',
  ]);
});

function readTitle(locale: string, slug: string): string {
  const file = path.join(__dirname, '..', 'content', 'site', locale, 'articles', `${slug}.md`);
  return splitFrontMatter(fs.readFileSync(file, 'utf8')).data.title!.replace(
    /[.*+?^${}()|[\]\\]/g,
    '\\$&',
  );
}
