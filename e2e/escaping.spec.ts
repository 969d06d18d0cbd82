/**
 * Kept pages run under `script-src 'self' 'unsafe-inline'` (docs/security.md), so escaping is what
 * keeps visitor text inert. Every field a visitor can type reaches a page here with markup, quotes,
 * `javascript:` and bidi controls: the handle (refused at saving unless it is a handle), names in a
 * comparison (refused unless they are names), the compare and lookup forms (repeated as typed, on
 * per-request pages), the test's comparison link, the private result's fragment, any query
 * parameter and the path. None of it may reach the HTML unescaped, run, or become a link.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isMobile, saveAnswers, saveNeutralResult } from './helpers';
import { SCRIPT_PAYLOADS } from '../test/hostile';

const BIDI = '\u202Eevil\u202C\u2066x\u2069';
const PAYLOADS = [...SCRIPT_PAYLOADS, `"'${BIDI}`, "Ana'); alert(1); ('"];
/** Markup a payload leaves when it is echoed unescaped. */
const RAW =
  /<script>alert|<script>window\.__hostile|<img src=x|<svg onload|<iframe srcdoc|href="javascript:/i;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function expectInert(page: Page, address: string, html: string) {
  expect(RAW.exec(html)?.[0], address).toBeUndefined();
  for (const payload of SCRIPT_PAYLOADS.filter((p) => p.includes('<')))
    expect(html.includes(payload), address).toBe(false);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(address);
  await expect(page.locator('h1').first(), address).toBeVisible();
  const found = await page.evaluate(() => ({
    hostile: (window as unknown as { __hostile?: unknown }).__hostile ?? null,
    injected: document.querySelectorAll('svg[onload], img[onerror], iframe[srcdoc]').length,
    scriptLinks: [...document.querySelectorAll('a[href], form[action]')].filter((el) =>
      /^\s*javascript:/i.test(el.getAttribute('href') ?? el.getAttribute('action') ?? ''),
    ).length,
    // A script element of a payload's own (data quoted inside the framework's scripts is inert).
    inlineAlerts: [...document.scripts].filter((s) =>
      ['alert(1)', 'window.__hostile=1'].includes(s.text.trim()),
    ).length,
  }));
  expect(found, address).toEqual({ hostile: null, injected: 0, scriptLinks: 0, inlineAlerts: 0 });
  expect(dialogs, address).toEqual([]);
  page.removeAllListeners('dialog');
}

test('a handle can only be a handle: anything else is refused and stored nowhere', async ({
  page,
  request,
}) => {
  test.skip(isMobile(page), 'no page involved');
  for (const handle of PAYLOADS) {
    const response = await request.post('/api/save', {
      data: { testId: 'b5-120', lang: 'en', answers: [], handle, twitterUsername: handle },
    });
    expect(response.status(), handle).toBeGreaterThanOrEqual(400);
    expect(response.status(), handle).toBeLessThan(500);
  }
  const { id } = await saveAnswers(request, { choice: () => 2, handle: 'ana_b.99' });
  const address = `/result/${id}`;
  await expectInert(page, address, await (await request.get(address)).text());
  await expect(page.locator('h1')).toContainText('ana_b.99');
});

test('names in a comparison: a hostile one is a 404, a real one is shown as text', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const a = await saveNeutralResult(request);
  const b = (await saveAnswers(request, { choice: (i) => (i % 5) + 1 })).id;
  for (const name of PAYLOADS.slice(0, isMobile(page) ? 2 : PAYLOADS.length)) {
    const address = `/compare/${b64([
      { name, id: a },
      { name: 'Ben', id: b },
    ])}`;
    const response = await request.get(address);
    expect(response.status(), name).toBe(404);
    await expectInert(page, address, await response.text());
  }
  const names = ['Jean-Luc', 'O’Brien', 'J. R. R.', 'Gràcia·Lluís'];
  const address = `/he/compare/${b64(names.map((name, i) => ({ name, id: i % 2 ? b : a })).slice(0, 2))}`;
  const response = await request.get(address);
  expect(response.status()).toBe(200);
  await expectInert(page, address, await response.text());
  for (const name of names.slice(0, 2)) await expect(page.getByText(name).first()).toBeVisible();
});

test('what a visitor typed into a form comes back as text on the per-request pages', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const payload of PAYLOADS.slice(0, isMobile(page) ? 3 : PAYLOADS.length)) {
    const value = encodeURIComponent(payload);
    for (const address of [
      `/compare/edit?add=1&name=${value}&result=${value}&people=${value}`,
      `/ar/compare/edit?result=${value}&name=${value}`,
      `/result/open?result=${value}`,
      `/de/result/open?result=${value}`,
    ]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      await expectInert(page, address, await response.text());
    }
    // The typed text is there, as the value of its field.
    await page.goto(`/compare/edit?add=1&name=${value}&result=x`);
    await expect(page.locator('input[name="name"]')).toHaveValue(
      payload.trim().replace(/\s+/g, ' '),
    );
  }
});

test('query parameters, the path, the test link and the private fragment never become markup', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const payload of PAYLOADS.slice(0, isMobile(page) ? 2 : PAYLOADS.length)) {
    const value = encodeURIComponent(payload);
    for (const address of [
      `/faq?q=${value}&${value}=1`,
      `/test?compareWith=${value}&name=${value}`,
      `/result?result=${value}`,
      `/result/private#${value}`,
    ]) {
      const response = await request.get(address);
      expect(response.status(), address).toBeLessThan(400);
      await expectInert(page, address, await response.text());
    }
    for (const address of [`/result/${value}`, `/${value}`, `/de/compare/${value}`]) {
      const response = await request.get(address);
      expect(response.status(), address).toBeGreaterThanOrEqual(400);
      expect(RAW.exec(await response.text())?.[0], address).toBeUndefined();
    }
  }
});
