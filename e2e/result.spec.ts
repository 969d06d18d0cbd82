import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import Database from 'better-sqlite3';
import { decodeSheet } from '../inventory/answers';
import { ITEM_KEYS } from '../inventory/items';
import { scoreSheet } from '../inventory/scoring';
import { localeTag } from '../lib/i18n/locales';
import { E2E_DATA_DIR } from './data-dir';
import {
  answerAll,
  expectPreviewPng,
  holdScripts,
  isMobile,
  locales,
  localizePath,
  message,
  previewPath,
  resultPreviewBars,
  saveAnswers,
  saveNeutralResult,
  storedRow,
} from './helpers';

type Texts = Record<
  string,
  {
    shortDescription: string;
    results: Record<string, string[]>;
    facets: Record<string, { title: string; text: string[] }>;
  }
>;

function texts(locale: string): Texts {
  const file = path.join(__dirname, '..', 'inventory', 'generated', 'results', `${locale}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Texts;
}

test('a result page is the full report, in the page locale, with every figure as text', async ({
  page,
  request,
}) => {
  const id = await saveNeutralResult(request);
  for (const locale of ['de', 'ar'] as const) {
    await page.goto(localizePath(locale, `/result/${id}`));
    const t = texts(locale);
    for (const domain of ['N', 'E', 'O', 'A', 'C']) {
      const section = page.locator(`#domain-${domain}`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(
        message(locale, `ResultSummary.domain${domain}`),
      );
      await expect(section).toContainText(t[domain]!.shortDescription);
      await expect(section.locator('[data-facet]')).toHaveCount(6);
      // The facets are folded: in the page, out of sight until opened.
      await expect(section.locator('[data-facet] h4').first()).toHaveText(
        t[domain]!.facets['1']!.title,
      );
    }
    // Neutral answers everywhere: an average-level narrative, and every percentile as the scoring
    // module computes it for the stored answers (woman, 30).
    await expect(page.locator('#domain-N')).toContainText(t.N!.results.neutral![0]!);
    const profile = scoreSheet({ choices: ITEM_KEYS.map(() => 3 as const) }, 'female', 30);
    const format = new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 0 });
    for (const domain of profile.domains) {
      const shown = format.format(Math.min(99, Math.max(1, domain.percentile)));
      await expect(page.locator(`#domain-${domain.domain} > p`).nth(1)).toContainText(
        message(locale, 'ResultSummary.percentile').replace('{value}', shown),
      );
      for (const facet of domain.facets) {
        const facetShown = format.format(Math.min(99, Math.max(1, facet.percentile)));
        await expect(page.locator(`[data-facet="${domain.domain}${facet.facet}"]`)).toContainText(
          message(locale, 'ResultSummary.percentile').replace('{value}', facetShown),
        );
      }
    }
    await expect(page.locator('body')).not.toContainText('<br');
  }
});

test('the result field opens a pasted link or id, explains a bad one, and offers the last result', async ({
  page,
  request,
}) => {
  const id = await saveNeutralResult(request);
  await page.goto('/result');
  const field = page.getByLabel('Result ID or link');
  await field.fill('not an id');
  await page.getByRole('button', { name: 'Open result' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'not a result ID' })).toBeVisible();

  await field.fill(`https://example.org/fr/result/${id.toUpperCase()}?from=share`);
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/result/${id}$`));
  // Saved through the API, not in this browser, and without a handle: someone else's result.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('en', 'ResultSummary.titleAnonymous'),
  );

  await page.evaluate((value) => localStorage.setItem('resultId', value), id);
  await page.goto('/ja/result');
  await page.getByRole('link', { name: message('ja', 'ResultLookup.lastResult') }).click();
  await page.waitForURL(new RegExp(`/ja/result/${id}$`));
});

test('a result id sent before the page has its scripts opens the result; an unknown one says so', async ({
  page,
  request,
}) => {
  const id = await saveNeutralResult(request);
  await holdScripts(page);
  await page.goto('/result', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Result ID or link').fill(id.toUpperCase());
  await page.getByRole('button', { name: 'Open result' }).click();
  await page.waitForURL(new RegExp(`/result/${id}$`), { waitUntil: 'domcontentloaded' });
  await page.goto('/de/result', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(message('de', 'ResultLookup.label')).fill('0'.repeat(24));
  await page.getByRole('button', { name: message('de', 'ResultLookup.submit') }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    message('de', 'ApiErrors.notFound'),
  );
  await expect(page.getByLabel(message('de', 'ResultLookup.label'))).toHaveValue('0'.repeat(24));
});

test('the lookup says at once when an entry is not a result id, and opens one that is', async ({
  page,
  request,
}) => {
  const id = await saveNeutralResult(request);
  await page.goto('/result');
  const field = page.getByLabel('Result ID or link');
  await field.fill('not an id');
  await page.getByRole('button', { name: 'Open result' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    message('en', 'ResultLookup.invalid'),
  );
  await field.fill(`https://example.org/de/result/${id}`);
  await page.getByRole('button', { name: 'Open result' }).click();
  await page.waitForURL(new RegExp(`/result/${id}$`));
});

