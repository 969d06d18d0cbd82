import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { sendBadAddress, isReadablePath } from './bad-request';
import { PageCache, type CachedPage } from './cache';
import { contentSecurityPolicy, inlineScriptHashes } from './csp';
import { deferScripts } from './defer-scripts';

/**
 * The front server: the site's HTTP entry, in front of Next's request handler.
 *
 * - Unreadable addresses (malformed percent-escapes) get a 400 in the visitor's language instead
 *   of the bare 500 Next's router gives them.
 * - Every HTML page gets a Content-Security-Policy allowing exactly its own inline scripts.
 * - Pages Next marks as shareable (`s-maxage`: prerendered pages, until their revalidation time),
 *   build files (`immutable`) and the pages of a result (result, comparison, preview images;
 *   results never change, they are only deleted) are kept in memory with their gzip encoding and
 *   answered without running Next: that is what makes a page about as fast to serve as a file.
 *   Deleting a result drops its pages at once, here when the deletion passes through this server,
 *   and on every instance through PostgreSQL notifications (server/invalidation.ts).
 * - It compresses what Next gives it (requests reach Next without Accept-Encoding), so a page is
 *   compressed once, not on every request.
 */

export type NextHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

export interface FrontOptions {
  next: NextHandler;
  /** Folder of the UI message files (for the 400 page). */
  messagesDir: string;
  /** Memory for kept pages; 0 keeps none. */
  cacheBytes: number;
  /** Whether pages of results may be kept (off when deletions elsewhere cannot be heard of). */
  cacheResults: boolean;
  now?: () => number;
}

/** How long a result's pages are kept at most (they are dropped at once when it is deleted). */
const RESULT_PAGE_TTL_MS = 60 * 60 * 1000;
const RESULT_PAGE = /^\/(?:[A-Za-z-]{2,7}\/)?result\/([0-9a-f]{24})(?:\/preview\.png)?$/;
const COMPARE_PAGE = /^\/(?:[A-Za-z-]{2,7}\/)?compare\/([A-Za-z0-9_-]{1,2000})(?:\/preview\.png)?$/;
const RESULT_API = /^\/api\/result\/([0-9a-f]{24})$/;
const RESULT_ID = /[0-9a-f]{24}/g;
/** Request headers that make Next answer something other than the page (router data, ranges). */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'range',
];
/** A kept answer may vary only on headers that keep it from being served from memory at all. */
const HARMLESS_VARY = new Set([...ROUTER_HEADERS, 'accept-encoding']);
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/;
/** Headers Next sets that describe its own encoding of the body, which the front server redoes. */
const BODY_HEADERS = ['content-length', 'content-encoding', 'transfer-encoding'];

/** Result ids shown by the page at this path, or null for pages that show none. */
export function resultIdsOfPath(pathname: string): string[] | null {
  const result = RESULT_PAGE.exec(pathname);
  if (result?.[1]) return [result[1]];
  const compare = COMPARE_PAGE.exec(pathname);
  if (compare?.[1]) {
    const ids = Buffer.from(compare[1], 'base64url').toString('latin1').match(RESULT_ID);
    return ids?.length ? [...new Set(ids)] : null;
  }
  return null;
}

/** Seconds of `s-maxage` (or of max-age for immutable files) in a Cache-Control header, else 0. */
export function sharedMaxAge(cacheControl: string): number {
  const directives = cacheControl.toLowerCase();
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/.test(directives)) return 0;
  const shared = /(?:^|,)\s*s-maxage=(\d+)/.exec(directives);
  if (shared?.[1]) return Number(shared[1]);
  if (/(?:^|,)\s*immutable\b/.test(directives)) {
    const max = /(?:^|,)\s*max-age=(\d+)/.exec(directives);
    return max?.[1] ? Number(max[1]) : 0;
  }
  return 0;
}

const acceptsGzip = (header: string | string[] | undefined) =>
  typeof header === 'string' && /\bgzip\b(?!\s*;\s*q=0(?:\.0*)?\b)/i.test(header);

function varyTokens(value: unknown): string[] {
  const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
  return text
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}

function withVaryAcceptEncoding(value: unknown): string {
  const tokens = String(Array.isArray(value) ? value.join(', ') : (value ?? ''))
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  if (!tokens.some((token) => token.toLowerCase() === 'accept-encoding'))
    tokens.push('Accept-Encoding');
  return tokens.join(', ');
}

