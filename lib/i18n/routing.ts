import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, locales } from './locales';

/**
 * The one routing definition. next-intl reads it for the request configuration (request.ts) and
 * builds the site's links, redirects and paths from it (navigation.ts). Detection and the English
 * rewrite are done by proxy.ts and the rewrites in next.config.ts (see proxy.ts for why not
 * next-intl's middleware), so `localeDetection` is off here.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
});