test('the lookup says an unknown id is unknown as it is typed, before the form is sent', async ({
  page,
  request,
}) => {
  const id = await saveNeutralResult(request);
  await page.goto('/result');
  const field = page.getByLabel('Result ID or link');
  await expect(field).toBeEditable();
  await field.fill('f'.repeat(24));
  await expect(page.getByTestId('lookup-not-found')).toHaveText(
    message('en', 'ApiErrors.notFound'),
  );
  const notFound = message('en', 'ApiErrors.notFound').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(field).toHaveAccessibleDescription(new RegExp(notFound));
  await field.fill(id);
  await expect(page.getByTestId('lookup-not-found')).toHaveCount(0);
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
});

test('sharing links, copying the link, and deleting by the browser that saved the result', async ({
  page,
  context,
  request,
  browserName,
}) => {
  const { id, deleteToken } = await saveAnswers(request, {
    choice: () => 2,
    gender: 'male',
    age: 50,
  });

  // Someone the link was shared with: share links, but no way to delete.
  await page.goto(`/result/${id}`);
  const facebook = page.getByRole('link', { name: 'Share on Facebook' });
  await expect(facebook).toHaveAttribute('href', new RegExp(`result%2F${id}$`));
  await expect(page.getByRole('link', { name: 'Share on X' })).toHaveAttribute('href', /x\.com/);
  await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download (JSON)' })).toHaveAttribute(
    'href',
    `/api/result/${id}`,
  );
  await expect(page.getByRole('button', { name: 'Delete this result' })).toHaveCount(0);
  // Link previews: noindex, but Open Graph tags with the five percentiles.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    /^Big Five percentiles: Neuroticism \d+, Extraversion \d+, .*Conscientiousness \d+\.$/,
  );
  // …and a generated preview image as a large card.
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  const preview = await previewPath(page);
  expect(preview).toBe(`/result/${id}/preview.png`);
  await expectPreviewPng(request, preview);

  if (browserName === 'chromium') {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/result/${id}$`),
    );
  }

  // The browser that saved it holds the token.
  await page.evaluate(
    ([resultId, token]) => {
      localStorage.setItem('resultId', resultId!);
      localStorage.setItem('resultDeleteTokens', JSON.stringify({ [resultId!]: token }));
    },
    [id, deleteToken],
  );
  await page.reload();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const remove = page.getByRole('button', { name: 'Delete this result' });
  // Styled as destructive: the theme's error red, not the neutral outline of the other actions.
  await expect(remove).toHaveCSS('color', 'rgb(176, 0, 32)');
  await expect(remove).toHaveCSS('border-top-color', 'rgb(176, 0, 32)');
  // The confirmation is a dialog of the page; Escape (and Cancel) keep the result.
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this result' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(message('en', 'ResultShare.deleteConfirm'));
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  expect((await request.get(`/api/result/${id}`)).status()).toBe(200);
  await remove.click();
  await confirm.getByRole('button', { name: 'Delete for good' }).click();

  // It lands on a page of its own that says so (not a 404), with where to go next.
  await page.waitForURL(/\/result\/deleted$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('en', 'ResultDeleted.title'),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(
    page.locator('main').getByRole('link', { name: 'Take the test again' }),
  ).toHaveAttribute('href', '/test');
  await expect(
    page.locator('main').getByRole('link', { name: 'Go to the home page' }),
  ).toHaveAttribute('href', '/');
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('resultId'))).toBeNull();
  expect((await request.get(`/api/result/${id}`)).status()).toBe(404);
  // Back does not return to the address that no longer works.
  await page.goBack();
  expect(page.url()).not.toContain(id);
  expect((await page.goto(`/result/${id}`))?.status()).toBe(404);
  // The preview image goes with it.
  expect((await request.get(`/result/${id}/preview.png`)).status()).toBe(404);
});

test('deleting in a right-to-left language: the dialog and the deleted page in Arabic', async ({
  page,
  request,
}) => {
  const { id, deleteToken } = await saveAnswers(request, { choice: () => 4 });
  const t = (key: string) => message('ar', key);
  await page.goto('/ar/result');
  await page.evaluate(
    ([resultId, token]) => {
      localStorage.setItem('resultId', resultId!);
      localStorage.setItem('resultDeleteTokens', JSON.stringify({ [resultId!]: token }));
    },
    [id, deleteToken],
  );
  await page.goto(`/ar/result/${id}`);
  await page.getByRole('button', { name: t('ResultShare.delete') }).click();
  const confirm = page.getByRole('dialog', { name: t('ResultShare.delete') });
  await expect(confirm).toContainText(t('ResultShare.deleteConfirm'));
  await expect(confirm).toHaveCSS('direction', 'rtl');
  // Cancel keeps it; the dialog opens again as new.
  await confirm.getByRole('button', { name: t('ResultShare.deleteCancel') }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: t('ResultShare.delete') }).click();
  await confirm.getByRole('button', { name: t('ResultShare.deleteConfirmButton') }).click();
  await page.waitForURL(/\/ar\/result\/deleted$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ResultDeleted.title'));
  await expect(page.getByText(t('ResultDeleted.lead'))).toBeVisible();
  await page
    .locator('main')
    .getByRole('link', { name: t('ResultDeleted.retake') })
    .click();
  await page.waitForURL(/\/ar\/test$/);
  expect((await request.get(`/api/result/${id}`)).status()).toBe(404);
});

test('the deleted page exists in every locale, unindexed, and is not a 404', async ({
  request,
}) => {
  for (const locale of locales) {
    const response = await request.get(localizePath(locale, '/result/deleted'));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(message(locale, 'ResultDeleted.title'));
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  }
});

test('the preview image draws the result’s five percentiles, mirrored in right-to-left languages', async ({
  page,
  request,
}) => {
  test.skip(page.viewportSize()!.width < 600, 'an image does not depend on the viewport');
  // Two answer patterns: one low everywhere, one with a bar near full width (85th percentile).
  const patterns = [(i: number) => ((i * 7) % 5) + 1, (i: number) => ((i * 7 + 7) % 5) + 1];
  const fractions: number[] = [];
  for (const choice of patterns) {
    const { id } = await saveAnswers(request, { choice });
    const scores = (await (await request.get(`/api/result/${id}`)).json()) as {
      domains: { domain: string; percentile: number }[];
    };
    // Bars are drawn from the top in the report's order, each at least 2 % wide.
    const expected = scores.domains.map((d) => Math.max(2, Math.min(100, d.percentile)) / 100);
    fractions.push(...expected);
    for (const locale of ['en', 'ar'] as const) {
      const bars = await resultPreviewBars(page, localizePath(locale, `/result/${id}/preview.png`));
      expect(bars).toHaveLength(5);
      bars.forEach((bar, i) => {
        expect(Math.abs(bar.fraction - expected[i]!)).toBeLessThan(0.015);
        expect(bar.fromRight).toBe(locale === 'ar');
      });
    }
  }
  expect(Math.max(...fractions)).toBeGreaterThan(0.8);
});

test('preview images are PNGs of 1200×630 in every locale, and 404 for unknown or malformed ids', async ({
  page,
  request,
}) => {
  test.skip(page.viewportSize()!.width < 600, 'an image does not depend on the viewport');
  const id = await saveNeutralResult(request);
  for (const locale of locales) {
    await expectPreviewPng(request, localizePath(locale, `/result/${id}/preview.png`));
  }
  for (const bad of ['0123456789abcdef01234567', 'not-an-id', `${id}0`]) {
    expect((await request.get(`/result/${bad}/preview.png`)).status()).toBe(404);
  }
});

test('a test answered to the end shows, in two languages, the percentiles the scoring module computes', async ({
  page,
}) => {
  test.skip(page.viewportSize()!.width < 600, 'checked once, on desktop');
  await page.goto('/test');
  await page.locator('button[aria-pressed="true"][lang]').click();
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('spinbutton', { name: 'Age in years' }).fill('52');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await answerAll(page);
  await page.getByRole('button', { name: 'See my result' }).click();
  await page.waitForURL(/\/result\/[0-9a-f]{24}$/);
  const id = page.url().split('/').pop()!;

  const db = new Database(path.join(E2E_DATA_DIR, 'results.sqlite'), { readonly: true });
  const row = db.prepare('SELECT answers FROM results WHERE id = ?').get(id) as { answers: string };
  db.close();
  const sheet = decodeSheet(row.answers);
  expect(sheet).not.toBeNull();
  const profile = scoreSheet(sheet!, 'male', 52);

  for (const locale of ['en', 'uk'] as const) {
    await page.goto(localizePath(locale, `/result/${id}`));
    const format = new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 0 });
    const label = (p: number) =>
      message(locale, 'ResultSummary.percentile').replace(
        '{value}',
        format.format(Math.min(99, Math.max(1, p))),
      );
    for (const domain of profile.domains) {
      await expect(page.locator(`li[data-domain="${domain.domain}"]`)).toContainText(
        label(domain.percentile),
      );
      for (const facet of domain.facets)
        await expect(page.locator(`[data-facet="${domain.domain}${facet.facet}"]`)).toContainText(
          label(facet.percentile),
        );
    }
  }
});

test('a result whose answers were filled in for debugging says it is not a real profile', async ({
  page,
  request,
}) => {
  test.skip(isMobile(page), 'checked once, on desktop');
  const { id } = await saveAnswers(request, { choice: () => 3, invalid: true });
  expect(storedRow(id)).toMatchObject({ invalid: 1 });
  await page.goto(`/de/result/${id}`);
  await expect(page.getByText(message('de', 'ResultSummary.invalidNote'))).toBeVisible();
});
