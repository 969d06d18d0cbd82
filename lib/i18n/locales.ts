/**
 * The one list of UI locales. Routing, the proxy, next.config rewrites, the sitemap, the language
 * switcher and the tests all read it from here. Plain data with no framework imports, so that
 * next.config.ts and scripts can import it too.
 */
export const locales = [
  'en',
  'ar',
  'da',
  'de',
  'es',
  'fi',
  'fr',
  'he',
  'hi',
  'id',
  'is',
  'it',
  'ja',
  'no',
  'pl',
  'pt',
  'ru',
  'sv',
  'th',
  'uk',
  'zh-Hans',
] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/**
 * Locales whose pages are prerendered when the site is built. Every other locale's page is
 * rendered on its first request and then kept by the framework like a prerendered one: the build
 * stays short however many languages there are.
 */
export const prerenderedLocales: readonly Locale[] = [defaultLocale];

/** Locales written right to left; the layout mirrors for them. */
export const rtlLocales: ReadonlySet<Locale> = new Set<Locale>(['ar', 'he']);

/**
 * BCP 47 tag of a locale, for `<html lang>`, `hreflang` and Intl formatting: the locale's code,
 * except Brazilian Portuguese (`pt` in addresses).
 */
export function localeTag(locale: Locale): string {
  return locale === 'pt' ? 'pt-BR' : locale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return rtlLocales.has(locale) ? 'rtl' : 'ltr';
}

/** Cookie holding the locale a visitor chose in the switcher. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** Cookie recording that the one-time browser-language redirect has happened (value: its locale). */
export const REDIRECTED_COOKIE = 'i18n_redirected';
/** Both cookies live for 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
