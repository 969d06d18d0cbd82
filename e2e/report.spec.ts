import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { encodeCompareId } from '../lib/compare/id';
import { type Locale, localeTag } from '../lib/i18n/locales';
import { localizePath, message, saveAnswers } from './helpers';

/**
 * Issue 20, points 1-2: every score's 95 % band (measurement error) and the answer-quality panel,
 * in the page, the API and the JSON download, checked against a computation of their own here:
 * the published alphas (Johnson 2014) and the normal distribution, not the site's modules.
 */
const ALPHA = { N: 0.88, E: 0.84, O: 0.85, A: 0.81, C: 0.84 } as const;
type DomainKey = keyof typeof ALPHA;

/** Φ(x) from erf (Abramowitz & Stegun 7.1.26, error below 1.5e-7). */
function phi(x: number) {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function expectedBand(t: number, alpha: number) {
  const sem = 10 * Math.sqrt(1 - alpha);
  const low = t - 1.96 * sem;
  const high = t + 1.96 * sem;
  const level = (x: number) => (x < 45 ? 'low' : x > 55 ? 'high' : 'average');
  return {
    sem,
    percentileLow: 100 * phi((low - 50) / 10),
    percentileHigh: 100 * phi((high - 50) / 10),
    uncertain: level(low) !== level(t) || level(high) !== level(t),
  };
}

interface ApiScale {
  domain: DomainKey;
  t: number;
  level: 'low' | 'average' | 'high';
  sem: number;
  band: { percentileLow: number; percentileHigh: number; levelUncertain: boolean };
}
interface ApiResult {
  domains: ApiScale[];
  quality: {
    verdict: 'good' | 'someDoubts' | 'doubtful';
    reasons: { kind: string }[];
    indicators: { secondsPerItem: number | null; longestRuns: Record<string, number> };
  };
}

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text);

// A careful profile: every statement answered in line with its keying (a different level per
// domain), about 6 s a statement. And one given in a hurry, without regard to the statements.
const items = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'inventory', 'generated', 'items.json'), 'utf8'),
) as { keyed: 'plus' | 'minus'; domain: DomainKey }[];
const LEVEL = { N: 2, E: 4, O: 5, A: 4, C: 3 } as const;
const careful = {
  choice: (i: number) =>
    items[i]!.keyed === 'plus' ? LEVEL[items[i]!.domain] : 6 - LEVEL[items[i]!.domain],
  seconds: (i: number) => 4 + (i % 5),
};
const hurried = { choice: (i: number) => (i % 2 ? 5 : 4), seconds: () => 1 };

