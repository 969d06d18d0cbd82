/**
 * Headers sent with every answer: pages, files, images and the API (next.config.ts adds them to
 * Next's answers; the front server to the answers it makes itself). Plain data, no imports.
 */
export const securityHeaders: readonly { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // No address of this site (result ids are in them) is ever sent to another site.
  { key: 'Referrer-Policy', value: 'same-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), ' +
      'browsing-topics=()',
  },
];

/** HSTS only where the site is served over https (directly or behind a TLS proxy). */
export const hstsHeader = {
  key: 'Strict-Transport-Security',
  value: 'max-age=63072000; includeSubDomains',
} as const;
