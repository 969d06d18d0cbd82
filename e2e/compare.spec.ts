import { type APIRequestContext, type Page } from '@playwright/test';
import { DOMAINS } from '../inventory/info';
import { localeTag } from '../lib/i18n/locales';
import { expect, test } from './fixtures';
import {
  expectPreviewPng,
  holdScripts,
  isMobile,
  locales,
  localizePath,
  message,
  previewPath,
  saveAnswers,
} from './helpers';

const save = (request: APIRequestContext, offset: number) =>
  saveAnswers(request, {
    choice: (i) => ((i * offset) % 5) + 1,
    gender: offset % 2 ? 'female' : 'male',
    age: 20 + offset * 9,
  });

interface Scores {
  domains: {
    domain: string;
    percentile: number;
    t: number;
    sem: number;
    facets: { facet: number; percentile: number }[];
  }[];
}
const shown = (p: number) => String(Math.round(Math.min(99, Math.max(1, p))));

test('the form works before the page has its scripts: the server adds the person', async ({
  page,
  request,
}) => {
  const { id } = await save(request, 4);
  const release = await holdScripts(page);
  await page.goto('/compare', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Name', { exact: true }).fill('Ana');
  await page.getByLabel('Result ID or link').fill(id);
  await page.getByRole('button', { name: 'Add person' }).click();
  await page.waitForURL(/\/compare\/edit\?/, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main').getByRole('listitem').filter({ hasText: 'Ana' })).toBeVisible();
  await expect(page.locator('main [role="alert"]')).toHaveCount(0);
  // A second person the same way; a name already listed is refused with the reason.
  await page.getByLabel('Name', { exact: true }).fill('ana');
  await page.getByLabel('Result ID or link').fill(id);
  await page.getByRole('button', { name: 'Add person' }).click();
  await expect(page.locator('main [role="alert"]').first()).toBeVisible();
  await expect(page.locator('main').getByRole('listitem')).toHaveCount(1);
  // A well-formed id that no result has is refused by the server too, with the reason.
  await page.getByLabel('Name', { exact: true }).fill('Nobody');
  await page.getByLabel('Result ID or link').fill('f'.repeat(24));
  await page.getByRole('button', { name: 'Add person' }).click();
  await expect(page.locator('main [role="alert"]')).toHaveText(
    message('en', 'CompareBuilder.resultNotFound'),
  );
  await expect(page.locator('main').getByRole('listitem')).toHaveCount(1);
  release();
  // Once the scripts run, the list is the same and the form works in the page.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Nobody');
  await expect(page.locator('main').getByRole('listitem').filter({ hasText: 'Ana' })).toBeVisible();
});

test('compare three people: the chart and the facets match each person’s result', async ({
  page,
  request,
}) => {
  const people = [
    { name: 'Ana María', ...(await save(request, 1)) },
    { name: 'Ben', ...(await save(request, 2)) },
    { name: 'Chiara', ...(await save(request, 3)) },
  ];
  await page.goto('/compare');
  const name = page.getByLabel('Name', { exact: true });
  const result = page.getByLabel('Result ID or link');
  // Until two people are listed, "Compare" is a disabled button; then a link to the comparison.
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeDisabled();

  await name.fill('R2D2');
  await result.fill(people[0]!.id);
  await page.getByRole('button', { name: 'Add person' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: message('en', 'CompareBuilder.nameInvalid') }),
  ).toBeVisible();

  for (const [i, person] of people.entries()) {
    await name.fill(person.name);
    // The first as a pasted link, the others as ids.
    await result.fill(i === 0 ? `https://example.org/de/result/${person.id}` : person.id);
    await page.getByRole('button', { name: 'Add person' }).click();
  }
  await name.fill('Dup');
  await result.fill(people[1]!.id.toUpperCase());
  await page.getByRole('button', { name: 'Add person' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already in the list' })).toBeVisible();

  await page.locator('main').getByRole('link', { name: 'Compare', exact: true }).click();
  await page.waitForURL(/\/compare\/[A-Za-z0-9_-]+$/);
  for (const person of people) {
    const scores = (await (await request.get(`/api/result/${person.id}`)).json()) as Scores;
    for (const domain of scores.domains) {
      const row = page
        .locator(`[data-domain="${domain.domain}"] li`)
        .filter({ hasText: person.name });
      await expect(row).toContainText(`Percentile ${shown(domain.percentile)}`);
      for (const facet of domain.facets) {
        await expect(
          page
            .locator(`[data-facet="${domain.domain}${facet.facet}"] li`)
            .filter({ hasText: person.name }),
        ).toContainText(`Percentile ${shown(facet.percentile)}`);
      }
    }
  }

  // The link preview: a generated image of everyone's domains.
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
    'content',
    'Comparing Ana María, Ben, and Chiara.',
  );
  const preview = await previewPath(page);
  expect(preview).toMatch(/^\/compare\/[A-Za-z0-9_-]+\/preview\.png$/);
  await expectPreviewPng(request, preview);

  // A deleted result is named and skipped; the edit link brings the list back.
  await request.delete(`/api/result/${people[1]!.id}`, {
    headers: { authorization: `Bearer ${people[1]!.deleteToken}` },
  });
  await page.reload();
  await expect(page.getByRole('note').filter({ hasText: 'Ben' })).toBeVisible();
  await expect(page.locator('[data-domain="N"] li')).toHaveCount(2);
  await page.getByRole('link', { name: 'Edit this comparison' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Chiara' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ana María' })).toBeVisible();
  // Once nobody is left, there is nothing to draw.
  for (const person of [people[0]!, people[2]!]) {
    await request.delete(`/api/result/${person.id}`, {
      headers: { authorization: `Bearer ${person.deleteToken}` },
    });
  }
  expect((await request.get(preview)).status()).toBe(404);
});

test('comparison previews draw names in any script, in every locale', async ({ page, request }) => {
  test.skip(page.viewportSize()!.width < 600, 'an image does not depend on the viewport');
  test.setTimeout(60_000);
  const names = ['Anna', '王小明', 'دانة', 'अनन्या', 'สมชาย', 'יוסי כהן', '김민준', 'Ольга'];
  const people = [];
  for (const [i, name] of names.entries())
    people.push({ name, id: (await save(request, i + 1)).id });
  const id = Buffer.from(JSON.stringify(people)).toString('base64url');
  for (const locale of locales) {
    await expectPreviewPng(request, localizePath(locale, `/compare/${id}/preview.png`));
  }
  for (const bad of ['!!!', 'W3siYSI6MX1d', 'x'.repeat(2100)]) {
    expect((await request.get(`/compare/${bad}/preview.png`)).status()).toBe(404);
  }
});

test('a broken comparison link is a 404 that explains itself and leads to a new comparison', async ({
  page,
}) => {
  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  for (const [locale, id] of [
    ['en', '***'],
    ['he', b64('{nope')],
    ['en', b64('[{"name":"<script>","id":"x"}]')],
    ['en', 'A'.repeat(3000)],
    ['he', b64(JSON.stringify([{ name: 'Ana', id: 'f'.repeat(24) }]))],
  ] as const) {
    const response = await page.goto(localizePath(locale, `/compare/${encodeURIComponent(id)}`));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(locale, 'CompareView.invalidTitle'),
    );
    await expect(page.getByText(message(locale, 'CompareView.invalidExplanation'))).toBeVisible();
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
    expect(robots.length).toBeGreaterThan(0);
    for (const content of robots) expect(content).toMatch(/noindex/);
    await expect(page).toHaveTitle(new RegExp(`^${message(locale, 'CompareView.invalidTitle')}`));
  }
  await page.getByRole('link', { name: message('he', 'CompareView.startOver') }).click();
  await page.waitForURL(/\/he\/compare$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('he', 'Pages.compare.title'),
  );
});

