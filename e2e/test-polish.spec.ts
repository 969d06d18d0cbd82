import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { decodeCompareId } from '../lib/compare/id';
import { type Locale, localeTag } from '../lib/i18n/locales';
import {
  answerAll,
  answerLast,
  fillForm,
  isMobile,
  localizePath,
  message,
  saveNeutralResult,
  seedAnsweredTest,
  storedRow,
} from './helpers';

/** One locale written left to right, one right to left: every test runs in both. */
const LOCALES = ['de', 'ar'] as const satisfies readonly Locale[];

const text = (locale: Locale, key: string) => message(locale, `Test.${key}`);

/** Figures as the browser formats them for the interface language. */
function formatted(page: Page, locale: Locale, numbers: number[]) {
  return page.evaluate(
    ({ tag, numbers }) => numbers.map((n) => new Intl.NumberFormat(tag).format(n)),
    { tag: localeTag(locale), numbers },
  );
}

/** Answers statements `from`..`to` with "neither", as a visitor would on this device. */
async function answer(page: Page, from: number, to: number, locale: Locale) {
  const next = page.getByRole('button', { name: text(locale, 'next'), exact: true });
  for (let num = from; num <= to; num++) {
    const group = page.locator(`fieldset[data-item="${num}"]`);
    if (isMobile(page)) {
      await group.locator('label').nth(2).tap();
    } else {
      await group.locator('input[value="3"]').check();
      if (num % 3 === 0 && num < to) await next.click();
    }
  }
}

