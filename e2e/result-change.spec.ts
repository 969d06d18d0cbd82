/**
 * Change over time (issue 20, point 3): the results this browser kept are listed on /result with
 * their dates; choosing two opens the change view at its own address, whose every figure equals
 * an independent computation (test/reference-change.ts), and which works for anyone with the link.
 * Desktop and phone, English and Hebrew (right to left).
 */
import { expect, test } from './fixtures';
import { isMobile, keepResults, localizePath, message, saveAnswers } from './helpers';
import { ITEM_KEYS } from '../inventory/items';
import { type Locale, localeTag } from '../lib/i18n/locales';
import { DELETE_TOKENS_KEY } from '../lib/results/browser/kept';
import { referenceChange, type ReferenceScale } from '../test/reference-change';
import type { Page } from '@playwright/test';

/**
 * A careful first test (answers that agree with each statement's keying, so the answer-quality
 * check finds nothing), and a second one with Neuroticism at its maximum (a reliable change).
 */
const first = (i: number) => {
  const item = ITEM_KEYS[i]!;
  return item.keyed === 'plus' ? [4, 5, 4, 3][i % 4]! : [2, 1, 2, 3][i % 4]!;
};
const second = (i: number) => {
  const item = ITEM_KEYS[i]!;
  if (item.domain === 'N') return item.keyed === 'plus' ? 5 : 1;
  return first(i);
};
const answers = (choice: (i: number) => number) => ITEM_KEYS.map((_, i) => choice(i));

/** How the change view writes each figure (its number formats, its messages). */
function shown(locale: Locale, scale: ReferenceScale) {
  const tag = localeTag(locale);
  const fixed = (digits: number, sign = false) =>
    new Intl.NumberFormat(tag, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      ...(sign ? { signDisplay: 'exceptZero' as const } : {}),
    }).format;
  const percentile = (p: number) =>
    message(locale, 'ResultSummary.percentile').replace(
      '{value}',
      fixed(0)(Math.min(99, Math.max(1, p))),
    );
  const score = (p: number, t: number) =>
    `${percentile(p)} · ${message(locale, 'ResultChange.tScore').replace('{value}', fixed(1)(t))}`;
  return {
    earlier: score(scale.percentile1, scale.t1),
    later: score(scale.percentile2, scale.t2),
    difference: fixed(1, true)(scale.difference),
    rci: fixed(2, true)(scale.rci),
    verdict: message(
      locale,
      `ResultChange.${scale.reliable ? (scale.difference > 0 ? 'reliableHigher' : 'reliableLower') : 'within'}`,
    ),
  };
}

/** Every domain and facet of the change view shows the reference's figures. */
async function expectFigures(page: Page, locale: Locale, reference: ReferenceScale[]) {
  await expect(page.locator('[data-scale]')).toHaveCount(35);
  for (const scale of reference) {
    const row = page.locator(`[data-scale="${scale.scale}"]`);
    const expected = shown(locale, scale);
    await expect(row.getByTestId('earlier')).toHaveText(expected.earlier);
    await expect(row.getByTestId('later')).toHaveText(expected.later);
    await expect(row.getByTestId('difference')).toHaveText(expected.difference);
    await expect(row.getByTestId('rci')).toHaveText(expected.rci);
    await expect(row.getByTestId('verdict')).toHaveText(expected.verdict);
    await expect(row).toHaveAttribute('data-reliable', String(scale.reliable));
  }
  const reliable = reference.filter((s) => s.reliable).length;
  await expect(page.getByTestId('change-summary')).toHaveText(
    message(locale, 'ResultChange.summary')
      .replace('{count}', String(reliable))
      .replace('{total}', '35'),
  );
}

