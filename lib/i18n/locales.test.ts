import { directionOf, isLocale, localeInfo, locales } from './locales';

describe('locales', () => {
  it('are the 21 UI locales of the product brief, English first', () => {
    expect(locales).toEqual([
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
    ]);
  });

  it('are right-to-left for Arabic and Hebrew only', () => {
    expect(locales.filter((l) => directionOf(l) === 'rtl')).toEqual(['ar', 'he']);
  });

  it('each have a distinct native name', () => {
    const names = locales.map((l) => localeInfo[l].nativeName);
    expect(new Set(names).size).toBe(locales.length);
  });

  it('recognise only known codes', () => {
    expect(isLocale('zh-Hans')).toBe(true);
    expect(isLocale('zh-hans')).toBe(false);
    expect(isLocale('__proto__')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
