import { NextResponse, type NextRequest } from 'next/server';
import { addressErrorResponse, isReadablePath } from './lib/http/address-errors';
import { createNonce, noncePagePolicy } from './lib/http/content-security-policy';
import {
  MAX_REDIRECT_TARGET_BYTES,
  MAX_REQUEST_TARGET_BYTES,
  targetBytes,
} from './lib/http/limits';
import { getEnv } from './lib/config/env';
import { detectRootLocale } from './lib/i18n/detect';
import { isPerRequestPage } from './lib/http/rendering';
import {
  defaultLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  REDIRECTED_COOKIE,
} from './lib/i18n/locales';

/**
 * The middleware of the design (Next 16 names the file proxy.ts). It runs on every address but the
 * hashed build files and does four things, so that every host (`npm start`, `next start`, Vercel)
 * behaves the same:
 *
 * 1. Addresses longer than MAX_REQUEST_TARGET_BYTES answer 414 in the language the path names
 *    (lib/http/limits.ts). Without it, a long address ending in `/` made Next.js's own redirect
 *    repeat it twice in its headers (Location and Refresh), answers no client would read. Addresses
 *    that cannot be percent-decoded answer 400 the same way (Next's router answers them 500).
 * 2. Redirects to the one address of a page: without the trailing slash (Next's own redirect is
 *    turned off in next.config.ts because it runs before this file and repeats any address, however
 *    long), and `/en/...` to the unprefixed English path. Targets longer than
 *    MAX_REDIRECT_TARGET_BYTES answer 414 instead, so a redirect's headers stay small.
 * 3. On the bare root path `/`, picks the language: the locale chosen in the switcher (cookie), the
 *    locale of the one-time browser-language redirect, the browser's Accept-Language (read once, then
 *    remembered in a cookie), English. No other path is ever redirected by language; next.config.ts
 *    rewrites unprefixed (English) paths.
 * 4. Gives the pages rendered for each request (lib/http/rendering.ts) a Content-Security-Policy with
 *    a fresh nonce, on the answer and on the request, where Next.js reads it and puts it on every
 *    script it writes. Kept pages get theirs from next.config.ts, without a nonce: their HTML is
 *    reused, so this file leaves them alone. Addresses of the old form of those pages
 *    (`/compare?people=…`, `/result?result=…`) are redirected to them.
 *    Pages are only read: another method than GET or HEAD answers 405 (lib/http/address-errors.ts).
 * 5. Drops a client's own `X-Forwarded-For` unless TRUST_PROXY says proxies in front write it, so
 *    the save limit counts the connection's address (lib/http/client-address.ts).
 * 6. Gives every request an id (`X-Request-Id`) that its log lines carry.
 *
 * Why not next-intl's middleware (`createMiddleware(routing)`), composed in here: with detection on
 * it negotiates the locale on every unprefixed path (`/test` with a `de` cookie would redirect to
 * `/de/test`) and writes the locale cookie on answers, where ours asks only on the bare `/`, once,
 * and never redirects another path by language; with detection off, what is left (the `/en` to
 * `/` redirect and the English rewrite) is what items 2 and 3 and next.config.ts's rewrite already
 * do, without a middleware rewrite on every English page. Both read the same locale list
 * (lib/i18n/locales.ts) as the routing definition (lib/i18n/routing.ts).
 */