for (const locale of ['en', 'he'] as const) {
  test(`${locale}: the dated list on /result opens the change view of two results, which anyone with its link can open`, async ({
    page,
    request,
    browser,
  }) => {
    // Two views of all 35 scales, six figures each, checked one by one: on a busy machine that
    // alone can take most of the default 30 s.
    test.slow();
    // Three results of this browser: one kept before save dates were noted, one with its date,
    // one deleted since (it must not be listed).
    const older = await saveAnswers(request, { choice: first });
    const newer = await saveAnswers(request, { choice: second });
    const gone = await saveAnswers(request, { choice: first });
    const deleted = await request.delete(`/api/result/${gone.id}`, {
      headers: { authorization: `Bearer ${gone.deleteToken}` },
    });
    expect(deleted.status()).toBe(200);
    const createdAt = async (id: string) =>
      ((await (await request.get(`/api/result/${id}`)).json()) as { createdAt: string }).createdAt;
    const [olderAt, newerAt] = [await createdAt(older.id), await createdAt(newer.id)];
    expect(Date.parse(newerAt)).toBeGreaterThanOrEqual(Date.parse(olderAt));

    await page.goto(localizePath(locale, '/result'));
    await keepResults(page, {
      tokens: {
        [older.id]: older.deleteToken,
        [newer.id]: newer.deleteToken,
        [gone.id]: gone.deleteToken,
      },
      last: newer.id,
      savedAt: { [newer.id]: newerAt },
    });
    await page.reload();

    // The list: newest first, each with its date in the page's language, and a link to open it.
    const list = page.getByRole('region', { name: message(locale, 'ResultChange.listHeading') });
    await expect(list).toBeVisible();
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveAttribute('data-result', newer.id);
    await expect(rows.nth(1)).toHaveAttribute('data-result', older.id);
    const dateOf = (iso: string) =>
      page.evaluate(
        ([tag, value]) =>
          new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' }).format(
            new Date(value!),
          ),
        [localeTag(locale), iso],
      );
    await expect(rows.nth(0)).toContainText(await dateOf(newerAt));
    await expect(rows.nth(1)).toContainText(await dateOf(olderAt));
    await expect(
      rows.nth(1).getByRole('link', { name: message(locale, 'ResultChange.listOpen') }),
    ).toHaveAttribute('href', localizePath(locale, `/result/${older.id}`));

    // Two real checkboxes, the two newest chosen; one alone is refused with a message.
    const group = list.getByRole('group', { name: message(locale, 'ResultChange.listLegend') });
    const boxes = group.getByRole('checkbox');
    await expect(boxes).toHaveCount(2);
    await expect(boxes.nth(0)).toBeChecked();
    await expect(boxes.nth(1)).toBeChecked();
    await boxes.nth(1).focus();
    await page.keyboard.press('Space');
    await expect(boxes.nth(1)).not.toBeChecked();
    const submit = list.getByRole('button', {
      name: message(locale, 'ResultChange.compareSubmit'),
    });
    await submit.click();
    await expect(list.getByRole('alert')).toHaveText(message(locale, 'ResultChange.chooseTwo'));
    await boxes.nth(1).focus();
    await page.keyboard.press('Space');
    await submit.focus();
    await page.keyboard.press('Enter');

    // The change view: its own localized address, the earlier result first.
    const path = localizePath(locale, `/result/${older.id}/change/${newer.id}`);
    await page.waitForURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(locale, 'ResultChange.title'),
    );
    await expect(page).toHaveTitle(new RegExp(`^${message(locale, 'ResultChange.title')}`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'he' ? 'rtl' : 'ltr');
    const reference = referenceChange(answers(first), answers(second), {
      sex: 'female',
      age1: 30,
      age2: 30,
    });
    expect(reference.some((s) => s.reliable)).toBe(true);
    expect(reference.some((s) => !s.reliable && s.difference !== 0)).toBe(true);
    await expectFigures(page, locale, reference);
    // Both results, dated, each a link away.
    for (const [id, label] of [
      [older.id, 'earlier'],
      [newer.id, 'later'],
    ] as const) {
      const card = page.locator(`[data-result="${id}"]`);
      await expect(card.getByRole('heading')).toHaveText(message(locale, `ResultChange.${label}`));
      await expect(
        card.getByRole('link', { name: message(locale, 'ResultChange.openResult') }),
      ).toHaveAttribute('href', localizePath(locale, `/result/${id}`));
    }
    await expect(page.getByText(message(locale, 'ResultChange.explainRci'))).toBeVisible();
    await expect(page.getByTestId('doubt')).toHaveCount(0);
    // Nothing wider than a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    // Printed: every figure, no navigation.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-scale="C6"] [data-testid="rci"]')).toBeVisible();
    await expect(
      page.getByRole('link', { name: message(locale, 'ResultChange.openResult') }).first(),
    ).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // Shared: a fresh browser with nothing kept, even without scripts, opens the same view.
    const context = await browser.newContext({
      viewport: page.viewportSize(),
      javaScriptEnabled: false,
    });
    const friend = await context.newPage();
    expect((await friend.goto(path))?.status()).toBe(200);
    expect(await friend.evaluate(() => localStorage.length)).toBe(0);
    await expectFigures(friend, locale, reference);
    // The later-first spelling of the pair leads to the one address.
    await friend.goto(localizePath(locale, `/result/${newer.id}/change/${older.id}`));
    expect(new URL(friend.url()).pathname).toBe(path);
    await context.close();
  });
}

