import { defaultLocale, directionOf, isLocale, type Locale } from '../i18n/locales';
import { securityHeaders } from './security-headers';

/**
 * Answers for requests no page can be given for because of the request itself, made by proxy.ts
 * before any routing: `400` for an address that cannot be read (a malformed percent-escape), `414`
 * for one that is too long (lib/http/limits.ts), `405` for a page asked with another method than
 * GET or HEAD (pages are only read; Next.js would try a form post as a Server Action, which the
 * site has none of, and answer 500). A short page in the language the path names, or the API's
 * JSON error shape under /api/.
 */
export type AddressError = 'badAddress' | 'uriTooLong' | 'methodNotAllowed';

const STATUS: Record<AddressError, number> = {
  badAddress: 400,
  uriTooLong: 414,
  methodNotAllowed: 405,
};

interface ErrorMessages {
  Error: Record<`${AddressError}Title` | AddressError | 'home', string>;
  ApiErrors: Record<Exclude<AddressError, 'methodNotAllowed'>, string>;
}

/**
 * Whether every segment of a request path can be percent-decoded. Next's router decodes segments
 * after this proxy ran and answers a bare 500 when that fails (`/faq%`, `/result/%zz`, an encoded
 * lone surrogate: it looks for a `/400` page the app router does not have).
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

/** The locale named by the first path segment, read without decoding (it may not decode). */
export function localeOfRawPath(pathname: string): Locale {
  const first = pathname.split('/', 2)[1] ?? '';
  return isLocale(first) ? first : defaultLocale;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

async function messagesOf(locale: Locale): Promise<ErrorMessages> {
  // One chunk per locale: an error page loads only its own language's messages.
  const messages = (await import(`../../messages/${locale}.json`)) as { default: ErrorMessages };
  return messages.default;
}

/** The answer for an address that cannot be served; `pathname` as received (not decoded). */
export async function addressErrorResponse(
  kind: AddressError,
  pathname: string,
  method: string,
): Promise<Response> {
  const locale = localeOfRawPath(pathname);
  const messages = await messagesOf(locale);
  const headers = new Headers(
    securityHeaders.map(({ key, value }): [string, string] => [key, value]),
  );
  headers.set('Cache-Control', 'no-store');
  if (kind === 'methodNotAllowed') headers.set('Allow', 'GET, HEAD');
  let body: string;
  if (kind !== 'methodNotAllowed' && (pathname === '/api' || pathname.startsWith('/api/'))) {
    headers.set('Content-Type', 'application/json');
    headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    body = JSON.stringify({
      error: { code: kind, message: messages.ApiErrors[kind], messageKey: kind },
    });
  } else {
    const title = escapeHtml(messages.Error[`${kind}Title`]);
    const home = locale === defaultLocale ? '/' : `/${locale}`;
    headers.set('Content-Type', 'text/html; charset=utf-8');
    headers.set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    body =
      `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><head>` +
      '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<meta name="robots" content="noindex"><title>${title}</title>` +
      '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;' +
      'line-height:1.5;color:#111;background:#fff}a{color:#1d4ed8}</style></head><body><main>' +
      `<h1>${title}</h1><p>${escapeHtml(messages.Error[kind])}</p>` +
      `<p><a href="${home}">${escapeHtml(messages.Error.home)}</a></p></main></body></html>`;
  }
  return new Response(method === 'HEAD' ? null : body, { status: STATUS[kind], headers });
}
