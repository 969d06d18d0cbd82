import { createNavigation } from 'next-intl/navigation';
import { locales } from './locales';
import { routing } from './routing';
import { localizePath, splitLocale } from './paths';

describe('localizePath', () => {
  it('leaves English unprefixed', () => {
    expect(localizePath('en', '/')).toBe('/');
    expect(localizePath('en', '/test')).toBe('/test');
  });

  it('prefixes every other locale', () => {
    expect(localizePath('de', '/')).toBe('/de');
    expect(localizePath('fr', '/test')).toBe('/fr/test');
    expect(localizePath('ja', '/result/0123456789abcdef01234567')).toBe(
      '/ja/result/0123456789abcdef01234567',
    );
    expect(localizePath('zh-Hans', '/compare')).toBe('/zh-Hans/compare');
    expect(localizePath('de', '/?x=1')).toBe('/de?x=1');
  });
});

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/test', 'en', '/test'],
    ['/en/test', 'en', '/test'],
    ['/de', 'de', '/'],
    ['/de/result/abc', 'de', '/result/abc'],
    ['/zh-Hans/compare', 'zh-Hans', '/compare'],
    ['/xx/foo', 'en', '/xx/foo'],
    ['/deutsch', 'en', '/deutsch'],
  ])('%s -> %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });

  it('round-trips with localizePath', () => {
    expect(localizePath('fr', splitLocale('/de/result/abc').path)).toBe('/fr/result/abc');
    expect(localizePath('en', splitLocale('/ar').path)).toBe('/');
  });
});

describe('the same addresses as next-intl', () => {
  const { getPathname } = createNavigation(routing);
  it('matches getPathname for every locale', () => {
    for (const locale of locales) {
      for (const path of ['/', '/test', '/result/0123456789abcdef01234567', '/compare?people=x']) {
        expect(localizePath(locale, path)).toBe(getPathname({ locale, href: path }));
      }
    }
  });
});