/** The English ordinal the differences are written with ("1st", "22nd", "73rd", "87th"). */
function ordinal(n: number) {
  const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th' } as const;
  return `${n}${suffix[new Intl.PluralRules('en', { type: 'ordinal' }).select(n) as 'one']}`;
}

/** Each person's shown percentile per domain, read from the API. */
/** Saves one result per name: their domain percentiles and the comparison's id. */
async function savePeople(request: APIRequestContext, names: string[]) {
  const ids: string[] = [];
  for (const [i] of names.entries()) ids.push((await save(request, i + 1)).id);
  const compareId = Buffer.from(
    JSON.stringify(names.map((name, i) => ({ name, id: ids[i] }))),
  ).toString('base64url');
  return { scores: await percentiles(request, ids), compareId, ids };
}

async function percentiles(request: APIRequestContext, ids: string[]) {
  return Promise.all(
    ids.map(async (id) => {
      const scores = (await (await request.get(`/api/result/${id}`)).json()) as Scores;
      return Object.fromEntries(
        scores.domains.map((d) => [d.domain, Number(shown(d.percentile))]),
      ) as Record<(typeof DOMAINS)[number], number>;
    }),
  );
}

for (const locale of ['en', 'he'] as const) {
  test(`ids are checked as they are added, a username is offered as the name, and the list survives a reload (${locale})`, async ({
    page,
    request,
  }) => {
    const t = (key: string) => message(locale, `CompareBuilder.${key}`);
    const dana = await saveAnswers(request, { choice: (i) => (i % 5) + 1, handle: 'dana_k.99' });
    const ben = await save(request, 2);
    await page.goto(localizePath(locale, '/compare'));
    const name = page.getByLabel(t('nameLabel'), { exact: true });
    const result = page.getByLabel(t('resultLabel'));
    const add = page.getByRole('button', { name: t('add') });
    const people = page.locator('main').getByRole('listitem');

    // A well-formed id that no result has: said under the field, and refused.
    await name.fill('Nobody');
    await result.fill('e'.repeat(24));
    await expect(page.getByText(t('resultNotFound'))).toBeVisible();
    await add.click();
    await expect(page.locator('main [role="alert"]')).toHaveText(t('resultNotFound'));
    await expect(people).toHaveCount(0);

    // A result saved with a username: found, and the username offered while the name is empty.
    await name.fill('');
    await result.fill(`https://example.org/result/${dana.id}`);
    await expect(
      page.getByText(t('resultFoundHandle').replace('{handle}', '\u2068dana_k.99\u2069')),
    ).toBeVisible();
    // Names are isolated from the sentence's direction (U+2068…U+2069).
    await page
      .getByRole('button', { name: t('useHandle').replace('{name}', '\u2068dana k\u2069') })
      .click();
    await expect(name).toHaveValue('dana k');
    await add.click();
    await name.fill('Ben');
    await result.fill(ben.id);
    await add.click();
    await expect(people).toHaveCount(2);
    await expect(people.first()).toContainText('@dana_k.99');
    await expect(people.first()).toContainText('dana k');

    // The list is kept in the browser; a result deleted since is flagged where it is listed.
    await request.delete(`/api/result/${ben.id}`, {
      headers: { authorization: `Bearer ${ben.deleteToken}` },
    });
    await page.reload();
    await expect(people).toHaveCount(2);
    await expect(people.nth(1)).toContainText(t('personNotFound'));
    await expect(people.first()).not.toContainText(t('personNotFound'));
    await page.getByRole('button', { name: `${t('remove')}: Ben` }).click();
    await page.reload();
    await expect(people).toHaveCount(1);
    await expect(people.first()).toContainText('dana k');
  });
}

