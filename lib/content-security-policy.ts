/**
 * The Content-Security-Policy of the site's pages, set by proxy.ts on every host. Next.js writes a
 * page's data into inline scripts that differ on every page, and offers no way to hash them; it
 * documents a per-request nonce instead: proxy.ts puts the policy on the request too, and Next.js
 * gives every script it writes that nonce. 'strict-dynamic' lets those scripts load the page's
 * chunks. No 'unsafe-inline' or 'unsafe-eval' for scripts. Styles allow inline attributes (React
 * style props, inlined CSS); images allow data: and blob: (generated previews and icons).
 *
 * A nonce must never be shared between answers, so pages are rendered for every request and sent
 * `private` (Next.js does both for pages that read the request); what makes them cheap is cached
 * in the framework instead (lib/server/results.ts, `'use cache'`).
 */
export function pagePolicy(nonce: string, { https, dev }: { https: boolean; dev: boolean }) {
  const directives = [
    "default-src 'self'",
    // React's development build evaluates code for its error overlay; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The policy of answers that are never run as a page: the API's JSON, images, files. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";