for (const locale of LOCALES) {
  test.describe(`the test in ${locale}`, () => {
    test('gender and age are one setup screen of real, labelled controls', async ({ page }) => {
      await page.goto(localizePath(locale, '/test'));
      await page.locator('button[aria-pressed="true"][lang]').click();
      await expect(page.getByRole('heading', { name: text(locale, 'setupTitle') })).toBeFocused();
      // Three steps before the statements now: language, about you, username.
      await expect(page.getByTestId('steps').locator('li')).toHaveCount(3);
      const gender = page.getByRole('group', { name: text(locale, 'genderTitle') });
      await expect(gender.getByRole('radio')).toHaveCount(4);
      const age = page.getByRole('spinbutton', { name: text(locale, 'ageLabel') });
      await expect(age).toBeVisible();
      const next = page.getByRole('button', { name: text(locale, 'next'), exact: true });

      // Nothing filled in: both errors are announced and the first field to fix has focus.
      await next.click();
      await expect(page.locator('main form').getByRole('alert')).toHaveText([
        text(locale, 'genderRequired'),
        text(locale, 'ageInvalid'),
      ]);
      await expect(gender.getByRole('radio').first()).toBeFocused();
      await expect(gender).toHaveAccessibleDescription(text(locale, 'genderRequired'));

      // The rule: older than 15.
      await gender.getByRole('radio', { name: text(locale, 'genderOther') }).check();
      await age.fill('15');
      await next.click();
      await expect(page.locator('main form').getByRole('alert')).toHaveText([
        text(locale, 'ageTooYoung'),
      ]);
      await expect(age).toBeFocused();
      await expect(age).toHaveAttribute('aria-invalid', 'true');

      await age.fill('16');
      await page.keyboard.press('Enter');
      // The username stays a step of its own, and optional.
      await expect(page.getByRole('heading', { name: text(locale, 'handleTitle') })).toBeFocused();
      await page.getByRole('button', { name: text(locale, 'back'), exact: true }).click();
      await expect(gender.getByRole('radio', { name: text(locale, 'genderOther') })).toBeChecked();
      await expect(age).toHaveValue('16');
    });

    test('shows "12 / 120" answered beside the percentage, in the interface digits', async ({
      page,
    }) => {
      await page.goto(localizePath(locale, '/test'));
      await fillForm(page, locale);
      await answer(page, 1, 12, locale);
      const [twelve, total, ten] = await formatted(page, locale, [12, 120, 10]);
      const count = page.getByTestId('progress-count');
      const percent = page.getByTestId('progress-text');
      await expect(count).toHaveText(`${twelve} / ${total}`);
      await expect(percent).toHaveText(text(locale, 'progress').replace('{percent}', ten!));
      // Said in words to screen readers, which would read the slash as it is.
      await expect(count).toHaveAttribute('aria-hidden', 'true');
      await expect(
        page.getByText(
          text(locale, 'answeredCountLabel')
            .replace('{answered}', twelve!)
            .replace('{total}', total!),
        ),
      ).toBeAttached();
      // Beside it: on the same line.
      const [a, b] = [(await count.boundingBox())!, (await percent.boundingBox())!];
      expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2))).toBeLessThan(4);
    });

    test('lists the questionnaire languages in the interface collation, the current first', async ({
      page,
    }) => {
      await page.goto(localizePath(locale, '/test'));
      const buttons = page.getByTestId('languages').getByRole('button');
      await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(buttons.first()).toHaveAttribute('lang', locale);
      await expect(page.locator('[data-testid="languages"] [aria-pressed="true"]')).toHaveCount(1);
      const names = await buttons.allInnerTexts();
      const collated = (list: string[]) =>
        page.evaluate(({ tag, list }) => [...list].sort(new Intl.Collator(tag).compare), {
          tag: localeTag(locale),
          list,
        });
      expect(names.slice(1)).toEqual(await collated(names.slice(1)));
      // The interface's collation, not the code points': "Čeština" among the C's, and in Arabic
      // the names in Arabic script first.
      expect(names.indexOf('Čeština')).toBeLessThan(names.indexOf('Dansk'));
      if (locale === 'ar') expect(names.indexOf('فارسی')).toBeLessThan(names.indexOf('Dansk'));
      else expect(names.indexOf('Dansk')).toBeLessThan(names.indexOf('فارسی'));

      // The language menu during the test has the same order.
      await fillForm(page, locale);
      const options = await page
        .getByRole('combobox', { name: text(locale, 'questionnaireLanguage') })
        .locator('option')
        .allInnerTexts();
      expect(options).toEqual(await collated(names));
    });

    test('a test taken from a shared result ends on the comparison of the two', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const other = await saveNeutralResult(request);
      const name = locale === 'ar' ? 'سارة' : 'Anna Lena';
      const link = `/test?compareWith=${other.toUpperCase()}&name=${encodeURIComponent(name)}`;
      await page.goto(localizePath(locale, link));
      const note = page.getByTestId('compare-note');
      await expect(note).toHaveText(text(locale, 'compareNote').replace('{name}', name));
      await page.locator('button[aria-pressed="true"][lang]').click();
      // Kept with the test: a visit without the link's query still knows it.
      await page.goto(localizePath(locale, '/test'));
      await expect(note).toHaveText(text(locale, 'compareNote').replace('{name}', name));
      await page.getByRole('radio', { name: text(locale, 'genderMale'), exact: true }).check();
      await page.getByRole('spinbutton', { name: text(locale, 'ageLabel') }).fill('40');
      await page.getByRole('button', { name: text(locale, 'next'), exact: true }).click();
      await page.getByRole('button', { name: text(locale, 'skipHandle'), exact: true }).click();
      await answerAll(page);
      await page.getByRole('button', { name: text(locale, 'submit') }).click();

      await page.waitForURL(new RegExp(`${localizePath(locale, '/compare/')}[A-Za-z0-9_-]+$`));
      const own = await page.evaluate(() => ({
        id: localStorage.getItem('resultId'),
        tokens: JSON.parse(localStorage.getItem('resultDeleteTokens') ?? '{}') as object,
      }));
      expect(own.id).toMatch(/^[0-9a-f]{24}$/);
      // The visitor's own result is kept as for any saved test: the last one, deletable here.
      expect(Object.keys(own.tokens)).toContain(own.id);
      expect(storedRow(own.id!)).toMatchObject({ age: 40, gender: 'male' });
      expect(decodeCompareId(page.url().split('/').pop()!)).toEqual({
        ok: true,
        people: [
          { name, id: other },
          { name: text(locale, 'compareMe'), id: own.id },
        ],
      });
      await expect(page.locator('main')).toContainText(name);
      await expect(page.locator('main')).toContainText(text(locale, 'compareMe'));

      // Done: the next visit starts afresh, with no comparison.
      await page.goto(localizePath(locale, '/test'));
      await expect(page.getByTestId('resume-notice')).toBeHidden();
      await expect(note).toBeHidden();
    });

    test('the resume box keeps a readable text with its buttons below or beside it', async ({
      page,
    }) => {
      await page.goto(localizePath(locale, '/test'));
      await page.locator('button[aria-pressed="true"][lang]').click();
      await page.reload();
      await expectResumeBoxLaidOut(page);
    });
  });
}

