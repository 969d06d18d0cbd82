/**
 * What a newcomer still tripped over (issue 34), one test per point, on phone and desktop, in a
 * left-to-right and a right-to-left locale where text is involved.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DOMAINS } from '../inventory/info';
import { ITEM_KEYS } from '../inventory/items';
import { localeTag } from '../lib/i18n/locales';
import { encodePrivateResult } from '../lib/results/private-link';
import type { PublicResult } from '../lib/results/public-result';
import { expect, test } from './fixtures';
import {
  answerAll,
  fillForm,
  isMobile,
  keepResults,
  localizePath,
  message,
  saveAnswers,
} from './helpers';

/** Answers that agree with each statement's keying: careful, consistent, nothing in doubt. */
const careful = (i: number) => {
  const item = ITEM_KEYS[i]!;
  return item.keyed === 'plus' ? [4, 5, 4, 3][i % 4]! : [2, 1, 2, 3][i % 4]!;
};
/** The same with one domain turned to its other end. */
const turned = (domain: string) => (i: number) => {
  const item = ITEM_KEYS[i]!;
  if (item.domain !== domain) return careful(i);
  return item.keyed === 'plus' ? 1 : 5;
};
/** The same with one statement's answer moved one step: a gap far inside measurement error. */
const nudged = (i: number) => (i === 0 ? Math.min(5, careful(i) + 1) : careful(i));

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (out, [key, value]) => out.replace(`{${key}}`, String(value)),
    text,
  );
const compareLink = (people: { name: string; id: string }[]) =>
  Buffer.from(JSON.stringify(people)).toString('base64url');
const api = async (request: APIRequestContext, id: string) =>
  (await (await request.get(`/api/result/${id}`)).json()) as PublicResult;

/** The 95 % test of a difference of two scores, computed here from the API's T scores and SEMs. */
function beyondError(a: { t: number; sem?: number }, b: { t: number; sem?: number }) {
  const error = Math.sqrt(a.sem! ** 2 + b.sem! ** 2);
  return Math.abs(a.t - b.t) > 1.96 * error;
}

test.describe('1. a comparison calls a difference a difference only beyond measurement error', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`bands, averages and the error rule (${locale})`, async ({ page, request }) => {
      const t = (key: string) => message(locale, `CompareView.${key}`);
      // Two careful people a single answer apart: percentiles may differ, no difference counts.
      const a = await saveAnswers(request, { choice: careful, seconds: () => 5 });
      const b = await saveAnswers(request, { choice: nudged, seconds: () => 5 });
      await page.goto(
        localizePath(
          locale,
          `/compare/${compareLink([
            { name: 'Ana', id: a.id },
            { name: 'Ben', id: b.id },
          ])}`,
        ),
      );
      await expect(page.locator('[data-differences]')).toHaveText(t('withinError'));
      await expect(page.getByText(t('differencesRule'))).toBeVisible();
      await expect(page.locator('[data-difference]')).toHaveCount(0);

      // Each bar: the person's 95 % band and the norm average drawn on it, the band's figures
      // the API's; the legend says what both marks are.
      const [ra, rb] = [await api(request, a.id), await api(request, b.id)];
      for (const domain of DOMAINS) {
        for (const [n, result] of [ra, rb].entries()) {
          const score = result.domains.find((d) => d.domain === domain)!;
          const bar = page.locator(`[data-chart-domain="${domain}"] [data-person="${n + 1}"]`);
          const shown = (p: number) => Math.round(Math.min(99, Math.max(1, p)));
          await expect(bar.locator('[data-band]')).toHaveAttribute(
            'data-band',
            `${shown(score.band!.percentileLow)}-${shown(score.band!.percentileHigh)}`,
          );
          await expect(bar.locator('.chart-band')).toHaveCount(1);
          await expect(bar.locator('.chart-mean')).toHaveCount(1);
        }
      }
      await expect(page.getByText(t('bandLegend'))).toBeVisible();
      await expect(page.getByText(t('averageMark'))).toBeVisible();

      // Far apart in Neuroticism (and nowhere else beyond error): that one is named, as the
      // independent computation says.
      const c = await saveAnswers(request, { choice: turned('N'), seconds: () => 5 });
      const rc = await api(request, c.id);
      const expected = DOMAINS.filter((domain) =>
        beyondError(
          ra.domains.find((d) => d.domain === domain)!,
          rc.domains.find((d) => d.domain === domain)!,
        ),
      );
      expect(expected).toContain('N');
      await page.goto(
        localizePath(
          locale,
          `/compare/${compareLink([
            { name: 'Ana', id: a.id },
            { name: 'Cleo', id: c.id },
          ])}`,
        ),
      );
      const named = await page
        .locator('[data-difference]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-difference')));
      expect(named.length).toBe(Math.min(3, expected.length));
      for (const domain of named) expect(expected).toContain(domain);
      expect(named[0]).toBe('N');
    });
  }
});

