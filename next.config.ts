import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { defaultLocale, locales } from './lib/i18n/locales';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** Sent with every answer: pages, files, images and the API. */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // No address of this site (result ids are in them) is ever sent to another site.
  { key: 'Referrer-Policy', value: 'same-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), ' +
      'browsing-topics=(), interest-cohort=()',
  },
];

/** HSTS only where the site is served over https (directly or behind a TLS proxy). */
const hsts = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

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
      { source: '/:path*', headers: securityHeaders },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [hsts],
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
