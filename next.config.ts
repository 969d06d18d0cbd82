import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { defaultLocale, locales } from './lib/i18n/locales';
import { hstsHeader, securityHeaders } from './lib/security-headers';

/** For JSON answers of the API; pages get theirs from the front server (server/csp.ts). */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Paths starting with a locale code (including `en`, the proxy's rewrite target for `/`) are left alone.
const localeCodes = locales.join('|');

const nextConfig: NextConfig = {
  // A second build can sit beside the main one (the tests build one with analytics turned on).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // HarfBuzz finds its .wasm file next to its own module, so it is loaded from node_modules as is.
  serverExternalPackages: ['harfbuzzjs'],
  async headers() {
    return [
      { source: '/:path*', headers: [...securityHeaders] },
      // The API answers JSON only: nothing in it may ever run, load or be framed.
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: API_CSP }],
      },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [hstsHeader],
      },
    ];
  },
  async redirects() {
    // English is unprefixed: /en and /en/... are the same pages under a second address.
    return [
      { source: `/${defaultLocale}`, destination: '/', permanent: true },
      { source: `/${defaultLocale}/:path*`, destination: '/:path*', permanent: true },
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
