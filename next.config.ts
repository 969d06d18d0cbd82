import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { defaultLocale, locales } from './lib/i18n/locales';

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
