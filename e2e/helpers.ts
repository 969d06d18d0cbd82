import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DOMAINS, type Choice } from '../inventory/info';
import { ITEM_KEYS } from '../inventory/items';
import { rawScores } from '../inventory/scoring';
import { DELETE_TOKENS_KEY, RESULT_ID_KEY, SAVED_AT_KEY } from '../lib/results/browser/kept';
import { E2E_DATA_DIR } from './data-dir';
import { localizePath } from '../lib/i18n/paths';

export { locales } from '../lib/i18n/locales';
export { localizePath };

type Tree = { [key: string]: string | Tree };

/** A message of a locale by dotted key, read from messages/{locale}.json. */
export function message(locale: string, key: string): string {
  const file = path.join(__dirname, '..', 'messages', `${locale}.json`);
  const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`No message ${key} in ${locale}`);
  return value;
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;

/** Stores a result through the API: `choice(i)` is the answer (1..5) to the i-th item. */
export async function saveAnswers(
  request: APIRequestContext,
  {
    choice,
    gender = 'female',
    age = 30,
    handle,
    seconds,
    invalid,
  }: {
    choice: (i: number) => number;
    gender?: string;
    age?: number;
    handle?: string;
    /** Whole seconds spent on the i-th item; none sent when absent. */
    seconds?: (i: number) => number;
    /** Sent as the test's debug fill marks its answers. */
    invalid?: boolean;
  },
): Promise<{ id: string; deleteToken: string }> {
  const file = path.join(__dirname, '..', 'inventory', 'generated', 'items.json');
  const items = JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string }[];
  const response = await request.post('/api/save', {
    data: {
      testId: 'b5-120',
      lang: 'en',
      answers: items.map((item, i) => ({
        questionID: item.id,
        choice: choice(i),
        ...(seconds ? { seconds: seconds(i) } : {}),
      })),
      timeElapsed: 300,
      gender,
      age,
      ...(handle ? { twitterUsername: handle } : {}),
      ...(invalid ? { invalid } : {}),
    },
  });
  if (response.status() !== 201) throw new Error(`Saving failed: ${await response.text()}`);
  return (await response.json()) as { id: string; deleteToken: string };
}

/** Stores a complete (all "neutral") result of a woman of 30 and returns its id. */
export async function saveNeutralResult(request: APIRequestContext): Promise<string> {
  return (await saveAnswers(request, { choice: () => 3 })).id;
}

/** Checks that `path` answers a PNG of 1200×630 pixels (the size link previews use). */
export async function expectPreviewPng(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  if (response.status() !== 200) throw new Error(`${path} answered ${response.status()}`);
  if (response.headers()['content-type'] !== 'image/png') throw new Error(`${path}: not a PNG`);
  const png = await response.body();
  const signature = png.subarray(0, 8).toString('hex');
  const size = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  if (signature !== '89504e470d0a1a0a' || size.width !== 1200 || size.height !== 630) {
    throw new Error(`${path}: ${signature} ${size.width}×${size.height}`);
  }
}

/** The path of the link-preview image a page announces in its og:image tag. */
export async function previewPath(page: Page): Promise<string> {
  const content = await page.locator('meta[property="og:image"]').getAttribute('content');
  return new URL(content!).pathname;
}

/**
 * Reads the bars of a result preview image: for each bar from top to bottom, the filled fraction
 * of its track and the side the fill starts from. Decoded in the browser with a canvas.
 */
export async function resultPreviewBars(
  page: Page,
  path: string,
): Promise<{ fraction: number; fromRight: boolean }[]> {
  await page.goto(path);
  return page.evaluate(async () => {
    const image = document.querySelector('img')!;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const near = (i: number, [r, g, b]: number[]) =>
      Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 24;
    // Per row, the longest stretch of bar colours (fill or track, seams of a few pixels allowed):
    // the percentile figure beside a bar is pink too, but apart from it.
    const rows: { y: number; fill: number; length: number; fromRight: boolean }[] = [];
    for (let y = 0; y < height; y++) {
      let best = { start: 0, end: -1, fill: 0, lastFill: -1 };
      let run = { start: -1, end: -1, fill: 0, lastFill: -1 };
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const fill = near(i, [0xc2, 0x18, 0x5b]);
        if (!fill && !near(i, [0xe5, 0xe5, 0xe5])) continue;
        if (run.start < 0 || x - run.end > 4) run = { start: x, end: x, fill: 0, lastFill: -1 };
        run.end = x;
        if (fill) {
          run.fill++;
          run.lastFill = x;
        }
        if (run.end - run.start > best.end - best.start) best = { ...run };
      }
      const length = best.end - best.start + 1;
      // A bar's track is hundreds of pixels wide but never the whole image (the top border is).
      if (length > 400 && length < width - 100) {
        rows.push({ y, fill: best.fill, length, fromRight: best.lastFill >= best.end - 2 });
      }
    }
    // One group of consecutive rows per bar; read each at its middle row.
    const bars: (typeof rows)[] = [];
    for (const row of rows) {
      const last = bars.at(-1);
      if (last && row.y - last.at(-1)!.y === 1) last.push(row);
      else bars.push([row]);
    }
    return bars.map((group) => {
      const row = group[Math.floor(group.length / 2)]!;
      return { fraction: row.fill / row.length, fromRight: row.fill > 0 && row.fromRight };
    });
  });
}

