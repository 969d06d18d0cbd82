/**
 * The Content-Security-Policy of the site's pages, chosen by how a page is rendered
 * (lib/http/rendering.ts):
 *
 * - Kept pages (prerendered when the site is built, or rendered once and kept by the framework)
 *   get `script-src 'self' 'unsafe-inline'` from next.config.ts. Next.js writes each page's data
 *   into inline scripts, and a page whose HTML is kept can carry neither a per-request nonce nor,
 *   in Next.js 16, hashes of those scripts. These pages show no text a visitor typed, or only text
 *   validated to a safe alphabet (handles, names in comparisons), and React escapes all of it.
 * - Pages rendered for each request (they repeat what a visitor typed) get a fresh nonce from
 *   proxy.ts: `script-src 'self' 'nonce-…' 'strict-dynamic'`, and Next.js puts the nonce on every
 *   script it writes.
 *
 * Every other directive is the same strict list for both. Styles allow inline attributes (React
 * style props); images allow data: and blob: (icons, generated previews).
 */
interface PolicyOptions {
  https: boolean;
  dev: boolean;
}

function policy(scriptSrc: string, { https, dev }: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    // React's development build evaluates code for its error overlay; production never does.
    `script-src ${scriptSrc}${dev ? " 'unsafe-eval'" : ''}`,
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

/** Pages whose HTML is kept and reused (next.config.ts): no nonce is possible. */
export const keptPagePolicy = (options: PolicyOptions) => policy("'self' 'unsafe-inline'", options);

/** Pages rendered for one request (proxy.ts): a nonce, and no inline script without it. */
export const noncePagePolicy = (nonce: string, options: PolicyOptions) =>
  policy(`'self' 'nonce-${nonce}' 'strict-dynamic'`, options);

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
