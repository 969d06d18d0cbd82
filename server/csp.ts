import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy for the site's HTML. Next renders its bootstrap data (the React Server
 * Components payload) into inline scripts, different on every page; instead of nonces, which would
 * make every page dynamic, the front server hashes the inline scripts of each page it sends
 * (once per cached page) and allows exactly those, plus the site's own script files.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** Script types a browser runs; others (JSON data blocks, ld+json) are never executed. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** `'sha256-…'` sources for every inline script the browser would run, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(typeValue)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy: scripts only from this origin or inline ones with a listed hash; no plugins, no
 * framing by any site, no <base> changes, forms only to this origin. Styles allow inline
 * attributes (React style props); images allow data: and blob: (generated previews and icons).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
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
