import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * Addresses for code that cannot load next-intl: the service worker (lib/offline, its own bundle,
 * with no React or Next.js), the e2e tests, and a pathname read outside React (window.location in
 * an event handler). Pages, components and server code use next-intl's navigation instead
 * (lib/i18n/navigation.ts).
 *
 * The public path of `path` in `locale`, as routing.ts defines it (`localePrefix: 'as-needed'`):
 * the default locale (English) unprefixed, every other one prefixed (`/test` -> `/de/test`,
 * `/` -> `/de`). `path` must start with `/`; query and hash are kept. The same answer as
 * next-intl's `getPathname` (paths.test.ts checks it for every locale).
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