test.describe('2. change over time can be found', () => {
  for (const locale of ['en', 'he'] as const) {
    test(`the result page links to the change since the earlier test kept here (${locale})`, async ({
      page,
      request,
    }) => {
      const older = await saveAnswers(request, { choice: careful, seconds: () => 5 });
      const newer = await saveAnswers(request, { choice: turned('N'), seconds: () => 5 });
      const olderAt = '2026-11-28T09:15:00.000Z';
      await page.goto(localizePath(locale, `/result/${newer.id}`));
      const link = page.locator('[data-change-link]');
      // A result this browser did not save shows no such link.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(link).toHaveCount(0);
      await keepResults(page, {
        tokens: { [older.id]: older.deleteToken, [newer.id]: newer.deleteToken },
        last: newer.id,
        savedAt: { [older.id]: olderAt, [newer.id]: new Date().toISOString() },
      });
      await page.reload();
      const date = new Intl.DateTimeFormat(localeTag(locale), {
        dateStyle: 'long',
        timeStyle: 'short',
      }).format(new Date(olderAt));
      await expect(link).toHaveText(fill(message(locale, 'ResultSummary.changeSince'), { date }));
      await link.click();
      await page.waitForURL(new RegExp(`/result/${older.id}/change/${newer.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message(locale, 'ResultChange.title'),
      );
    });
  }
});

test('3. share links use the address the visitor is on; canonical addresses stay SITE_URL', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { id } = await saveAnswers(request, { choice: careful, seconds: () => 5 });
  // The same server under another name than the one SITE_URL (or its default) gives.
  const other = new URL(baseURL!);
  other.hostname = '127.0.0.1';
  await page.goto(`${other.origin}/result/${id}`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).origin).not.toBe(other.origin);
  const shared = `${other.origin}/result/${id}`;
  const facebook = page.getByRole('link', {
    name: fill(message('en', 'ResultShare.shareOn'), { network: 'Facebook' }),
  });
  await expect(facebook).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shared)}`,
  );
  await expect(
    page.getByRole('link', { name: message('en', 'ResultShare.email') }),
  ).toHaveAttribute('href', new RegExp(encodeURIComponent(shared)));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: other.origin });
  await page.getByRole('button', { name: message('en', 'ResultShare.copyLink') }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
});

test.describe('4. private links stay private and whole', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`an altered link says so; only the browser that took the test may store it (${locale})`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const t = (key: string) => message(locale, `PrivateResult.${key}`);
      await page.goto(localizePath(locale, '/test'));
      await fillForm(page, locale, '34');
      await answerAll(page);
      await page.getByRole('checkbox', { name: message(locale, 'Test.privateLabel') }).check();
      await page.getByRole('button', { name: message(locale, 'Test.submit') }).click();
      await page.waitForURL(/\/result\/private#2\./);
      const link = page.url();
      // The browser that took the test may store it.
      await expect(page.getByRole('button', { name: t('store') })).toBeVisible();

      const fresh = await browser.newContext({ serviceWorkers: 'block' });
      try {
        const other = await fresh.newPage();
        await other.goto(link);
        await expect(other.locator('main [data-verdict]')).toBeVisible();
        await expect(other.getByTestId('store-elsewhere')).toHaveText(t('storeElsewhere'));
        await expect(other.getByRole('button', { name: t('store') })).toHaveCount(0);

        // One answer changed, or the link cut short: said, no other scores shown.
        const [body, check] = [link.slice(0, link.lastIndexOf('.')), link.split('.').pop()!];
        const answers = body.split('.').pop()!;
        const swapped = answers[0] === 'A' ? 'B' : 'A';
        const altered = `${body.slice(0, -answers.length)}${swapped}${answers.slice(1)}.${check}`;
        for (const broken of [altered, link.slice(0, -3), body]) {
          await other.goto('about:blank');
          await other.goto(broken);
          await expect(other.getByRole('heading', { level: 1 })).toHaveText(t('malformedTitle'));
          await expect(other.locator('main [data-domain]')).toHaveCount(0);
        }
      } finally {
        await fresh.close();
      }
    });
  }

  test('the answer-quality verdict and its details agree without times per statement', async ({
    page,
  }) => {
    const link = (timeElapsed: number) =>
      `/result/private#${encodePrivateResult({
        lang: 'en',
        gender: 'female',
        age: 30,
        invalid: false,
        timeElapsed,
        takenAt: Math.floor(Date.now() / 1000),
        handle: null,
        choices: ITEM_KEYS.map((_, i) => careful(i) as 1 | 2 | 3 | 4 | 5),
      })}`;
    const t = (key: string) => message('en', `AnswerQuality.${key}`);
    // A minute for 120 statements: half a second each, too fast, and the details say so.
    await page.goto(link(60));
    const panel = page.locator('main [data-verdict]');
    await expect(panel).toHaveAttribute('data-verdict', 'doubtful');
    await expect(panel.locator('li').first()).toContainText(/per statement/);
    // Fifteen minutes: careful, as the verdict and the text say.
    await page.goto('about:blank');
    await page.goto(link(900));
    await expect(panel).toHaveAttribute('data-verdict', 'good');
    await expect(panel).toContainText(t('goodText'));
    // No time recorded: consistent, without claiming a pace that was not measured.
    await page.goto('about:blank');
    await page.goto(link(0));
    await expect(panel).toHaveAttribute('data-verdict', 'good');
    await expect(panel).toContainText(t('goodTextUntimed'));
  });
});

