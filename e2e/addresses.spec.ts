/**
 * Addresses no page can be found for because of the address itself (proxy.ts): unreadable ones get
 * a translated 400, over-long ones a translated 414, and no answer's headers ever outgrow what
 * clients and proxies read. Runs on the front server (`npm start`) and on a bare `next start`
 * (project `next-start`), since every host must behave the same.
 */
import { expect, test } from './fixtures';
import { isMobile, message } from './helpers';
import {
  MAX_REDIRECT_TARGET_BYTES,
  MAX_REQUEST_TARGET_BYTES,
  MAX_RESPONSE_HEADER_BYTES,
} from '../lib/http/limits';

const headerBytes = (headers: { name: string; value: string }[]) =>
  headers.reduce((sum, { name, value }) => sum + name.length + value.length + 4, 32);

test.describe('unreadable addresses', () => {
  for (const [address, locale] of [
    ['/faq%', 'en'],
    ['/de/result/%zz', 'de'],
    ['/ar/test%E0%A4%A', 'ar'],
    ['/%ED%A0%80', 'en'],
  ] as const) {
    test(`${address} shows a 400 page in its language, with a way home`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(400);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(
        page.getByRole('heading', { name: message(locale, 'Error.badAddressTitle') }),
      ).toBeVisible();
      await expect(page.getByText(message(locale, 'Error.badAddress'))).toBeVisible();
      await page.getByRole('link', { name: message(locale, 'Error.home') }).click();
      await expect(page).toHaveURL(locale === 'en' ? '/' : `/${locale}`);
    });
  }

  test('the API answers 400 in its JSON error shape, never 500', async ({ page, request }) => {
    test.skip(isMobile(page), 'no page involved');
    for (const method of ['GET', 'DELETE', 'POST'] as const) {
      const response = await request.fetch('/api/result/%E0%A4%A', { method });
      expect(response.status()).toBe(400);
      expect((await response.json()).error.code).toBe('badAddress');
    }
  });
});

test.describe('over-long addresses', () => {
  test('the issue 21 counterexample (~12 KB of "de" ending in "/") answers 414 with small headers', async ({
    page,
    request,
  }) => {
    test.skip(isMobile(page), 'server behaviour');
    const address = `/${'de'.repeat(6000)}/?people=x&q=%3Cscript%3E`;
    for (const method of ['GET', 'HEAD', 'POST'] as const) {
      const response = await request.fetch(address, { method, maxRedirects: 0 });
      expect(response.status(), method).toBe(414);
      expect(response.headers().location, method).toBeUndefined();
      expect(headerBytes(response.headersArray()), method).toBeLessThan(2048);
    }
  });

  test('a page in the language the path names, with a way home', async ({ page }) => {
    const response = await page.goto(`/de/test?q=${'x'.repeat(MAX_REQUEST_TARGET_BYTES)}`);
    expect(response?.status()).toBe(414);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('heading', { name: message('de', 'Error.uriTooLongTitle') }),
    ).toBeVisible();
    await expect(page.getByText(message('de', 'Error.uriTooLong'))).toBeVisible();
    await page.getByRole('link', { name: message('de', 'Error.home') }).click();
    await expect(page).toHaveURL('/de');
  });

  test('the API answers 414 in its JSON error shape', async ({ page, request }) => {
    test.skip(isMobile(page), 'no page involved');
    const response = await request.get(`/api/result/${'a'.repeat(MAX_REQUEST_TARGET_BYTES)}`);
    expect(response.status()).toBe(414);
    expect(await response.json()).toEqual({
      error: {
        code: 'uriTooLong',
        message: message('en', 'ApiErrors.uriTooLong'),
        messageKey: 'uriTooLong',
      },
    });
  });

  test('the limits are exact: up to 8 KiB is served, one byte more is refused', async ({
    page,
    request,
  }) => {
    test.skip(isMobile(page), 'server behaviour');
    const base = '/faq?q=';
    const atLimit = `${base}${'a'.repeat(MAX_REQUEST_TARGET_BYTES - base.length)}`;
    expect((await request.get(atLimit)).status()).toBe(200);
    expect((await request.get(`${atLimit}a`)).status()).toBe(414);
  });

  test('redirects stay below the header limit: the longest one allowed, and one byte more', async ({
    page,
    request,
  }) => {
    test.skip(isMobile(page), 'server behaviour');
    const path = `/${'a'.repeat(MAX_REDIRECT_TARGET_BYTES - 1)}`;
    const longest = await request.get(`${path}/`, { maxRedirects: 0 });
    expect(longest.status()).toBe(308);
    expect(longest.headers().location).toBe(path);
    expect(headerBytes(longest.headersArray())).toBeLessThan(MAX_RESPONSE_HEADER_BYTES);
    const over = await request.get(`${path}a/`, { maxRedirects: 0 });
    expect(over.status()).toBe(414);
  });
});

test.describe('one address per page', () => {
  for (const [from, to] of [
    ['/faq/', '/faq'],
    ['/de/test/', '/de/test'],
    ['/en', '/'],
    ['/en/faq?utm_source=x', '/faq?utm_source=x'],
  ] as const) {
    test(`${from} redirects to ${to}`, async ({ page, request }) => {
      test.skip(isMobile(page), 'server behaviour');
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toBe(to);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    });
  }
});