const strongEtag = (body: Buffer) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

const etagMatches = (header: string | undefined, etag: string) =>
  !!header &&
  header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });

type Chunk = string | Uint8Array;
const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);

export function createFront(options: FrontOptions) {
  const now = options.now ?? Date.now;
  const cache = new PageCache(options.cacheBytes);
  let cacheResults = options.cacheResults;
  /** Bumped whenever a result may have been deleted: a page rendered across a bump is not kept. */
  let deletions = 0;

  function dropResult(id: string) {
    deletions++;
    cache.dropResult(id);
  }

  function sendPage(
    response: ServerResponse,
    page: CachedPage,
    head: boolean,
    acceptEncoding: string | string[] | undefined,
    ifNoneMatch: string | undefined,
  ) {
    if (etagMatches(ifNoneMatch, page.etag)) {
      response.writeHead(304, page.notModifiedHeaders);
      response.end();
      return;
    }
    const gzip = acceptsGzip(acceptEncoding);
    response.writeHead(page.status, gzip ? page.gzipHeaders : page.identityHeaders);
    response.end(head ? undefined : gzip ? page.gzip : page.body);
  }

  /**
   * Lets Next answer into a buffer (its writes are collected, not sent), then finishes the answer:
   * policy, encoding, conditional request, and keeps it when it may.
   */
  function render(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
    pathname: string,
    https: boolean,
  ) {
    const acceptEncoding = request.headers['accept-encoding'];
    const ifNoneMatch = request.headers['if-none-match'];
    delete request.headers['accept-encoding'];
    delete request.headers['if-none-match'];
    delete request.headers['if-modified-since'];
    const head = request.method === 'HEAD';
    // Next answers HEAD without a body: ask for the page, send only its headers.
    if (head) request.method = 'GET';
    const deletionsAtStart = deletions;
    const chunks: Buffer[] = [];
    const real = {
      writeHead: response.writeHead,
      write: response.write,
      end: response.end,
      flushHeaders: response.flushHeaders,
    };
    const restore = () => Object.assign(response, real);

    response.writeHead = function writeHead(
      status: number,
      ...rest: [string | OutgoingHttpHeaders | unknown[] | undefined, unknown?]
    ) {
      response.statusCode = status;
      const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
      if (Array.isArray(headers)) {
        // Either [[name, value], ...] or [name, value, name, value, ...].
        if (Array.isArray(headers[0]))
          for (const [name, value] of headers as [string, string][])
            response.appendHeader(name, value);
        else
          for (let i = 0; i + 1 < headers.length; i += 2)
            response.appendHeader(String(headers[i]), String(headers[i + 1]));
      } else if (headers && typeof headers === 'object') {
        for (const [name, value] of Object.entries(headers))
          if (value !== undefined) response.setHeader(name, value as string | string[] | number);
      }
      return response;
    } as ServerResponse['writeHead'];
    response.flushHeaders = () => undefined;
    response.write = function write(chunk: Chunk, encoding?: unknown, callback?: unknown) {
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
      chunks.push(toBuffer(chunk, encoding as BufferEncoding | undefined));
      if (typeof callback === 'function') process.nextTick(callback as () => void);
      return true;
    } as ServerResponse['write'];
    response.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
      if (chunk !== undefined && chunk !== null)
        chunks.push(toBuffer(chunk as Chunk, encoding as BufferEncoding | undefined));
      restore();
      finish(Buffer.concat(chunks));
      if (typeof callback === 'function') response.once('finish', callback as () => void);
      return response;
    } as ServerResponse['end'];

    function finish(rendered: Buffer) {
      const status = response.statusCode;
      const headers = response.getHeaders();
      // Next encoded it after all (it should not, without Accept-Encoding): send it as it is.
      if (headers['content-encoding']) {
        response.end(head ? undefined : rendered);
        return;
      }
      for (const name of BODY_HEADERS) response.removeHeader(name);
      const type = String(headers['content-type'] ?? '');
      let body = rendered;
      if (type.startsWith('text/html')) {
        const html = deferScripts(rendered.toString('utf8'));
        body = Buffer.from(html, 'utf8');
        response.setHeader(
          'Content-Security-Policy',
          contentSecurityPolicy(inlineScriptHashes(html), https),
        );
      }
      const compressible = COMPRESSIBLE.test(type) && body.length > 512;
      if (compressible) response.setHeader('Vary', withVaryAcceptEncoding(headers.vary));
      const etag = typeof headers.etag === 'string' ? headers.etag : strongEtag(body);
      if (status === 200) response.setHeader('ETag', etag);

      const resultIds = resultIdsOfPath(pathname);
      const ttl = resultIds
        ? cacheResults && deletions === deletionsAtStart
          ? RESULT_PAGE_TTL_MS
          : 0
        : sharedMaxAge(String(headers['cache-control'] ?? '')) * 1000;
      const keep =
        ttl > 0 &&
        status === 200 &&
        options.cacheBytes > 0 &&
        !headers['set-cookie'] &&
        varyTokens(headers.vary).every((token) => HARMLESS_VARY.has(token));

      if (keep) {
        const base = response.getHeaders();
        const gzipBody = compressible ? zlib.gzipSync(body, { level: 9 }) : body;
        const page: CachedPage = {
          status,
          body,
          gzip: gzipBody,
          etag,
          expires: now() + ttl,
          resultIds: resultIds ?? [],
          identityHeaders: { ...base, 'content-length': body.length },
          gzipHeaders: compressible
            ? { ...base, 'content-encoding': 'gzip', 'content-length': gzipBody.length }
            : { ...base, 'content-length': body.length },
          notModifiedHeaders: notModified(base),
        };
        cache.set(key, page);
        sendPage(response, page, head, acceptEncoding, ifNoneMatch);
        return;
      }
      if (status === 200 && etagMatches(ifNoneMatch, etag)) {
        const base = response.getHeaders();
        for (const name of Object.keys(base)) response.removeHeader(name);
        response.writeHead(304, notModified(base));
        response.end();
        return;
      }
      let sent = body;
      if (compressible && acceptsGzip(acceptEncoding)) {
        sent = zlib.gzipSync(body);
        response.setHeader('Content-Encoding', 'gzip');
      }
      response.setHeader('Content-Length', sent.length);
      response.end(head ? undefined : sent);
    }

    try {
      const handled = options.next(request, response);
      if (handled instanceof Promise) handled.catch((error: unknown) => failed(error));
    } catch (error) {
      failed(error);
    }

    function failed(error: unknown) {
      console.error('front server: Next failed to answer', error);
      restore();
      if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Internal Server Error');
      }
    }
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    const method = request.method ?? 'GET';
    if (!isReadablePath(pathname)) {
      request.resume();
      sendBadAddress(response, method, pathname, options.messagesDir);
      return;
    }
    if (method === 'DELETE') {
      const id = RESULT_API.exec(pathname)?.[1];
      if (id) {
        deletions++;
        response.once('finish', () => {
          if (response.statusCode < 300) dropResult(id);
          else deletions++;
        });
      }
      return options.next(request, response);
    }
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      pathname.startsWith('/api/') ||
      ROUTER_HEADERS.some((name) => name in request.headers) ||
      (pathname.startsWith('/_next/') && !pathname.startsWith('/_next/static/'))
    )
      return options.next(request, response);

    const https = request.headers['x-forwarded-proto'] === 'https';
    const key = https ? `s${url}` : url;
    const page = cache.get(key, now());
    if (page) {
      const { headers } = request;
      sendPage(
        response,
        page,
        method === 'HEAD',
        headers['accept-encoding'],
        headers['if-none-match'],
      );
      return;
    }
    render(request, response, key, pathname, https);
  }

  return {
    handle,
    dropResult,
    /** Deletions may be missed from now on: forget every result page and keep none. */
    stopCachingResults() {
      deletions++;
      cacheResults = false;
      cache.dropAllResults();
    },
    startCachingResults(enabled = options.cacheResults) {
      cacheResults = enabled;
    },
    cache,
  };
}

/** The headers a 304 repeats (RFC 9110 section 15.4.5). */
function notModified(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const name of [
    'cache-control',
    'content-location',
    'etag',
    'expires',
    'vary',
    'content-security-policy',
  ])
    if (headers[name] !== undefined) kept[name] = headers[name];
  return kept;
}
