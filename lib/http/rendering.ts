import { keptPagePolicy } from './content-security-policy';
import { defaultLocale, locales } from '../i18n/locales';
import { RESULT_CACHE_SECONDS, SHARED_CACHE_SECONDS } from '../results/cache';
import { sitePages } from '../content/site-pages';

/**
 * How each page is rendered, and so which script policy and Cache-Control it is sent with. The one
 * list proxy.ts and next.config.ts read (plain data: next.config.ts imports it). The route table
 * of docs/security.md lists the same routes; e2e/rendering.spec.ts checks what the server sends.
 *
 * - static: prerendered when the site is built (English) or on its first request (other
 *   locales), then answered from the framework's cache; a CDN may keep it.
 * - kept: rendered on the first request for an address (a result, a comparison, a change between
 *   two results), then answered from the framework's cache until the result is deleted or
 *   RESULT_CACHE_SECONDS pass; a CDN may keep it for SHARED_CACHE_SECONDS.
 * - per request: pages that repeat what a visitor typed (a lookup, a list being built without
 *   scripts): rendered for each request with a nonce, never stored anywhere.
 */
export const STATIC_PAGES: readonly string[] = [
  ...sitePages.map((page) => page.path).filter((path) => path !== '/'),
  '/articles/:slug',
  '/offline',
  '/result/deleted',
  '/result/private',
];

export const KEPT_PAGES = ['/result/:id', '/result/:id/change/:other', '/compare/:id'] as const;

export const PER_REQUEST_PAGES = ['/compare/edit', '/result/lookup'] as const;

/** Browsers revalidate every page (no max-age); shared caches keep static pages an hour. */
export const STATIC_PAGE_CACHE_CONTROL = 'public, s-maxage=3600, stale-while-revalidate=86400';
export const KEPT_PAGE_CACHE_CONTROL = `public, s-maxage=${SHARED_CACHE_SECONDS}`;

const prefixed = locales.filter((locale) => locale !== defaultLocale).join('|');
const perRequest = PER_REQUEST_PAGES.map((path) => path.slice(1)).join('|');

/** Whether a request path (as received, with or without a locale prefix) is rendered per request. */
export function isPerRequestPage(pathname: string): boolean {
  return new RegExp(`^(?:/(?:${prefixed}))?/(?:${perRequest})$`).test(pathname);
}

type HeaderRule = {
  source: string;
  has?: { type: 'header'; key: string; value: string }[];
  headers: { key: string; value: string }[];
};

/** next.config.ts `headers()` rules for pages: the kept policy and each kind's Cache-Control. */
export function pageHeaderRules(dev: boolean): HeaderRule[] {
  // Every address but the API and the per-request pages (proxy.ts gives those their nonce).
  const notPerRequest = `/:path((?!api(?:/|$))(?!(?:(?:${prefixed})/)?(?:${perRequest})$).*)`;
  const https = [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }];
  const withLocale = (path: string) => `/:locale(${prefixed})?${path}`;
  // Ids as the pages accept them: anything else is a 404, not a page to keep.
  const id = '[0-9a-fA-F]{24}';
  const kept = [
    `/result/:id(${id})`,
    `/result/:id(${id})/change/:other(${id})`,
    '/compare/:id((?!edit$)[^/]+)',
  ].map(withLocale);
  return [
    {
      source: notPerRequest,
      headers: [{ key: 'Content-Security-Policy', value: keptPagePolicy({ https: false, dev }) }],
    },
    {
      source: notPerRequest,
      has: https,
      headers: [{ key: 'Content-Security-Policy', value: keptPagePolicy({ https: true, dev }) }],
    },
    ...[`/:locale(${prefixed})`, ...STATIC_PAGES.map(withLocale)].map((source) => ({
      source,
      headers: [{ key: 'Cache-Control', value: STATIC_PAGE_CACHE_CONTROL }],
    })),
    ...kept.map((source) => ({
      source,
      headers: [{ key: 'Cache-Control', value: KEPT_PAGE_CACHE_CONTROL }],
    })),
  ];
}

export { RESULT_CACHE_SECONDS };