test.describe('5. a comparison whose results are gone', () => {
  for (const locale of ['en', 'he'] as const) {
    test(`names who is missing, and answers 404 below two people (${locale})`, async ({
      page,
      request,
    }) => {
      const people: { name: string; id: string; deleteToken: string }[] = [];
      for (const name of ['Ana', 'Ben', 'Chiara'])
        people.push({ name, ...(await saveAnswers(request, { choice: careful })) });
      const path = localizePath(
        locale,
        `/compare/${compareLink(people.map(({ name, id }) => ({ name, id })))}`,
      );
      const remove = (person: (typeof people)[number]) =>
        request.delete(`/api/result/${person.id}`, {
          headers: { authorization: `Bearer ${person.deleteToken}` },
        });

      await remove(people[0]!);
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole('note').filter({ hasText: 'Ana' })).toBeVisible();
      await expect(page.locator('main')).toContainText('Ben');

      await remove(people[1]!);
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message(locale, 'CompareView.invalidTitle'),
      );
      const gone = page.locator('main').getByRole('note');
      await expect(gone).toContainText('Ana');
      await expect(gone).toContainText('Ben');
      await expect(gone).not.toContainText('Chiara');
      await expect(page.locator('main')).not.toContainText(
        fill(message(locale, 'CompareView.lead'), { names: '' }),
      );

      await remove(people[2]!);
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(gone).toContainText('Chiara');
      expect((await request.get(`${path}/preview.png`)).status()).toBe(404);
    });
  }
});