/** The page's hreflang alternates as `{ tag: pathname }`. */
export async function hreflangAlternates(page: Page): Promise<Record<string, string>> {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]),
      ),
    );
}

/** A varied but reproducible answer for every statement. */
export const choiceFor = (num: number) => (((num * 7) % 5) + 1) as Choice;
const expectedAnswers = ITEM_KEYS.map((item) => choiceFor(item.num)).join('');

/** The row of a result in the e2e server's SQLite store. */
export function storedRow(id: string) {
  const db = new Database(path.join(E2E_DATA_DIR, 'results.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT * FROM results WHERE id = ?').get(id) as
      Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

/** Language (the preselected one), female, `age`, no handle: up to the first statement. */
export async function fillForm(page: Page, locale: string = 'en', age = '34') {
  const t = (key: string) => message(locale, `Test.${key}`);
  await page.locator('button[aria-pressed="true"][lang]').click();
  await page.getByRole('radio', { name: t('genderFemale'), exact: true }).check();
  await page.getByRole('spinbutton', { name: t('ageLabel') }).fill(age);
  await page.getByRole('button', { name: t('next'), exact: true }).click();
  await page.getByRole('button', { name: t('skipHandle'), exact: true }).click();
  await expect(page.locator('fieldset[data-item="1"]')).toBeVisible();
}

/** Waits for the result page of a test answered with `choiceFor` and checks what was stored. */
export async function expectResult(page: Page, locale: string) {
  await page.waitForURL(new RegExp(`${localizePath(locale as 'en', '/result/')}[0-9a-f]{24}$`));
  const id = page.url().split('/').pop() ?? '';
  expect(await page.evaluate(() => localStorage.getItem('resultId'))).toBe(id);
  const row = storedRow(id);
  expect(row?.answers).toBe(expectedAnswers);
  expect(row).toMatchObject({ gender: 'female', invalid: 0 });
  // The visible seconds spent on every statement, kept for answer quality.
  expect(String(row?.item_seconds)).toMatch(/^\d+(,\d+){119}$/);
  const raw = rawScores({ choices: ITEM_KEYS.map((item) => choiceFor(item.num)) });
  for (const domain of DOMAINS) {
    await expect(page.locator(`#domain-${domain} [data-testid="raw-score"]`)).toContainText(
      String(raw.domain(domain)),
    );
  }
  return id;
}

/**
 * Holds back the page's script files until `release()` is called: the page shows its server
 * markup only, as on a slow connection before it hydrates.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Seeds the test in progress on `page` (the form filled in, see fillForm) with answers `choiceFor`
 * to every statement but the last, as a test taken earlier: after the next reload it resumes on the
 * last page. Tests about what follows the answers use it instead of answering 119 statements.
 * Written when the reloaded page starts, before its scripts: the page being left stores its own
 * state as it goes (pagehide), which would overwrite a seed written earlier.
 */
export async function seedAnsweredTest(page: Page, { upTo = 119 }: { upTo?: number } = {}) {
  const answers = Object.fromEntries(
    ITEM_KEYS.filter((item) => item.num <= upTo).map((item) => [item.id, choiceFor(item.num)]),
  );
  // Five seconds a statement, as a careful visitor might take.
  const seconds = Object.fromEntries(Object.keys(answers).map((id) => [id, 5]));
  const position = isMobile(page) ? upTo : Math.floor(upTo / 3) * 3;
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('b5-test') ?? 'null') as {
        state: Record<string, unknown>;
        version: number;
      } | null,
  );
  if (!stored) throw new Error('No test in progress to seed');
  Object.assign(stored.state, { answers, seconds, position, slide: 'questions' });
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('b5-test', value);
  }, JSON.stringify(stored));
}

/**
 * From the first statement to a fully answered test: 119 answers seeded, a reload (the test
 * resumes from local storage), the last statement answered by a click.
 */
export async function answerAll(page: Page) {
  await seedAnsweredTest(page);
  await page.reload();
  await answerLast(page);
}

/** Answers the last statement (as `choiceFor`), shown after seedAnsweredTest and a reload. */
export async function answerLast(page: Page) {
  const last = page.locator('fieldset[data-item="120"]');
  await expect(last).toBeVisible();
  await last
    .locator('label')
    .nth(choiceFor(120) - 1)
    .click();
}

/**
 * Makes this browser the keeper of saved results, as saving them here would have: their deletion
 * tokens, the last one saved, and when (some of) them were saved. Reload to let the page read it.
 */
export async function keepResults(
  page: Page,
  {
    tokens,
    last,
    savedAt,
  }: { tokens: Record<string, string>; last: string; savedAt: Record<string, string> },
) {
  await page.evaluate(
    ([tokensKey, idKey, datesKey, values]) => {
      const { tokens, last, savedAt } = JSON.parse(values!) as {
        tokens: Record<string, string>;
        last: string;
        savedAt: Record<string, string>;
      };
      localStorage.setItem(tokensKey!, JSON.stringify(tokens));
      localStorage.setItem(idKey!, last);
      localStorage.setItem(datesKey!, JSON.stringify(savedAt));
    },
    [DELETE_TOKENS_KEY, RESULT_ID_KEY, SAVED_AT_KEY, JSON.stringify({ tokens, last, savedAt })],
  );
}