const ONE_SECOND_PER_STATEMENT = {
  en: 'Time per statement: 1 second on average',
  ar: 'الوقت لكل عبارة: ثانية واحدة في المتوسط',
} as const;

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  test.describe(`report in ${locale}`, () => {
    const format = (n: number) =>
      new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 0 }).format(
        Math.min(99, Math.max(1, n)),
      );

    test('every domain shows its 95 % band, equal to an independent computation, in the page, the API and the JSON download', async ({
      page,
      request,
    }) => {
      const { id } = await saveAnswers(request, careful);
      const api = (await (await request.get(`/api/result/${id}`)).json()) as ApiResult;
      for (const domain of api.domains) {
        const expected = expectedBand(domain.t, ALPHA[domain.domain]);
        expect(domain.sem).toBeCloseTo(expected.sem, 6);
        expect(domain.band.percentileLow).toBeCloseTo(expected.percentileLow, 4);
        expect(domain.band.percentileHigh).toBeCloseTo(expected.percentileHigh, 4);
        expect(domain.band.levelUncertain).toBe(expected.uncertain);
      }

      await page.goto(localizePath(locale, `/result/${id}`));
      await expect(page.locator('html')).toHaveAttribute('lang', localeTag(locale));
      const bands = page.getByTestId('glance-band');
      await expect(bands).toHaveCount(5);
      for (const [i, domain] of api.domains.entries()) {
        const expected = expectedBand(domain.t, ALPHA[domain.domain]);
        await expect(bands.nth(i)).toHaveText(
          fill(message(locale, 'ResultSummary.bandText'), {
            low: format(expected.percentileLow),
            high: format(expected.percentileHigh),
          }),
        );
      }
      // The bar outlines the band: one per domain at a glance, one per domain and facet below.
      await expect(page.locator('[data-band]')).toHaveCount(5 + 5 + 30);
      // A level whose band crosses a cut-off says "probably".
      const uncertain = api.domains.find((d) => d.band.levelUncertain);
      if (uncertain) {
        const levelKey = { low: 'levelLow', average: 'levelAverage', high: 'levelHigh' }[
          uncertain.level
        ];
        const probably = fill(message(locale, 'ResultSummary.levelProbably'), {
          level: message(locale, `ResultSummary.${levelKey}`),
        });
        await expect(page.locator(`#domain-${uncertain.domain}`)).toContainText(probably);
      }

      // The JSON download is the API's answer, bands and quality included.
      const href = await page
        .getByRole('link', { name: message(locale, 'ResultShare.download') })
        .getAttribute('href');
      const downloaded = (await (await request.get(href!)).json()) as ApiResult;
      expect(downloaded.domains).toEqual(api.domains);
      expect(downloaded.quality).toEqual(api.quality);
    });

    test('answer quality: a careful and a hurried profile, explained on the page and marked in a comparison', async ({
      page,
      request,
    }) => {
      const good = await saveAnswers(request, careful);
      const fast = await saveAnswers(request, hurried);
      const goodApi = (await (await request.get(`/api/result/${good.id}`)).json()) as ApiResult;
      const fastApi = (await (await request.get(`/api/result/${fast.id}`)).json()) as ApiResult;
      expect(goodApi.quality).toMatchObject({ verdict: 'good', reasons: [] });
      expect(goodApi.quality.indicators.secondsPerItem).toBeCloseTo(6, 6);
      expect(fastApi.quality.indicators.secondsPerItem).toBe(1);
      expect(fastApi.quality.verdict).toBe('doubtful');
      expect(fastApi.quality.reasons.map((r) => r.kind)).toContain('fast');

      await page.goto(localizePath(locale, `/result/${fast.id}`));
      const panel = page.locator('section[data-verdict]');
      await expect(panel).toHaveAttribute('data-verdict', 'doubtful');
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(
        `${message(locale, 'AnswerQuality.heading')}: ${message(locale, 'AnswerQuality.verdict.doubtful')}`,
      );
      await expect(panel).toContainText(message(locale, 'AnswerQuality.advice'));
      // Every indicator is one click away, by keyboard too.
      const summary = panel.getByText(message(locale, 'AnswerQuality.checkedSummary'));
      await summary.focus();
      await page.keyboard.press('Enter');
      // One second per statement, with the unit in the singular (an ICU plural in the message).
      await expect(panel.getByText(ONE_SECOND_PER_STATEMENT[locale])).toBeVisible();

      await page.goto(localizePath(locale, `/result/${good.id}`));
      await expect(page.locator('section[data-verdict]')).toHaveAttribute('data-verdict', 'good');
      await expect(page.locator('section[data-verdict]')).toContainText(
        message(locale, 'AnswerQuality.goodText'),
      );

      // Printing keeps the bands and the panel.
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('section[data-verdict]')).toBeVisible();
      await expect(page.getByTestId('glance-band').first()).toBeVisible();
      await page.emulateMedia({ media: 'screen' });

      const compare = encodeCompareId([
        { name: 'Ana', id: good.id },
        { name: 'Ben', id: fast.id },
      ]);
      await page.goto(localizePath(locale, `/compare/${compare}`));
      await expect(page.getByRole('note').filter({ hasText: 'Ben' })).toHaveText(
        fill(message(locale, 'CompareView.doubtful'), { names: 'Ben' }),
      );
      const legend = page.getByRole('list', { name: message(locale, 'CompareView.legend') });
      await expect(legend.locator('[data-doubtful]')).toHaveCount(1);
      await expect(legend.getByRole('listitem').nth(1)).toContainText(
        message(locale, 'CompareView.doubtfulMark'),
      );
    });
  });
}

test('the test keeps the seconds spent on each statement while it is answered', async ({
  page,
}) => {
  await page.goto('/test');
  const t = (key: string) => message('en', `Test.${key}`);
  await page.locator('button[aria-pressed="true"][lang]').click();
  await page.getByRole('radio', { name: t('genderFemale'), exact: true }).check();
  await page.getByRole('spinbutton', { name: t('ageLabel') }).fill('30');
  await page.getByRole('button', { name: t('next'), exact: true }).click();
  await page.getByRole('button', { name: t('skipHandle'), exact: true }).click();
  const first = page.locator('fieldset[data-item="1"]');
  await expect(first).toBeVisible();
  await page.waitForTimeout(2_100);
  await first.getByRole('radio').nth(3).check();
  const seconds = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('b5-test') ?? '{}') as {
          state: { seconds: Record<string, number> };
        }
      ).state.seconds,
  );
  const values = Object.values(seconds);
  expect(values).toHaveLength(1);
  expect(values[0]).toBeGreaterThanOrEqual(2);
});