/** Read once (lib/config/env.ts; instrumentation.ts has already refused a bad value at start). */
const hops = getEnv().TRUST_PROXY;

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (targetBytes(pathname) + targetBytes(search) > MAX_REQUEST_TARGET_BYTES)
    return addressErrorResponse('uriTooLong', pathname, request.method);
  if (!isReadablePath(pathname))
    return addressErrorResponse('badAddress', pathname, request.method);

  const canonical = canonicalPath(pathname);
  if (canonical !== pathname) {
    if (targetBytes(canonical) + targetBytes(search) > MAX_REDIRECT_TARGET_BYTES)
      return addressErrorResponse('uriTooLong', pathname, request.method);
    // A plain URL: NextURL would put back the trailing slash it was parsed with.
    return NextResponse.redirect(new URL(`${canonical}${search}`, request.url), 308);
  }

  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  if (!isApi && request.method !== 'GET' && request.method !== 'HEAD')
    return addressErrorResponse('methodNotAllowed', pathname, request.method);
  if (search) {
    const moved = movedAddress(pathname, request.nextUrl.searchParams);
    if (moved) return NextResponse.redirect(new URL(`${moved}${search}`, request.url), 308);
  }
  const perRequest = !isApi && isPerRequestPage(pathname);
  // Kept pages (everything else that is not the API, and not the bare root) go on untouched: the
  // cheapest path, since most views are theirs.
  if (!isApi && !perRequest && pathname !== '/') return NextResponse.next();

  const headers = new Headers(request.headers);
  if (hops === 0) headers.delete('x-forwarded-for');
  // One id per request for the logs (lib/http/server/request-log.ts, instrumentation.ts): a proxy's in
  // front (nginx's $request_id) when proxies are trusted, else a fresh one.
  const given = hops > 0 ? request.headers.get('x-request-id') : null;
  const requestId = given && /^[\w.:-]{1,128}$/.test(given) ? given : crypto.randomUUID();
  headers.set('x-request-id', requestId);
  if (isApi) return NextResponse.next({ request: { headers } });
  if (pathname === '/') return detectLocale(request, headers);

  const policy = noncePagePolicy(createNonce(), {
    https: request.headers.get('x-forwarded-proto') === 'https',
    dev: getEnv().NODE_ENV === 'development',
  });
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * Where the forms and links of earlier versions now lead: the compare builder with a list, and a
 * result lookup, are their own per-request pages (lib/http/rendering.ts). Null for any other address.
 */
export function movedAddress(pathname: string, query: URLSearchParams): string | null {
  const match = /^(\/[^/]+)?\/(compare|result)$/.exec(pathname);
  if (!match) return null;
  const [, prefix = '', page] = match;
  if (prefix && !isLocale(prefix.slice(1))) return null;
  if (page === 'compare' && ['people', 'add', 'name', 'result'].some((key) => query.has(key)))
    return `${prefix}/compare/edit`;
  if (page === 'result' && query.has('result')) return `${prefix}/result/open`;
  return null;
}

/**
 * The path without trailing slashes, without the `/en` prefix English does not use, and with
 * result ids in lower case (a result's pages are kept once, under the one spelling they are shared
 * with). The API reads ids in any case itself (lib/results/id.ts): a redirect there would answer
 * a DELETE with 308, which clients need not follow.
 */
export function canonicalPath(pathname: string): string {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (path === `/${defaultLocale}`) path = '/';
  else if (path.startsWith(`/${defaultLocale}/`)) path = path.slice(defaultLocale.length + 1);
  if (path.startsWith('/api/')) return path;
  return path.replace(/\/result\/[0-9a-fA-F]{24}(?=\/|$)|\/change\/[0-9a-fA-F]{24}$/g, (ids) =>
    ids.toLowerCase(),
  );
}

function detectLocale(request: NextRequest, headers: Headers) {
  const decision = detectRootLocale({
    localeCookie: request.cookies.get(LOCALE_COOKIE)?.value,
    redirectedCookie: request.cookies.get(REDIRECTED_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });

  const target = request.nextUrl.clone();
  let response: NextResponse;
  if (decision.locale === defaultLocale) {
    target.pathname = `/${defaultLocale}`;
    response = NextResponse.rewrite(target, { request: { headers } });
  } else {
    target.pathname = `/${decision.locale}`;
    response = NextResponse.redirect(target, 307);
  }
  if (decision.rememberDetection) {
    response.cookies.set(REDIRECTED_COOKIE, decision.locale, {
      maxAge: LOCALE_COOKIE_MAX_AGE,
      path: '/',
      sameSite: 'lax',
    });
  }
  // The answer depends on cookies and headers: shared caches must not reuse it for other visitors.
  response.headers.set('Cache-Control', 'private, no-cache');
  response.headers.set('Vary', 'Cookie, Accept-Language');
  return response;
}

export const config = {
  // Everything but the hashed build files (answered as files; nothing in their answers repeats
  // the address).
  matcher: '/((?!_next/static/).*)',
};
