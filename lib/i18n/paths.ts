import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The public path of `path` in `locale`, as routing.ts defines it (`localePrefix: 'as-needed'`):
 * the default locale (English) unprefixed, every other one prefixed (`/test` -> `/de/test`,
 * `/` -> `/de`). `path` must start with `/`; query and hash are kept.
 *
 * The same answer as next-intl's `createNavigation(routing).getPathname` (paths.test.ts checks
 * it), written out because next-intl's navigation costs every page's script: its Link is a client
 * component that needs use-intl's client core and a NextIntlClientProvider for the locale
 * (measured 2026-11-27 with messages precompiled: +6.2 KB gzip on every page, the test page at
 * 160.6 KB against a 160 KB budget; the branch `next-intl-navigation` has the whole change).
 * Importing only `getPathname` and `redirect` in server code costs most of it too: the module also
 * exports the Link, and a page's script includes every client component its server code imports.
 * AppLink takes locale-free hrefs the way next-intl's Link does. Plain data, no next-intl import:
 * the service worker and the e2e helpers use it too.
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
