import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { defaultLocale, locales } from './lib/i18n/locales';
import { NON_PAGE_POLICY } from './lib/http/content-security-policy';
import { pageHeaderRules } from './lib/http/rendering';
import { buildSettingsOf, parseEnv } from './lib/config/env';
import { RESULT_CACHE_SECONDS } from './lib/results/cache';
import { hstsHeader, securityHeaders } from './lib/http/security-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // Messages are compiled when the site is built: the browser formats them with a ~2 KB
    // formatter instead of parsing ICU syntax with intl-messageformat (~12 KB gzip).
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

// Paths starting with a locale code (including `en`, the proxy's rewrite target for `/`) are left alone.
const localeCodes = locales.join('|');

// Settings that pages show are the build's (lib/config/env.ts BUILD_SETTINGS): checked here, so a bad
// value stops the build, and written into the server's code (lib/config/build-settings.ts).
const buildSettings = buildSettingsOf(process.env);
parseEnv(buildSettings);

const nextConfig: NextConfig = {
  // A second build can sit beside the main one (the tests build one with analytics turned on).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  env: buildSettings,
  poweredByHeader: false,
  // proxy.ts redirects `/page/` to `/page` itself: Next's own redirect runs before it and repeats
  // any address, however long, twice in its headers (see lib/http/limits.ts).
  skipTrailingSlashRedirect: true,
  // HarfBuzz finds its .wasm file next to its own module, so it is loaded from node_modules as is.
  serverExternalPackages: ['harfbuzzjs'],
  // The site shows no images through next/image: its optimizer endpoint stays off.
  images: { unoptimized: true },
  // Pages are prerendered when the site is built, or rendered once and kept by the framework
  // (result and comparison pages); `'use cache'`, `cacheLife` and `cacheTag` for their data.
  cacheComponents: true,
  // Links prefetch whole pages as before: every page here reads its locale from the address
  // outside any Suspense boundary, so it has no App Shell for partial prefetching to share.
  partialPrefetching: false,
  experimental: {
    // Pages kept after their first render (results, comparisons) live in memory only, bounded by
    // cacheMaxMemorySize: a deleted result must not survive in a file, and nothing grows on disk.
    isrFlushToDisk: false,
    // Unused exports of CommonJS modules (react-dom's client, Next's router) are dropped too:
    // 0.7 KB gzip less on every page's first visit (measured 2026-11-27).
    turbopackCjsTreeShaking: true,
  },
  cacheLife: {
    // A result's data, pages and images (lib/results/cache.ts): dropped at once on the instance
    // that deletes it, on every other instance within RESULT_CACHE_SECONDS. Browsers' routers
    // reuse a page they hold for a minute.
    result: {
      stale: 60,
      revalidate: RESULT_CACHE_SECONDS,
      expire: RESULT_CACHE_SECONDS,
    },
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...securityHeaders] },
      // Pages: the script policy of kept pages and each kind's Cache-Control (lib/http/rendering.ts).
      ...pageHeaderRules(process.env.NODE_ENV === 'development'),
      // The API answers JSON only: nothing in it may ever run, load or be framed.
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }],
      },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [hstsHeader],
      },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: [],
      // Unprefixed paths are English pages. Checked after static routes (api, sitemap.xml, ...)
      // and before dynamic ones, so no proxy has to run for them.
      afterFiles: [
        {
          source: `/:path((?!(?:${localeCodes}|api|_next)(?:/|$)).+)`,
          destination: `/${defaultLocale}/:path`,
        },
      ],
      fallback: [],
    };
  },
};

export default withNextIntl(nextConfig);
