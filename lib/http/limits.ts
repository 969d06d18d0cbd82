/**
 * The site's limits on addresses and on the size of its answers' headers, in one place: proxy.ts
 * enforces them on every host, the tests read them (test/hostile.ts sizes its generators from
 * them, so the fuzzer explores the edge on purpose). Plain data and functions, no imports.
 */

/**
 * The longest request target (path and query string, as sent) the site answers: 8 KiB, the common
 * default of reverse proxies and CDNs (nginx's large_client_header_buffers, for one). A longer one
 * gets `414 URI Too Long`.
 */
export const MAX_REQUEST_TARGET_BYTES = 8 * 1024;

/**
 * Node.js's own limit on a request's header block (request line included; its default
 * `--max-http-header-size`). A request beyond it is answered `431` by Node itself, on any Node
 * host, before the site's code runs; the site's 414 covers the range up to it.
 */
export const NODE_MAX_REQUEST_HEADER_BYTES = 16 * 1024;

/** No answer of the site carries more header bytes than this (status line included). */
export const MAX_RESPONSE_HEADER_BYTES = 8 * 1024;

/**
 * A redirect repeats its target in `Location` and, for a permanent one, Next.js repeats it once
 * more in `Refresh`. Redirect targets longer than this are refused with 414 instead, so that a
 * redirect's headers stay below MAX_RESPONSE_HEADER_BYTES with room for the other headers.
 */
export const MAX_REDIRECT_TARGET_BYTES = 3 * 1024;

/** Bytes of a request target as sent on the wire (UTF-8; addresses are normally ASCII). */
export function targetBytes(target: string): number {
  let bytes = 0;
  for (let i = 0; i < target.length; i++) {
    const code = target.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