test.describe('6. handles and raw scores say what they are', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`the handle field's label, hint and check agree (${locale})`, async ({ page }) => {
      const t = (key: string) => message(locale, `Test.${key}`);
      await page.goto(localizePath(locale, '/test'));
      await page.locator('button[aria-pressed="true"][lang]').click();
      await page.getByRole('radio', { name: t('genderFemale'), exact: true }).check();
      await page.getByRole('spinbutton', { name: t('ageLabel') }).fill('30');
      await page.getByRole('button', { name: t('next'), exact: true }).click();
      await expect(page.getByRole('heading', { name: t('handleTitle') })).toBeVisible();
      const field = page.getByRole('textbox', { name: t('handleLabel') });
      await expect(field).toHaveAccessibleDescription(new RegExp(escape(t('handleHint'))));
      // Typed left to right whatever the page's direction: handles are Latin.
      await expect(field).toHaveAttribute('dir', 'ltr');
      await field.fill('سارة');
      await page.getByRole('button', { name: t('next'), exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: t('handleInvalid') })).toBeVisible();
      await field.fill('@sara_k.92');
      await page.getByRole('button', { name: t('next'), exact: true }).click();
      await expect(page.locator('fieldset[data-item="1"]')).toBeVisible();
    });

    test(`raw scores show their scale (${locale})`, async ({ page, request }) => {
      const { id } = await saveAnswers(request, { choice: careful, seconds: () => 5 });
      const result = await api(request, id);
      await page.goto(localizePath(locale, `/result/${id}`));
      const n = result.domains.find((d) => d.domain === 'N')!;
      const number = new Intl.NumberFormat(localeTag(locale)).format;
      const section = page.locator('#domain-N');
      await section.getByTestId('raw-score').evaluate((e) => {
        // Inside a fold on phones: opened so the text can be read.
        e.closest('details')?.setAttribute('open', '');
      });
      await expect(section.getByTestId('raw-score')).toContainText(
        fill(message(locale, 'ResultSummary.rawScore'), {
          raw: number(n.raw),
          min: number(24),
          max: number(120),
          items: number(24),
        }).replace(/\{[^}]*\}/g, ''),
      );
      const facet = n.facets[0]!;
      await expect(section.locator('[data-facet]').first()).toContainText(
        fill(message(locale, 'ResultSummary.score'), {
          raw: number(facet.raw),
          min: number(4),
          max: number(20),
        }),
      );
    });
  }
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('7. small screens and keyboards', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`on a 320 px phone the first statement shows once the test starts, under a heading that says where (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 568 });
      await page.goto(localizePath(locale, '/test'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message(locale, 'Pages.test.title'),
      );
      await fillForm(page, locale, '30');
      const number = new Intl.NumberFormat(localeTag(locale)).format;
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(
        fill(message(locale, 'Test.statementHeading'), { num: number(1), total: number(120) }),
      );
      await expect(page.getByText(message(locale, 'Pages.test.description'))).toHaveCount(0);
      const first = page.locator('fieldset[data-item="1"] [data-item-heading]');
      const box = (await first.boundingBox())!;
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(box.y + box.height).toBeLessThanOrEqual(568);
      // The first answer too, without scrolling.
      const choice = (await page.locator('fieldset[data-item="1"] label').first().boundingBox())!;
      expect(choice.y + choice.height).toBeLessThanOrEqual(568);
      await page.locator('fieldset[data-item="1"] label').first().click();
      await expect(heading).toHaveText(
        fill(message(locale, 'Test.statementHeading'), { num: number(2), total: number(120) }),
      );
    });
  }

  test('on a wide screen the heading names the three statements shown', async ({ page }) => {
    test.skip(isMobile(page), 'three statements a page from 600 px');
    await page.goto('/test');
    await fillForm(page, 'en', '30');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statements 1–3 of 120');
  });

  test('every control reached by keyboard shows a focus ring of 3:1 against its surroundings', async ({
    page,
    request,
  }) => {
    test.skip(isMobile(page), 'keyboard check on desktop');
    test.setTimeout(90_000);
    const a = await saveAnswers(request, { choice: careful, seconds: () => 5 });
    const b = await saveAnswers(request, { choice: turned('N'), seconds: () => 5 });
    const pages = [
      '/',
      '/test',
      `/result/${a.id}`,
      `/compare/${compareLink([
        { name: 'Ana', id: a.id },
        { name: 'Ben', id: b.id },
      ])}`,
      '/compare',
      '/faq',
    ];
    const failures: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      if (path === '/test') {
        // The setup slide with a choice made: a selected (dark) option among the controls.
        await page.locator('button[aria-pressed="true"][lang]').click();
        await page.getByRole('radio', { name: 'Female', exact: true }).check();
      }
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const ring = await focusRing(page);
        if (!ring) continue;
        if (ring.problem) failures.push(`${path}: ${ring.what}: ${ring.problem}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** The focused element's outline and the contrast of its colour with the colours it touches. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    /** Any CSS colour (oklch included) as sRGB bytes and alpha, by painting it. */
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return { r: r!, g: g!, b: b!, a: a! / 255 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const c = (v: number) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
    };
    const contrast = (x: string, y: string) => {
      const [l1, l2] = [luminance(rgba(x)), luminance(rgba(y))].sort((m, n) => n - m);
      return (l1! + 0.05) / (l2! + 0.05);
    };
    /** The first background from `from` outwards that is mostly opaque. */
    const background = (from: Element | null) => {
      for (let node = from; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (rgba(color).a >= 0.5) return color;
      }
      return 'rgb(255, 255, 255)';
    };
    const style = getComputedStyle(element);
    const what = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2)
      return { what, problem: 'no outline of 2 px' };
    const own = background(element);
    const around = background(element.parentElement);
    const ownRatio = contrast(style.outlineColor, own);
    const aroundRatio = contrast(style.outlineColor, around);
    if (ownRatio < 3 || aroundRatio < 3)
      return {
        what,
        problem: `outline ${style.outlineColor}: ${ownRatio.toFixed(2)} against ${own}, ${aroundRatio.toFixed(2)} against ${around}`,
      };
    return { what, problem: null };
  });
}
