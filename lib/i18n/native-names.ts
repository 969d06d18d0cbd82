import type { Locale } from './locales';

/**
 * Each UI language's name in the language itself, as the language menus list them. Apart from
 * locales.ts so that pages' scripts, which need the locale codes, do not carry the names too (the
 * menus are drawn on the server).
 */
export const nativeNames: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  da: 'Dansk',
  de: 'Deutsch',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  he: 'עברית',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  is: 'Íslenska',
  it: 'Italiano',
  ja: '日本語',
  no: 'Norsk',
  pl: 'Polski',
  pt: 'Português (Brasil)',
  ru: 'Русский',
  sv: 'Svenska',
  th: 'ไทย',
  uk: 'Українська',
  'zh-Hans': '简体中文',
};
