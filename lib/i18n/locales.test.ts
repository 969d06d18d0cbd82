import { directionOf, isLocale, locales, localeTag } from './locales';
import { nativeNames } from './native-names';
import { defaultQuestionnaireLanguage, isQuestionnaireLanguage } from '@/inventory/languages';

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
    const names = locales.map((l) => nativeNames[l]);
    expect(new Set(names).size).toBe(locales.length);
  });

  it('have canonical BCP 47 tags: the code itself, pt-BR for Brazilian Portuguese', () => {
    for (const locale of locales)
      expect(Intl.getCanonicalLocales(localeTag(locale))).toEqual([localeTag(locale)]);
    expect(locales.filter((l) => localeTag(l) !== l).map(localeTag)).toEqual(['pt-BR']);
  });

  it('recognise only known codes', () => {
    expect(isLocale('zh-Hans')).toBe(true);
    expect(isLocale('zh-hans')).toBe(false);
    expect(isLocale('__proto__')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('preselect a language for every UI locale, matching it where one exists', () => {
    for (const locale of locales)
      expect(isQuestionnaireLanguage(defaultQuestionnaireLanguage(locale))).toBe(true);
    expect(defaultQuestionnaireLanguage('pt')).toBe('pt-br');
    expect(defaultQuestionnaireLanguage('zh-Hans')).toBe('zh-cn');
    expect(defaultQuestionnaireLanguage('de')).toBe('de');
  });
});
