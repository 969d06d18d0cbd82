import type { Locale } from './locales';

/**
 * Each UI language's name in the language itself, as the language menus list them. Apart from
 * locales.ts so that pages' scripts, which need the locale codes, do not carry the names too (the
 * menus are drawn on the server).
 */
export const nativeNames: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  bg: 'Български',
  ca: 'Català',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  es: 'Español',
  et: 'Eesti',
  fa: 'فارسی',
  fi: 'Suomi',
  fr: 'Français',
  he: 'עברית',
  hi: 'हिन्दी',
  hr: 'Hrvatski',
  hu: 'Magyar',
  hy: 'Հայերեն',
  id: 'Bahasa Indonesia',
  is: 'Íslenska',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  nl: 'Nederlands',
  no: 'Norsk',
  pl: 'Polski',
  pt: 'Português (Brasil)',
  ro: 'Română',
  ru: 'Русский',
  sl: 'Slovenščina',
  sq: 'Shqip',
  sr: 'Srpski',
  ss: 'SiSwati',
  sv: 'Svenska',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  ur: 'اردو',
  'zh-Hans': '简体中文',
  'zh-HK': '繁體中文（香港）',
};
