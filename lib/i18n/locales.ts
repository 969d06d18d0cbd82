/**
 * The one list of UI locales. Routing, the proxy, next.config rewrites, the sitemap, the language
 * switcher and the tests all read it from here. Plain data with no framework imports, so that
 * next.config.ts and scripts can import it too.
 */
export const locales = [
  'en',
  'ar',
  'bg',
  'ca',
  'cs',
  'da',
  'de',
  'es',
  'et',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'hy',
  'id',
  'is',
  'it',
  'ja',
  'ko',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sl',
  'sq',
  'sr',
  'ss',
  'sv',
  'th',
  'tr',
  'uk',
  'ur',
  'zh-Hans',
  'zh-HK',
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
export const rtlLocales: ReadonlySet<Locale> = new Set<Locale>(['ar', 'fa', 'he', 'ur']);

/** Locales whose tag says more than their code (the code stays the address). */
const TAGS: Partial<Record<Locale, string>> = {
  // Brazilian Portuguese, the questionnaire's and the translation's.
  pt: 'pt-BR',
  // Serbian in Latin script, as the questionnaire is written (docs/languages.md says why).
  sr: 'sr-Latn',
  // Traditional characters as written in Hong Kong.
  'zh-HK': 'zh-Hant-HK',
};

/**
 * BCP 47 tag of a locale, for `<html lang>`, `hreflang` and Intl formatting: the locale's code,
 * except where the code alone would name another variant (TAGS).
 */
export function localeTag(locale: Locale): string {
  return TAGS[locale] ?? locale;
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
