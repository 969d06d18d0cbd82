import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The public path of `path` in `locale`, as routing.ts defines it (`localePrefix: 'as-needed'`):
 * the default locale (English) unprefixed, every other one prefixed (`/test` -> `/de/test`,
 * `/` -> `/de`). `path` must start with `/`; query and hash are kept.
 *
 * The same answer as next-intl's `createNavigation(routing).getPathname` (paths.test.ts checks
 * it), written out because next-intl's navigation module costs every page script: its Link is a
 * client component that brings next-intl's client navigation (measured +4.8 KB gzip per page with
 * messages precompiled, next.config.ts; about 12 KB before, with intl-messageformat). With a
 * first-visit budget of 160 KB and the test page at 156.7 KB, that does not fit yet. Using only
 * `getPathname` and `redirect` on the server costs the same (measured +3.2 KB on every page): the
 * navigation module also exports the Link, a client component, and a page's script includes every
 * client component its server code imports. AppLink takes locale-free hrefs the way next-intl's
 * Link does, so switching is a change of import once it fits. Plain data, no next-intl import:
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
