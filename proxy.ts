import { NextResponse, type NextRequest } from 'next/server';
import { detectRootLocale } from './lib/i18n/detect';
import {
  defaultLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  REDIRECTED_COOKIE,
} from './lib/i18n/locales';

/**
 * Locale detection, the middleware of the design (Next 16 names the file proxy.ts). It runs only on
 * the bare root path: every other path already names its locale, and next.config.ts rewrites
 * unprefixed (English) paths without running any code, which keeps static pages fast.
 *
 * On `/` the visitor gets, in order: the locale chosen in the switcher (cookie), the locale of the
 * one-time browser-language redirect, the browser's Accept-Language (read once, then remembered in
 * a cookie), English.
 */
export function proxy(request: NextRequest) {
  const decision = detectRootLocale({
    localeCookie: request.cookies.get(LOCALE_COOKIE)?.value,
    redirectedCookie: request.cookies.get(REDIRECTED_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });

  const target = request.nextUrl.clone();
  let response: NextResponse;
  if (decision.locale === defaultLocale) {
    target.pathname = `/${defaultLocale}`;
    response = NextResponse.rewrite(target);
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
  matcher: '/',
};
