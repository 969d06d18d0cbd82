import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, locales } from './locales';

/**
 * The one routing definition. next-intl reads it for the request configuration (request.ts);
 * localizePath (paths.ts) builds addresses from it as next-intl's getPathname would (see there
 * why not createNavigation). Detection and the English rewrite are done by proxy.ts and the
 * rewrites in next.config.ts (see proxy.ts for why not next-intl's middleware), so
 * `localeDetection` is off here.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
});
