import { directionOf, isLocale, locales, localeTag } from './locales';
import { nativeNames } from './native-names';
import { defaultQuestionnaireLanguage, isQuestionnaireLanguage } from '@/inventory/languages';

describe('locales', () => {
  it('are the 39 questionnaire languages, English first, each preselecting its own', () => {
    expect(locales).toHaveLength(39);
    expect(locales[0]).toBe('en');
    const languages = locales.map(defaultQuestionnaireLanguage);
    expect(new Set(languages).size).toBe(locales.length);
    for (const [i, locale] of locales.entries())
      expect({ locale, language: languages[i] }).toEqual({
        locale,
        language: locale === 'en' ? 'en' : expect.not.stringMatching(/^en$/),
      });
  });

  it('are right-to-left for Arabic, Hebrew, Persian and Urdu only', () => {
    expect(locales.filter((l) => directionOf(l) === 'rtl').sort()).toEqual([
      'ar',
      'fa',
      'he',
      'ur',
    ]);
  });

  it('each have a distinct native name', () => {
    const names = locales.map((l) => nativeNames[l]);
    expect(new Set(names).size).toBe(locales.length);
  });

  it('have canonical BCP 47 tags: the code itself, or the variant the code stands for', () => {
    for (const locale of locales)
      expect(Intl.getCanonicalLocales(localeTag(locale))).toEqual([localeTag(locale)]);
    expect(locales.filter((l) => localeTag(l) !== l).map(localeTag)).toEqual([
      'pt-BR',
      'sr-Latn',
      'zh-Hant-HK',
    ]);
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
    expect(defaultQuestionnaireLanguage('zh-HK')).toBe('zh-hk');
    expect(defaultQuestionnaireLanguage('de')).toBe('de');
  });
});