test('a doubtful result and a change of norm group are said before the figures', async ({
  page,
  request,
}) => {
  const careful = await saveAnswers(request, { choice: first, age: 38 });
  // All "neutral": the answer-quality check calls it doubtful. A year later, in the next age group.
  const neutral = await saveAnswers(request, { choice: () => 3, age: 41 });
  const locale = isMobile(page) ? 'he' : 'en';
  await page.goto(localizePath(locale, `/result/${careful.id}/change/${neutral.id}`));
  await expect(page.getByTestId('doubt')).toHaveText(message(locale, 'ResultChange.doubtfulLater'));
  const notes = page.getByRole('note');
  await expect(notes).toHaveCount(2);
  await expect(notes.nth(1)).toContainText(
    message(locale, 'ResultChange.normsDiffer').split('{earlier}')[0]!,
  );
  // Figures across two norm groups still equal the reference.
  const reference = referenceChange(
    answers(first),
    answers(() => 3),
    {
      sex: 'female',
      age1: 38,
      age2: 41,
    },
  );
  await expectFigures(page, locale, reference);
});

test('a change link that leads nowhere is a localized 404 that says why', async ({
  page,
  request,
}) => {
  const { id } = await saveAnswers(request, { choice: first });
  const unknown = '0'.repeat(24);
  const locale = isMobile(page) ? 'he' : 'de';
  for (const path of [
    `/result/${id}/change/${id}`,
    `/result/${id}/change/${unknown}`,
    `/result/${unknown}/change/${id}`,
    `/result/${id}/change/not-a-result`,
    `/result/zz/change/${id}`,
  ]) {
    const response = await page.goto(localizePath(locale, path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(locale, 'ResultChange.notFoundTitle'),
    );
    await expect(page).toHaveTitle(new RegExp(`^${message(locale, 'ResultChange.notFoundTitle')}`));
    await expect(
      page.getByRole('link', { name: message(locale, 'ResultChange.chooseResults') }),
    ).toHaveAttribute('href', localizePath(locale, '/result'));
  }
  // Ids in capitals redirect to the one address, as result pages do.
  const { id: other } = await saveAnswers(request, { choice: () => 3 });
  await page.goto(localizePath(locale, `/result/${id.toUpperCase()}/change/${other}`));
  expect(new URL(page.url()).pathname).toBe(localizePath(locale, `/result/${id}/change/${other}`));
});

test('one kept result invites a second test; none shows no list', async ({ page, request }) => {
  const locale = isMobile(page) ? 'he' : 'en';
  await page.goto(localizePath(locale, '/result'));
  await expect(page.getByLabel(message(locale, 'ResultLookup.label'))).toBeVisible();
  await expect(
    page.getByRole('heading', { name: message(locale, 'ResultChange.listHeading') }),
  ).toHaveCount(0);
  const { id, deleteToken } = await saveAnswers(request, { choice: first });
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [DELETE_TOKENS_KEY, JSON.stringify({ [id]: deleteToken })],
  );
  await page.reload();
  const list = page.getByRole('region', { name: message(locale, 'ResultChange.listHeading') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('checkbox')).toHaveCount(0);
  await expect(
    list.getByRole('link', { name: message(locale, 'ResultChange.takeAgain') }),
  ).toHaveAttribute('href', localizePath(locale, '/test'));
});
