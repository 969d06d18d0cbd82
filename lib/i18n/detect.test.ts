import { detectRootLocale, matchLocale, parseAcceptLanguage } from './detect';

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, then by position', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-DE, en;q=0.8, it;q=0.8')).toEqual([
      'de-DE',
      'en',
      'it',
      'fr',
    ]);
  });

  it('drops q=0, wildcards and malformed entries', () => {
    expect(parseAcceptLanguage('*, sv;q=0, <script>, ja;q=abc, pl;q=0.1')).toEqual(['ja', 'pl']);
  });

  it('never throws on empty or hostile headers', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(';;;,,,q=1')).toEqual([]);
    expect(parseAcceptLanguage('de,'.repeat(10_000)).length).toBeLessThanOrEqual(32);
  });
});

describe('matchLocale', () => {
  it.each([
    ['de-AT', 'de'],
    ['DE', 'de'],
    ['nb-NO', 'no'],
    ['nn', 'no'],
    ['zh-CN', 'zh-Hans'],
    ['zh-Hans-SG', 'zh-Hans'],
    ['zh-hans', 'zh-Hans'],
    ['pt-PT', 'pt'],
    ['iw', 'he'],
    ['en-GB', 'en'],
    // Close languages, by CLDR's language matching: Swiss German readers read German.
    ['gsw', 'de'],
    ['ko-KR', 'ko'],
    // Traditional Chinese, wherever it is written, gets Hong Kong's; Serbian in either script
    // gets Latin (docs/languages.md).
    ['zh-TW', 'zh-HK'],
    ['zh-Hant', 'zh-HK'],
    ['zh-HK', 'zh-HK'],
    ['sr-Cyrl-RS', 'sr'],
    ['sr-Latn', 'sr'],
    ['prs', 'fa'],
    ['bs', 'hr'],
  ])('%s -> %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it('returns undefined for languages the site does not have', () => {
    expect(matchLocale('vi-VN')).toBeUndefined();
    expect(matchLocale('x-klingon')).toBeUndefined();
  });
});

describe('detectRootLocale', () => {
  it('prefers the chosen locale cookie over everything else', () => {
    expect(
      detectRootLocale({ localeCookie: 'en', redirectedCookie: 'de', acceptLanguage: 'de' }),
    ).toEqual({ locale: 'en', source: 'cookie', rememberDetection: false });
  });

  it('uses the remembered redirect before reading the browser languages again', () => {
    expect(detectRootLocale({ redirectedCookie: 'fr', acceptLanguage: 'de' })).toEqual({
      locale: 'fr',
      source: 'remembered',
      rememberDetection: false,
    });
  });

  it('falls back to English when the remembered value is not a locale', () => {
    expect(detectRootLocale({ redirectedCookie: 'xx', acceptLanguage: 'de' }).locale).toBe('en');
  });

  it('reads Accept-Language once and asks to remember it', () => {
    expect(detectRootLocale({ acceptLanguage: 'vi, ja;q=0.9, en;q=0.8' })).toEqual({
      locale: 'ja',
      source: 'browser',
      rememberDetection: true,
    });
  });

  it('ignores an invalid locale cookie', () => {
    expect(detectRootLocale({ localeCookie: 'xx', acceptLanguage: 'sv' }).locale).toBe('sv');
  });

  it('defaults to English', () => {
    expect(detectRootLocale({ acceptLanguage: 'vi' })).toEqual({
      locale: 'en',
      source: 'default',
      rememberDetection: true,
    });
    expect(detectRootLocale({}).locale).toBe('en');
  });
});
