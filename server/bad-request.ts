import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { defaultLocale, directionOf, isLocale, type Locale } from '@/lib/i18n/locales';
import { securityHeaders } from '@/lib/security-headers';

/**
 * Whether every segment of a request path can be percent-decoded. Next's router decodes segments
 * before any of the site's code runs and answers a bare 500 when that fails (`/faq%`,
 * `/result/%zz`, an encoded lone surrogate), so the front server answers such requests itself.
 */
export function isReadablePath(pathname: string): boolean {
  if (!pathname.includes('%')) return true;
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

interface Texts {
  title: string;
  message: string;
  home: string;
  api: string;
}

const textsCache = new Map<Locale, Texts>();

/** The visitor's texts, from the site's message files (the locale named by the path, or English). */
export function badAddressTexts(locale: Locale, messagesDir: string): Texts {
  const known = textsCache.get(locale);
  if (known) return known;
  const messages = JSON.parse(
    fs.readFileSync(path.join(messagesDir, `${locale}.json`), 'utf8'),
  ) as {
    Error: { badAddressTitle: string; badAddress: string; home: string };
    ApiErrors: { badAddress: string };
  };
  const texts = {
    title: messages.Error.badAddressTitle,
    message: messages.Error.badAddress,
    home: messages.Error.home,
    api: messages.ApiErrors.badAddress,
  };
  textsCache.set(locale, texts);
  return texts;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The locale named by the first path segment, read without decoding (the path is unreadable). */
export function localeOfRawPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) ? first : defaultLocale;
}

/**
 * 400 for an unreadable address: a small page in the visitor's language with a link home, or the
 * API's JSON error shape under /api/.
 */
export function sendBadAddress(
  response: ServerResponse,
  method: string,
  pathname: string,
  messagesDir: string,
) {
  const locale = localeOfRawPath(pathname);
  const texts = badAddressTexts(locale, messagesDir);
  let body: string;
  let type: string;
  if (pathname.startsWith('/api/')) {
    type = 'application/json';
    body = JSON.stringify({
      error: { code: 'badAddress', message: texts.api, messageKey: 'badAddress' },
    });
  } else {
    type = 'text/html; charset=utf-8';
    const home = locale === defaultLocale ? '/' : `/${locale}`;
    body =
      `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><head>` +
      '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<meta name="robots" content="noindex">' +
      `<title>${escapeHtml(texts.title)}</title>` +
      '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;' +
      'line-height:1.5;color:#111;background:#fff}a{color:#1d4ed8}</style></head><body><main>' +
      `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.message)}</p>` +
      `<p><a href="${home}">${escapeHtml(texts.home)}</a></p></main></body></html>`;
  }
  const bytes = Buffer.from(body);
  response.writeHead(400, {
    'Content-Type': type,
    'Content-Length': bytes.length,
    'Cache-Control': 'no-store',
    ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value])),
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  response.end(method === 'HEAD' ? undefined : bytes);
}
