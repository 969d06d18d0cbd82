import type { Choice } from '../inventory/info';
import { encodePrivateResult } from '../lib/results/private-link';
import { expect, test } from './fixtures';
import { localizePath, message, saveAnswers } from './helpers';

test('toolbar: logo home, Result and Compare on wide screens only, 64/56 px high', async ({
  page,
  isMobile,
}) => {
  await page.goto('/de/faq');
  const header = page.getByRole('banner');
  const height = (await header.boundingBox())!.height;
  expect(height).toBe(isMobile ? 56 : 64);

  const result = header.getByRole('link', { name: message('de', 'Header.result'), exact: true });
  const compare = header.getByRole('link', { name: message('de', 'Header.compare'), exact: true });
  if (isMobile) {
    await expect(result).toBeHidden();
    await expect(compare).toBeHidden();
  } else {
    await expect(result).toHaveAttribute('href', '/de/result');
    await expect(compare).toHaveAttribute('href', '/de/compare');
  }
  await header.getByRole('link', { name: /Open Big Five/ }).click();
  await expect(page).toHaveURL(/\/de$/);
});

test('the Pages menu lists localized links and navigates', async ({ page, isMobile }) => {
  test.skip(isMobile, 'small screens use the drawer');
  await page.goto('/fr');
  await page.getByRole('button', { name: message('fr', 'Header.pages') }).click();
  const menu = page.locator('#pages-menu').getByRole('navigation');
  await expect(menu).toBeVisible();
  const hrefs = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(hrefs).toEqual([
    '/fr/test',
    '/fr/result',
    '/fr/compare',
    '/fr/articles',
    '/fr/privacy',
    '/fr/about',
    '/fr/faq',
  ]);
  await menu.getByRole('link', { name: message('fr', 'Menu.about') }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('fr', 'Pages.about.title'),
  );
});

test('the drawer opens and closes with the menu buttons and navigates', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the drawer is the small-screen menu');
  await page.goto('/ja');
  await expect(page.getByRole('button', { name: message('ja', 'Header.pages') })).toBeHidden();
  const open = page.getByRole('button', { name: message('ja', 'Header.openMenu') });
  const drawer = page.locator('#pages-drawer');
  await open.click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: message('ja', 'Header.closeMenu') }).click();
  await expect(drawer).toBeHidden();
  await open.click();
  await drawer.getByRole('link', { name: message('ja', 'Menu.faq') }).click();
  await expect(page).toHaveURL(/\/ja\/faq$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('ja', 'Pages.faq.title'),
  );
});

test('footer: heading, social icon links, contact, year and the FAQ prompt', async ({ page }) => {
  await page.goto('/it');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { level: 2 })).toHaveText(
    message('it', 'Footer.heading'),
  );
  for (const name of ['Facebook', 'GitHub', 'X (Twitter)', 'LinkedIn']) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  }
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer).toContainText(String(new Date().getFullYear()));
  const faq = footer.getByRole('link', { name: message('it', 'Footer.questions') });
  await expect(faq).toHaveAttribute('data-analytics-event', 'FAQ');
  await faq.click();
  await expect(page).toHaveURL(/\/it\/faq$/);
});

test('a page change scrolls to the top and shows the loading bar while it waits', async ({
  page,
}) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 420 });
  // A slow network for the page data (also for prefetches), so the change takes a while.
  await page.route(/\/faq\?_rsc=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/');
  const faq = page
    .getByRole('contentinfo')
    .getByRole('link', { name: message('en', 'Footer.questions') });
  await faq.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await faq.click();
  await expect(
    page.getByRole('progressbar', { name: message('en', 'Loading.label') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('en', 'Pages.faq.title'),
  );
  await expect(page.getByRole('progressbar')).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('page transition', () => {
  test('animates page entry', async ({ page }) => {
    await page.goto('/about');
    const name = await page
      .locator('.page-enter')
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe('page-enter');
  });

  test.describe('with reduced motion', () => {
    test.use({ colorScheme: 'light', reducedMotion: 'reduce' });
    test('does not animate', async ({ page }) => {
      await page.goto('/about');
      const name = await page
        .locator('.page-enter')
        .evaluate((el) => getComputedStyle(el).animationName);
      expect(name).toBe('none');
    });
  });
});

test('the home page spans the full width; other pages sit in the padded container', async ({
  page,
}) => {
  await page.goto('/');
  const width = page.viewportSize()!.width;
  const hero = await page.locator('main section').first().boundingBox();
  expect(hero!.width).toBe(width);
  await page.goto('/privacy');
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading!.x).toBeGreaterThanOrEqual(16);
});

test('a skip link leads keyboard users to the main content', async ({ page, isMobile }) => {
  test.skip(isMobile, 'keyboard check on desktop');
  await page.goto('/faq');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: message('en', 'Header.skipToContent') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

// WCAG 1.4.10 (reflow): nothing scrolls sideways at 320 CSS pixels. German and Finnish bring the
// longest words, Hungarian too; Arabic and Persian the other direction. One test per locale, so
// they run side by side.
for (const locale of ['en', 'ar', 'de', 'fi', 'hu', 'fa'] as const)
  test(`no page is wider than the screen, down to 320 px (${locale})`, async ({
    page,
    request,
    isMobile,
  }) => {
    if (isMobile) await page.setViewportSize({ width: 320, height: 640 });
    const first = await saveAnswers(request, { choice: (i) => (i % 5) + 1 });
    const second = await saveAnswers(request, { choice: (i) => ((i * 3) % 5) + 1, gender: 'male' });
    // Long names, as people type them (the second one as long as a name may be, with no space to
    // break at): the comparison's legend, table and chart must still fit.
    const compareId = Buffer.from(
      JSON.stringify([
        { name: 'Maximiliane Alexandrova', id: first.id },
        { name: 'BartholomewFeatherstonehaughXY', id: second.id },
      ]),
    ).toString('base64url');
    const privateLink = `/result/private#${encodePrivateResult({
      lang: 'en',
      gender: 'female',
      age: 34,
      invalid: false,
      timeElapsed: 905,
      takenAt: 1_780_000_000,
      handle: null,
      choices: Array.from({ length: 120 }, (_, i) => ((i % 5) + 1) as Choice),
    })}`;
    const paths = [
      '/',
      '/test',
      '/result',
      `/result/${first.id}`,
      `/result/${second.id}/change/${first.id}`,
      privateLink,
      '/compare',
      `/compare/${compareId}`,
      '/faq',
      '/privacy',
    ];
    for (const path of paths) {
      await page.goto(localizePath(locale, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Folded parts count too: print and curious readers open them.
      await page.evaluate(() =>
        document.querySelectorAll('details').forEach((d) => (d.open = true)),
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${locale} ${path}`).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
  });

test('the toolbar fits at every width between a phone and a desktop, in its longest languages', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'resizes the window through the widths where the toolbar changes');
  // Where the toolbar changes (420: the site's name; 600: the Pages button; 640: Result and
  // Compare; 1280: the name again), in the languages whose toolbar words are longest.
  for (const width of [420, 600, 640, 1280]) {
    await page.setViewportSize({ width, height: 700 });
    for (const locale of ['es', 'pt', 'ru', 'uk']) {
      await page.goto(`/${locale}/faq`);
      await expect(page.getByRole('banner')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow, `${locale} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
