/**
 * Which address a request came from, for the save limit (lib/http/server/rate-limit.ts). By default the
 * connection's own address counts: proxy.ts drops any `X-Forwarded-For` a client sends, and
 * Next.js then writes the connection's address into that header itself. Behind N trusted proxies
 * (`TRUST_PROXY=N`, e.g. 1 behind nginx that appends `$remote_addr`), the header is kept and the
 * address the outermost trusted proxy saw counts: the Nth entry from the right. Entries further
 * left were written by the client and are never trusted. TRUST_PROXY is read by lib/config/env.ts.
 */

/** The client's address from `X-Forwarded-For` as proxy.ts left it, given the trusted hops. */
export function clientAddress(forwardedFor: string | null, hops: number): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = entries[entries.length - Math.max(1, hops)] ?? entries[0] ?? '';
  return address.slice(0, 64) || 'unknown';
}