/** The chart's bar of person `n` (1-based) in `domain`, and the filled part of it. */
const bar = (page: Page, domain: string, n: number) =>
  page.locator(`[data-chart-domain="${domain}"] [data-person="${n}"]`);

test('ten people: ten colours and numbers, the chart first, figures as the API gives them, mirrored in Arabic', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const names = ['Ana', 'Ben', 'Chiara', 'Dana', 'Emil', 'Fatima', 'Goran', 'Hana', 'Ivo', 'Jana'];
  const { scores, compareId, ids } = await savePeople(request, names);
  const bands = await Promise.all(
    ids.map(async (id) => {
      const result = (await (await request.get(`/api/result/${id}`)).json()) as {
        domains: { domain: string; band: { percentileLow: number; percentileHigh: number } }[];
      };
      return Object.fromEntries(
        result.domains.map((d) => [
          d.domain,
          [Number(shown(d.band.percentileLow)), Number(shown(d.band.percentileHigh))],
        ]),
      );
    }),
  );

  for (const locale of ['en', 'ar'] as const) {
    const t = (key: string) => message(locale, `CompareView.${key}`);
    const number = new Intl.NumberFormat(localeTag(locale)).format;
    await page.goto(localizePath(locale, `/compare/${compareId}`));
    // The page opens with the chart: the first section after the introduction.
    await expect(page.locator('main h2').first()).toHaveText(t('chartTitle'));

    const legend = page.getByRole('list', { name: t('legend') });
    await expect(legend.getByRole('listitem')).toHaveCount(10);
    for (const [i, name] of names.entries()) {
      // The answers these tests save are not careful ones: a mark may follow the name.
      await expect(legend.getByRole('listitem').nth(i)).toHaveText(
        new RegExp(`^${number(i + 1)}${name}( \\(|$)`),
      );
    }

    // Ten different fills in every domain, each bar numbered, each value the API's.
    for (const domain of DOMAINS) {
      const fills = await page
        .locator(`[data-chart-domain="${domain}"] [data-person] [style*="--p"] > span:first-child`)
        .evaluateAll((elements) => elements.map((e) => getComputedStyle(e).backgroundColor));
      expect(new Set(fills).size).toBe(10);
      for (const [i] of names.entries()) {
        await expect(bar(page, domain, i + 1)).toHaveAttribute(
          'data-value',
          String(scores[i]![domain]),
        );
        await expect(bar(page, domain, i + 1)).toContainText(number(i + 1));
      }
    }
    await expect(page.locator('[data-chart]')).toHaveAttribute('aria-hidden', 'true');

    // Laid out in the reading direction: domains from the start side on a wide screen, bars
    // growing from the start side on a phone.
    if (isMobile(page)) {
      const track = await bar(page, 'E', 1).locator('[style*="--p"]').boundingBox();
      const fill = await bar(page, 'E', 1)
        .locator('[style*="--p"] > span:first-child')
        .boundingBox();
      if (locale === 'ar')
        expect(Math.abs(fill!.x + fill!.width - track!.x - track!.width)).toBeLessThan(2);
      else expect(Math.abs(fill!.x - track!.x)).toBeLessThan(2);
    } else {
      const first = (await page.locator('[data-chart-domain="N"]').boundingBox())!.x;
      const last = (await page.locator('[data-chart-domain="C"]').boundingBox())!.x;
      expect(locale === 'ar' ? first > last : first < last).toBe(true);
    }

    // The same figures as a table, for screen readers.
    const table = page.getByRole('table', { name: t('tableCaption') });
    await expect(table.getByRole('row')).toHaveCount(11);
    for (const [i, name] of names.entries()) {
      const row = table.getByRole('row').nth(i + 1);
      await expect(row.getByRole('rowheader')).toHaveText(new RegExp(`^${name}( \\(|$)`));
      // Each figure with the person's 95 % band, as the bars draw it.
      await expect(row.getByRole('cell')).toHaveText(
        DOMAINS.map((d) =>
          t('cellBand')
            .replace('{value}', number(scores[i]![d]))
            .replace('{low}', number(bands[i]![d]![0]!))
            .replace('{high}', number(bands[i]![d]![1]!)),
        ),
      );
    }
  }
});

