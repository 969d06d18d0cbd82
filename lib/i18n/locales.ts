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

/** Locales written right to left; the layout mirrors for them. */
export const rtlLocales: ReadonlySet<Locale> = new Set<Locale>(['ar', 'he']);

export interface LocaleInfo {
  /** The language's name in the language itself, as shown in the switcher. */
  nativeName: string;
  /** BCP 47 tag for `<html lang>` and `hreflang`. */
  tag: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { nativeName: 'English', tag: 'en' },
  ar: { nativeName: 'العربية', tag: 'ar' },
  da: { nativeName: 'Dansk', tag: 'da' },
  de: { nativeName: 'Deutsch', tag: 'de' },
  es: { nativeName: 'Español', tag: 'es' },
  fi: { nativeName: 'Suomi', tag: 'fi' },
  fr: { nativeName: 'Français', tag: 'fr' },
  he: { nativeName: 'עברית', tag: 'he' },
  hi: { nativeName: 'हिन्दी', tag: 'hi' },
  id: { nativeName: 'Bahasa Indonesia', tag: 'id' },
  is: { nativeName: 'Íslenska', tag: 'is' },
  it: { nativeName: 'Italiano', tag: 'it' },
  ja: { nativeName: '日本語', tag: 'ja' },
  no: { nativeName: 'Norsk', tag: 'no' },
  pl: { nativeName: 'Polski', tag: 'pl' },
  pt: { nativeName: 'Português (Brasil)', tag: 'pt-BR' },
  ru: { nativeName: 'Русский', tag: 'ru' },
  sv: { nativeName: 'Svenska', tag: 'sv' },
  th: { nativeName: 'ไทย', tag: 'th' },
  uk: { nativeName: 'Українська', tag: 'uk' },
  'zh-Hans': { nativeName: '简体中文', tag: 'zh-Hans' },
};

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
