import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectPreviewPng,
  holdScripts,
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
  await page.waitForURL(/\/compare\?/, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main').getByRole('listitem').filter({ hasText: 'Ana' })).toBeVisible();
  await expect(page.locator('main [role="alert"]')).toHaveCount(0);
  // A second person the same way; a name already listed is refused with the reason.
  await page.getByLabel('Name', { exact: true }).fill('ana');
  await page.getByLabel('Result ID or link').fill(id);
  await page.getByRole('button', { name: 'Add person' }).click();
  await expect(page.locator('main [role="alert"]').first()).toBeVisible();
  await expect(page.locator('main').getByRole('listitem')).toHaveCount(1);
  release();
  // Once the scripts run, the list is the same and the form works in the page.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('ana');
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
  await expect(page.getByRole('alert').filter({ hasText: 'no digits' })).toBeVisible();

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
  await expect(page.getByRole('note')).toContainText('Ben');
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

test('a broken comparison link explains itself instead of failing', async ({ page }) => {
  for (const [id, key] of [
    ['***', 'encoding'],
    [Buffer.from('{nope').toString('base64url'), 'json'],
    [Buffer.from('[{"name":"<script>","id":"x"}]').toString('base64url'), 'shape'],
    ['A'.repeat(3000), 'tooLong'],
  ] as const) {
    const response = await page.goto(`/compare/${encodeURIComponent(id)}`);
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByText(message('en', `CompareView.invalid.${key}`))).toBeVisible();
  }
});