test('the largest differences are named in a sentence each, largest first, beyond measurement error only', async ({
  page,
  request,
}) => {
  const names = ['Ana', 'Ben', 'Chiara'];
  const { scores, compareId, ids } = await savePeople(request, names);
  const results = await Promise.all(
    ids.map(async (id) => (await (await request.get(`/api/result/${id}`)).json()) as Scores),
  );
  // Per domain the highest and the lowest T score (the first listed on a tie); a gap counts when
  // it is beyond 1.96 standard errors of the difference; then the largest gaps as shown.
  const gaps = DOMAINS.map((domain) => {
    const of = (i: number) => results[i]!.domains.find((d) => d.domain === domain)!;
    const ts = results.map((_, i) => of(i).t);
    const high = ts.indexOf(Math.max(...ts));
    const low = ts.indexOf(Math.min(...ts));
    const error = Math.sqrt(of(high).sem ** 2 + of(low).sem ** 2);
    const beyond = of(high).t - of(low).t > 1.96 * error;
    return { domain, high, low, beyond, gap: scores[high]![domain] - scores[low]![domain] };
  })
    .filter((g) => g.beyond)
    .sort((a, b) => b.gap - a.gap)
    .slice(0, 3);
  expect(gaps.length).toBeGreaterThan(0);

  await page.goto(`/compare/${compareId}`);
  const items = page.locator('[data-differences] li');
  await expect(items).toHaveCount(gaps.length);
  for (const [i, g] of gaps.entries()) {
    const domain = message('en', `ResultSummary.domain${g.domain}`);
    const [high, low] = [names[g.high]!, names[g.low]!];
    const values = `${ordinal(scores[g.high]![g.domain])} vs ${ordinal(scores[g.low]![g.domain])} percentile.`;
    await expect(items.nth(i)).toHaveText(
      i === 0
        ? `${high} and ${low} differ most in ${domain}: ${values}`
        : `${high} and ${low} also differ in ${domain}: ${values}`,
    );
  }

  // In Hebrew, the same people and domain, in the page's language.
  await page.goto(`/he/compare/${compareId}`);
  const first = page.locator('[data-differences] li').first();
  await expect(first).toContainText(message('he', `ResultSummary.domain${gaps[0]!.domain}`));
  await expect(first).toContainText(names[gaps[0]!.high]!);
  await expect(first).toContainText(names[gaps[0]!.low]!);
  await expect(first).toContainText('אחוזון');
});