test('a resume box in Japanese keeps a readable text too', async ({ page }) => {
  await page.goto(localizePath('ja', '/test'));
  await page.locator('button[aria-pressed="true"][lang]').click();
  await page.reload();
  await expectResumeBoxLaidOut(page);
});

/** At phone widths from 320 px (or desktop ones), the text gets the width, never one word a line. */
async function expectResumeBoxLaidOut(page: Page) {
  const box = page.getByTestId('resume-notice');
  await expect(box).toBeVisible();
  const widths = isMobile(page) ? [320, 360, 390] : [600, 960, 1280];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const m = await box.evaluate((element) => {
      const rect = (e: Element) => e.getBoundingClientRect();
      const style = getComputedStyle(element);
      const inner =
        rect(element).width -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight) -
        parseFloat(style.borderLeftWidth) -
        parseFloat(style.borderRightWidth);
      const paragraph = element.querySelector('p')!;
      return {
        inner,
        box: rect(element).toJSON() as DOMRect,
        text: rect(paragraph).toJSON() as DOMRect,
        lines: Math.round(
          rect(paragraph).height / parseFloat(getComputedStyle(paragraph).lineHeight),
        ),
        buttons: [...element.querySelectorAll('button')].map((b) => rect(b).toJSON() as DOMRect),
        overflow: element.scrollWidth - element.clientWidth,
        viewport: window.innerWidth,
      };
    });
    const at = `at ${width} px`;
    // The text takes the whole inner width or at least 18rem beside the buttons.
    expect(m.text.width, at).toBeGreaterThanOrEqual(Math.min(m.inner, 288) - 1);
    expect(m.lines, at).toBeLessThanOrEqual(6);
    expect(m.buttons, at).toHaveLength(2);
    for (const button of m.buttons) {
      expect(button.width, at).toBeLessThan(m.box.width);
      expect(button.left, at).toBeGreaterThanOrEqual(m.box.left);
      expect(button.right, at).toBeLessThanOrEqual(m.box.right);
      // Never on top of the text: beside it or below it.
      const overlaps =
        button.left < m.text.right &&
        button.right > m.text.left &&
        button.top < m.text.bottom &&
        button.bottom > m.text.top;
      expect(overlaps, at).toBe(false);
    }
    // Nothing sticks out of the box, and the box stays on screen.
    expect(m.overflow, at).toBeLessThanOrEqual(0);
    expect(m.box.right, at).toBeLessThanOrEqual(m.viewport);
  }
}

test('the clock and the saved time count only while the page is visible', async ({ page }) => {
  test.skip(isMobile(page), 'the same clock on every device');
  await page.clock.install();
  await page.goto('/test');
  await fillForm(page);
  await seedAnsweredTest(page);
  await page.reload();
  // Time stands still but for the steps below (the page's clock started at the real time).
  await page.clock.pauseAt(Date.now() + 2_000);
  const elapsed = page.getByTestId('elapsed');
  const seconds = async () => {
    const [m, s] = ((await elapsed.innerText()).match(/(\d+):(\d\d)/) ?? []).slice(1);
    return Number(m) * 60 + Number(s);
  };
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((state) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);

  await page.clock.runFor(1_000);
  const start = await seconds();
  await page.clock.runFor(60_000);
  await expect.poll(seconds).toBe(start + 60);
  await setVisibility('hidden');
  await page.clock.runFor(10 * 60_000);
  await setVisibility('visible');
  await page.clock.runFor(5_000);
  await expect.poll(seconds).toBe(start + 65);

  await page.clock.resume();
  await answerLast(page);
  await page.getByRole('button', { name: 'See my result' }).click();
  await page.waitForURL(/\/result\/[0-9a-f]{24}$/);
  const row = storedRow(page.url().split('/').pop()!);
  expect(Number(row?.time_elapsed)).toBeGreaterThanOrEqual(start + 65);
  expect(Number(row?.time_elapsed)).toBeLessThan(start + 65 + 10);
});

