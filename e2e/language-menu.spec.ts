/**
 * The language menu for 39 languages (issue 31): the current language first, every other in its
 * own name, a filter that finds a language by its own name, its name in the page's language or its
 * code; usable with one thumb on a 320 px phone (no sideways scroll) and by keyboard. English and
 * Persian (right to left), phone and desktop.
 */
import { expect, test } from './fixtures';
import { fillForm, localizePath, locales, message } from './helpers';
import { nativeNames } from '../lib/i18n/native-names';

for (const locale of ['en', 'fa'] as const) {
  test(`the menu lists all 39, current first, and its filter narrows it (${locale})`, async ({
    page,
  }) => {
    const t = (key: string) => message(locale, `Header.${key}`);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(localizePath(locale, '/faq'));
    await page
      .getByRole('button', { name: t('languageButton').replace('{language}', nativeNames[locale]) })
      .click();
    const menu = page.getByRole('navigation', { name: t('languageMenu') });
    const links = menu.getByRole('link');
    await expect(links).toHaveCount(locales.length);
    await expect(links.first()).toHaveAttribute('aria-current', 'true');
    await expect(links.first()).toHaveAccessibleName(
      t('languageCurrent').replace('{language}', nativeNames[locale]),
    );
    // Every entry in its own language, and the panel within the screen.
    for (const code of locales)
      await expect(
        menu.locator(`a[hreflang][lang]`).filter({ hasText: nativeNames[code] }),
      ).toHaveCount(1);
    const panel = (await page.locator('#language-menu').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );

    // The filter: by the language's own name without accents, by its name in the page's
    // language (English here; Persian's name for Korean), by code; and a query nothing matches.
    const filter = page.getByRole('searchbox', { name: t('languageFilter') });
    await filter.fill('cestina');
    await expect(links).toHaveText([nativeNames.cs]);
    const korean = await page.evaluate(
      (tag) => new Intl.DisplayNames([tag], { type: 'language' }).of('ko')!,
      locale,
    );
    await filter.fill(korean);
    await expect(links).toHaveText([nativeNames.ko]);
    await filter.fill('zh-hk');
    await expect(links).toHaveText([nativeNames['zh-HK']]);
    await filter.fill('qqqq');
    await expect(links).toHaveCount(0);
    await expect(menu.getByRole('status')).toHaveText(
      t('languageNoMatch').replace('{query}', 'qqqq'),
    );
    // Chosen from a filtered list: the same page in that language.
    await filter.fill('magyar');
    await links.first().click();
    await expect(page).toHaveURL(/\/hu\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  });
}

test('by keyboard: typing on an entry goes on in the filter, Down goes back to the list', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'keyboard check on desktop');
  await page.goto('/ur/faq');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const t = (key: string) => message('ur', `Header.${key}`);
  await page
    .getByRole('button', { name: t('languageButton').replace('{language}', nativeNames.ur) })
    .focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: t('languageMenu') });
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.type('suom');
  const filter = page.getByRole('searchbox', { name: t('languageFilter') });
  await expect(filter).toBeFocused();
  await expect(filter).toHaveValue('suom');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: nativeNames.fi })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fi\/faq$/);
});

test('a new translation says so on every page, in its language, with where to send corrections', async ({
  page,
}) => {
  await page.goto('/ss');
  const note = page.getByTestId('new-translation');
  await expect(note).toContainText(
    message('ss', 'Footer.newTranslation')
      .replace(/<\/?email>/g, '')
      .replace(/\{address\}.*$/, ''),
  );
  await expect(note.getByRole('link')).toHaveAttribute('href', /^mailto:/);
  // While the statements are answered, it gives its room to them.
  await page.goto('/ss/test');
  await expect(note).toBeVisible();
  await fillForm(page, 'ss', '30');
  await expect(note).toBeHidden();
  // Not on a translation its reviewer was sure of, nor in English.
  for (const path of ['/', '/nl', '/de']) {
    await page.goto(path);
    await expect(page.getByTestId('new-translation')).toHaveCount(0);
  }
});

test('in every language, the menu and its page fit a 320 px phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'checked once, on a phone');
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const locale of locales) {
    await page.goto(localizePath(locale, '/'));
    await page.locator('button[popovertarget="language-menu"]').click();
    const panel = page.locator('#language-menu');
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x, locale).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, locale).toBeLessThanOrEqual(320);
    // Nothing inside scrolls sideways either (long names are cut with an ellipsis).
    expect(await panel.evaluate((e) => e.scrollWidth - e.clientWidth), locale).toBeLessThanOrEqual(
      0,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      locale,
    ).toBeLessThanOrEqual(320);
  }
});
