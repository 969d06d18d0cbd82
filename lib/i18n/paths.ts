import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The public path of `path` in `locale`: English unprefixed, every other locale prefixed
 * (`/test` -> `/de/test`, `/` -> `/de`). `path` must start with `/`; query and hash are kept.
 */
export function localizePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? `/${locale}${path.slice(1)}`
    : `/${locale}${path}`;
}

/**
 * Splits a public pathname into its locale and the locale-free path. Also accepts the internal
 * `/en/...` form (what a rewrite resolves to), so callers get the same answer on server and client.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first)) {
    const path = `/${rest.join('/')}`;
    return { locale: first, path };
  }
  return { locale: defaultLocale, path: pathname || '/' };
}
