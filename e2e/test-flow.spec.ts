import fs from 'node:fs';
import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ITEM_KEYS } from '../inventory/items';
import {
  answerAll,
  choiceFor,
  expectResult,
  fillForm,
  isMobile,
  localizePath,
  message,
  storedRow,
} from './helpers';

function languageFile(lang: string): { items: string[] } {
  const file = path.join(__dirname, '..', 'inventory', 'generated', 'lang', `${lang}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { items: string[] };
}

/** Tabs forward until `target` has focus (at most 12 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 12; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the whole test by keyboard alone, in English, ends on the stored result', async ({
  page,
}) => {
  test.skip(isMobile(page), 'keyboard run on desktop');
  test.setTimeout(180_000);
  await page.goto('/test');
  const english = page.getByRole('button', { name: 'English', exact: true });
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  await english.focus();
  await page.keyboard.press('Enter');

  // Gender and age on one screen: a radio group and a number field.
  await expect(page.getByRole('heading', { name: 'About you' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('spinbutton', { name: 'Age in years' })).toBeFocused();
  await page.keyboard.type('15');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'at least 16' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Age in years' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('34');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: /social-media handle/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('two words');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Latin letters (a to z), digits' }),
  ).toBeVisible();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('@keyboard_user');
  await page.keyboard.press('Enter');

  const next = page.getByRole('button', { name: 'Next', exact: true });
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await expect(back).toBeDisabled();
  for (let first = 1; first <= 120; first += 3) {
    for (let num = first; num < first + 3; num++) {
      const group = page.locator(`fieldset[data-item="${num}"]`);
      await tabTo(page, group.getByRole('radio').first());
      await page.keyboard.press('Space');
      for (let step = 1; step < choiceFor(num); step++) await page.keyboard.press('ArrowRight');
      await expect(group.getByRole('radio').nth(choiceFor(num) - 1)).toBeChecked();
    }
    if (first < 118) {
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      await expect(
        page.locator(`fieldset[data-item="${first + 3}"] [data-item-heading]`),
      ).toBeFocused();
    }
  }
  await expect(page.getByTestId('progress-text')).toHaveText('100% answered');
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  const submit = page.getByRole('button', { name: 'See my result' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const id = await expectResult(page, 'en');
  expect(storedRow(id)).toMatchObject({ handle: 'keyboard_user', age: 34, lang: 'en' });
});

for (const locale of ['ar', 'ja'] as const) {
  test(`the whole test by touch on a phone in ${locale}`, async ({ page }) => {
    test.skip(!isMobile(page), 'touch run on the phone');
    test.setTimeout(240_000);
    await page.goto(localizePath(locale, '/test'));
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('button[aria-pressed="true"][lang]')).toHaveAttribute('lang', locale);
    await fillForm(page, locale, '29');
    const next = page.getByRole('button', { name: message(locale, 'Test.next'), exact: true });
    for (const item of ITEM_KEYS) {
      const group = page.locator(`fieldset[data-item="${item.num}"]`);
      await expect(group).toBeVisible();
      await expect(page.locator('fieldset[data-item]')).toHaveCount(1);
      await group
        .locator('label')
        .nth(choiceFor(item.num) - 1)
        .tap();
      if (item.num === 1) await expect(next).toBeDisabled();
    }
    await expect(page.locator('fieldset[data-item="120"]')).toBeVisible();
    await page.getByRole('button', { name: message(locale, 'Test.submit') }).tap();
    const id = await expectResult(page, locale);
    expect(storedRow(id)).toMatchObject({ lang: locale, age: 29 });
  });
}

test('one statement per page on a phone moves on by itself after an answer', async ({ page }) => {
  test.skip(!isMobile(page), 'phone layout');
  await page.goto('/test');
  await fillForm(page);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await page.locator('fieldset[data-item="1"] label').nth(3).tap();
  await expect(next).toBeDisabled();
  await expect(page.locator('fieldset[data-item="2"]')).toBeVisible();
  await expect(page.locator('fieldset[data-item="2"] [data-item-heading]')).toBeFocused();
  await expect(page.locator('fieldset[data-item="2"]')).toBeInViewport();
  await expect(page.getByRole('progressbar')).toBeInViewport();
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await expect(page.locator('fieldset[data-item="1"] input[value="4"]')).toBeChecked();
});

test('a reload in the middle resumes where the visitor was, and start over clears it', async ({
  page,
}) => {
  test.skip(isMobile(page), 'desktop layout: three statements per page');
  await page.goto('/test');
  await fillForm(page);
  for (let num = 1; num <= 6; num++) {
    await page.locator(`fieldset[data-item="${num}"] input[value="${choiceFor(num)}"]`).check();
    if (num % 3 === 0) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(page.locator('fieldset[data-item="7"]')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.locator('fieldset[data-item="7"]')).toBeVisible();
  await expect(page.getByTestId('progress-text')).toHaveText('5% answered');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(
    page.locator(`fieldset[data-item="2"] input[value="${choiceFor(2)}"]`),
  ).toBeChecked();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(
    page.getByRole('heading', { name: 'Which language would you like to answer in?' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText('Welcome back!')).toBeHidden();
});

test('changing the questionnaire language mid-test reloads the statements and keeps the answers', async ({
  page,
}) => {
  test.skip(isMobile(page), 'desktop layout');
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/test');
  await fillForm(page);
  await page.locator('fieldset[data-item="1"] input[value="2"]').check();
  await expect(page.locator('fieldset[data-item="1"]')).toContainText('Worry about things');
  await page.getByRole('combobox', { name: 'Questionnaire language' }).selectOption('de');
  await expect(page.locator('fieldset[data-item="1"]')).not.toContainText('Worry about things');
  await expect(page.locator('[lang="de"] fieldset[data-item="1"]')).toBeVisible();
  await expect(page.locator('fieldset[data-item="1"] input[value="2"]')).toBeChecked();
  // Only the chosen languages were downloaded, never the package's all-languages data.
  const german = await page.locator('fieldset[data-item="1"] [data-item-heading]').innerText();
  expect(scripts.some((s) => s.includes(german.split('\n').pop() ?? '###'))).toBe(true);
  for (const other of ['fr', 'ja', 'is']) {
    const text = languageFile(other).items[0] ?? '';
    expect(scripts.some((s) => s.includes(text))).toBe(false);
  }
});

test('a failing save keeps the answers and a retry succeeds', async ({ page }) => {
  test.skip(isMobile(page), 'desktop layout');
  await page.goto('/test');
  await fillForm(page);
  await answerAll(page);
  await expect(page.getByTestId('progress-text')).toHaveText('100% answered');

  await page.route('/api/save', (route) => route.abort('connectionrefused'), { times: 1 });
  const submit = page.getByRole('button', { name: 'See my result' });
  await submit.click();
  await expect(
    page.getByRole('alert').filter({ hasText: message('en', 'ApiErrors.network') }),
  ).toBeVisible();
  await expect(submit).toBeEnabled();

  await page.route(
    '/api/save',
    (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'storeUnavailable', message: 'x', messageKey: 'storeUnavailable' } },
      }),
    { times: 1 },
  );
  await submit.click();
  await expect(
    page.getByRole('alert').filter({ hasText: message('en', 'ApiErrors.storeUnavailable') }),
  ).toBeVisible();
  await expect(page.getByTestId('progress-text')).toHaveText('100% answered');

  await submit.click();
  await page.waitForURL(/\/result\/[0-9a-f]{24}$/);
  const id = page.url().split('/').pop() ?? '';
  // Answered in full by the visitor (no debug fill): a valid result, with no note saying otherwise.
  expect(storedRow(id)).toMatchObject({ invalid: 0, age: 34 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(message('en', 'ResultSummary.invalidNote'))).toBeHidden();
  // The finished test is cleared: a new visit starts afresh.
  await page.goto('/test');
  await expect(page.getByText('Welcome back!')).toBeHidden();
});

test('an unknown result id answers 404 without breaking the page', async ({ page }) => {
  const response = await page.goto('/result/0123456789abcdef01234567');
  expect(response?.status()).toBe(404);
});