test('a link without a valid name compares with the default name', async ({ page, request }) => {
  test.skip(isMobile(page), 'checked once, on desktop');
  const other = await saveNeutralResult(request);
  await page.goto(`/test?compareWith=${other}&name=R2D2`);
  await expect(page.getByTestId('compare-note')).toHaveText(text('en', 'compareNoteUnnamed'));
  await fillForm(page);
  await answerAll(page);
  await page.getByRole('button', { name: 'See my result' }).click();
  await page.waitForURL(/\/compare\/[A-Za-z0-9_-]+$/);
  const own = await page.evaluate(() => localStorage.getItem('resultId'));
  expect(decodeCompareId(page.url().split('/').pop()!)).toEqual({
    ok: true,
    people: [
      { name: 'Friend', id: other },
      { name: 'Me', id: own },
    ],
  });
});

test('a link with a malformed result id is an ordinary test', async ({ page }) => {
  test.skip(isMobile(page), 'checked once, on desktop');
  await page.goto('/test?compareWith=not-a-result&name=Anna');
  await expect(page.getByRole('heading', { name: text('en', 'languageTitle') })).toBeVisible();
  await expect(page.getByTestId('compare-note')).toBeHidden();
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`with prefers-reduced-motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    for (const locale of LOCALES) {
      test(`statements slide in on a phone only where motion is welcome (${locale})`, async ({
        page,
      }) => {
        await page.goto(localizePath(locale, '/test'));
        await fillForm(page, locale);
        const first = page.locator('fieldset[data-item="1"]');
        const animation = (num: number) =>
          page
            .locator(`fieldset[data-item="${num}"]`)
            .evaluate((el) => getComputedStyle(el).animationName);
        // The first statement is simply there.
        expect(await animation(1)).toBe('none');
        await answer(page, 1, isMobile(page) ? 1 : 3, locale);
        if (!isMobile(page))
          await page.getByRole('button', { name: text(locale, 'next'), exact: true }).click();
        const next = isMobile(page) ? 2 : 4;
        await expect(page.locator(`fieldset[data-item="${next}"]`)).toBeVisible();
        await expect(first).toBeHidden();
        const slides = isMobile(page) && reducedMotion === 'no-preference';
        expect(await animation(next)).toBe(slides ? 'statement-in' : 'none');
        if (!slides) return;
        // From the side the visitor heads to: the inline end going forward, the start going back.
        const from = () =>
          page
            .locator('[data-turn]')
            .evaluate((el) => getComputedStyle(el).getPropertyValue('--statement-from').trim());
        const forward = locale === 'ar' ? '-2.5rem' : '2.5rem';
        expect(await from()).toBe(forward);
        await page.getByRole('button', { name: text(locale, 'back'), exact: true }).tap();
        await expect(first).toBeVisible();
        expect(await animation(1)).toBe('statement-in');
        expect(await from()).toBe(locale === 'ar' ? '2.5rem' : '-2.5rem');
      });
    }
  });
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a test taken offline from a shared result opens the comparison once it is saved', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const locale: Locale = isMobile(page) ? 'ar' : 'de';
    const other = await saveNeutralResult(request);
    await page.goto(localizePath(locale, '/'));
    // Once the worker keeps the test page, the test works offline (see e2e/pwa.spec.ts).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const kept = [localizePath(locale, '/test'), localizePath(locale, '/offline')];
    await expect
      .poll(
        () =>
          page.evaluate(
            async (paths) => (await Promise.all(paths.map((p) => caches.match(p)))).every(Boolean),
            kept,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    const name = locale === 'ar' ? 'ليلى' : 'Jonas';
    await page.goto(localizePath(locale, `/test?compareWith=${other}&name=${name}`));
    await expect(page.getByTestId('compare-note')).toHaveText(
      text(locale, 'compareNote').replace('{name}', name),
    );
    await fillForm(page, locale, '52');
    await answerAll(page);
    await page.getByRole('button', { name: text(locale, 'submit') }).click();
    await expect(page.getByTestId('outbox-notice')).toBeVisible();

    await context.setOffline(false);
    await page.waitForURL(new RegExp(`${localizePath(locale, '/compare/')}[A-Za-z0-9_-]+$`), {
      timeout: 40_000,
    });
    const own = await page.evaluate(() => localStorage.getItem('resultId'));
    expect(storedRow(own!)).toMatchObject({ age: 52 });
    expect(decodeCompareId(page.url().split('/').pop()!)).toEqual({
      ok: true,
      people: [
        { name, id: other },
        { name: text(locale, 'compareMe'), id: own },
      ],
    });
  });
});
