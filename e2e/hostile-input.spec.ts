/**
 * Hostile input against the production server: fast-check generates a few hundred requests per
 * property (every page and handler, random locale prefixes, ids, comparison ids, query strings,
 * headers, methods and bodies). No answer may be a 5xx or carry a stack trace; markup sent in
 * names, ids or queries never comes back as markup; refused saves store nothing; the server is
 * still up afterwards. Server behaviour, so desktop only.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { sitePages } from '../lib/content/site-pages';
import {
  EDGE_CHARACTERS,
  PROTOTYPE_KEYS,
  SCRIPT_PAYLOADS,
  deepJson,
  hostileString,
  hostileValue,
  pollutingJson,
  stackTraceIn,
} from '../test/hostile';
import { E2E_DATA_DIR } from './data-dir';
import {
  MAX_REDIRECT_TARGET_BYTES,
  MAX_REQUEST_TARGET_BYTES,
  MAX_RESPONSE_HEADER_BYTES,
  NODE_MAX_REQUEST_HEADER_BYTES,
  targetBytes,
} from '../lib/http/limits';
import { locales, saveAnswers, saveNeutralResult } from './helpers';

test.skip(({ isMobile }) => isMobile, 'server behaviour, checked once on desktop');

const items = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'inventory', 'generated', 'items.json'), 'utf8'),
) as { id: string }[];
const articles = fs
  .readdirSync(path.join(__dirname, '..', 'content', 'site', 'en', 'articles'))
  .map((file) => file.replace(/\.md$/, ''));

/** fast-check settings for properties that send requests: bounded, and no shrinking over HTTP. */
const runs = (numRuns: number) => ({ numRuns, endOnFailure: true });

// --- Generators -----------------------------------------------------------------------------------

/** Lone surrogates replaced, so the text can be percent-encoded (they get a test of their own). */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const segment = (text: string) => encodeURIComponent(wellFormed(text));

const hexId = fc
  .array(fc.constantFrom(...'0123456789abcdef'), { minLength: 24, maxLength: 24 })
  .map((chars) => chars.join(''));

/**
 * Lengths of a long address segment, sized from the limits the server enforces
 * (lib/http/limits.ts) so that every run tries both sides of each edge on purpose: just below and
 * above the longest redirect target (MAX_REDIRECT_TARGET_BYTES, 3 KiB) and the longest request
 * target (MAX_REQUEST_TARGET_BYTES, 8 KiB), and far beyond it (up to 12 KiB; a prefix and a
 * query together can pass NODE_MAX_REQUEST_HEADER_BYTES, where Node itself answers 431).
 */
const edgeLength = fc.oneof(
  fc.integer({ min: MAX_REDIRECT_TARGET_BYTES - 64, max: MAX_REDIRECT_TARGET_BYTES + 64 }),
  fc.integer({ min: MAX_REQUEST_TARGET_BYTES - 64, max: MAX_REQUEST_TARGET_BYTES + 64 }),
  fc.integer({ min: 200, max: 12 * 1024 }),
);

/** Locale prefixes: none, valid, wrongly cased, unknown, unicode, very long. */
const localePrefix = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('', ...locales) },
  fc.constantFrom('EN', 'zh-hans', 'ZH-HANS', 'de-DE', 'xx', 'en-', '_next', 'api', 'zh-Hans-CN'),
  hostileString(20).map(segment),
  edgeLength.map((n) => 'de'.repeat(Math.ceil(n / 2)).slice(0, n)),
  fc.constantFrom('日本語', 'العربية', '\u202eed', '😀').map(segment),
);

const pageIds = fc.oneof(
  hexId,
  hexId.map((id) => id.toUpperCase()),
  hostileString(40).map(segment),
);

/** Every route of the site, with the ids filled in. */
function route(id: string, compareId: string, slug: string): string[] {
  return [
    ...sitePages.map((page) => page.path),
    `/result/${id}`,
    `/result/${id}/preview.png`,
    `/compare/${compareId}`,
    `/compare/${compareId}/preview.png`,
    `/articles/${slug}`,
    '/offline',
    '/manifest.webmanifest',
    '/sitemap.xml',
    '/robots.txt',
    '/api/save',
    `/api/result/${id}`,
    '/icon.svg',
  ];
}

/** Query strings: hostile keys and values, prototype keys, Next's own parameters, long ones. */
const queryString = fc.oneof(
  fc.constant(''),
  edgeLength.map((n) => `?q=${'x'.repeat(n)}`),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            'people',
            '_rsc',
            '__nextDataReq',
            'nxtPlocale',
            'nxtPid',
            '__nextLocale',
            '__proto__[polluted]',
            'constructor[prototype][polluted]',
            '__proto__.polluted',
            'q',
          ),
          hostileString(10).map(segment),
        ),
        fc.oneof(
          hostileString(40).map(segment),
          fc.constantFrom(...SCRIPT_PAYLOADS).map(encodeURIComponent),
          fc.constantFrom('%zz', '%', '%E0%A4%A', '%ED%A0%80', '1', ''),
        ),
      ),
      { minLength: 1, maxLength: 5 },
    )
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
);

/** A comparison id: base64url of JSON lists of people with hostile names and ids, or garbage. */
function compareIds(resultIds: string[]) {
  const name = fc.oneof(
    fc.constantFrom(...SCRIPT_PAYLOADS, ...PROTOTYPE_KEYS),
    fc.constantFrom('Ana', 'Ben', 'دانة', 'יוסי כהן', '王小明', 'अनन्या', 'Zoë', 'e\u0301e'),
    fc.constantFrom(...EDGE_CHARACTERS).map((c) => `Ana${c}Ben`),
    fc.constantFrom('\u202eAna', 'Ana \u2066Ben\u2069', '😀', 'A'.repeat(31), ''),
    hostileString(30),
  );
  const id = fc.oneof(fc.constantFrom(...resultIds), hexId, hostileString(30));
  const person = fc.oneof(
    fc.record({ name, id }),
    fc.dictionary(fc.constantFrom('name', 'id', ...PROTOTYPE_KEYS), hostileValue(1), {
      maxKeys: 3,
    }),
  );
  const list = fc.oneof(
    fc.array(person, { maxLength: 12 }),
    // Huge lists, up to ~6 KB of address: a redirect repeats the address in two headers, and
    // beyond ~8 KB the answer's headers outgrow what HTTP clients read (reported on issue 8).
    fc
      .integer({ min: 11, max: 90 })
      .map((n) =>
        Array.from({ length: n }, (_, i) => ({ name: `P${'a'.repeat(i % 20)}`, id: resultIds[0] })),
      ),
    hostileValue(),
  );
  return fc.oneof(
    {
      weight: 4,
      arbitrary: list.map((v) => Buffer.from(JSON.stringify(v) ?? '').toString('base64url')),
    },
    pollutingJson().map((json) => Buffer.from(json).toString('base64url')),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
    hostileString(60).map(segment),
  );
}

// --- Checks ---------------------------------------------------------------------------------------

/** Markup a payload would leave if a page echoed it unescaped. */
const INJECTED_MARKUP =
  /<script>alert|<img src=x|<svg onload|<iframe srcdoc|<script>window\.__hostile|href="javascript:/i;

interface Probe {
  status: number;
  type: string;
  text: string;
  body: Buffer;
  headers: Record<string, string>;
}

/**
 * A request target as proxy.ts reads it. Before a proxy runs, Next.js's adapter drops a `.rsc`
 * ending from the path, renames its own `nxtP`/`nxtI` query keys, removes its `_rsc` parameter
 * and, in doing so, writes the query string out again (`%20` becomes `+`, `!` becomes `%21`;
 * next/dist/server/web/adapter.js). The raw address never reaches the proxy, so the 8 KiB limit
 * applies to this form; docs/security.md, "Limits on addresses", says so.
 */
function asProxyReadsIt(target: string): string {
  const url = new URL(target.replace(/\.rsc($|\?)/, '$1'), 'http://localhost');
  for (const key of [...url.searchParams.keys()]) {
    if (!/^nxt[PI]./.test(key)) continue;
    const values = url.searchParams.getAll(key);
    url.searchParams.delete(key.slice(4));
    for (const value of values) url.searchParams.append(key.slice(4), value);
    url.searchParams.delete(key);
  }
  url.searchParams.delete('_rsc');
  return `${url.pathname}${url.search}`;
}

/** Sends a request and checks what every answer must satisfy. */
async function probe(
  request: APIRequestContext,
  url: string,
  options: { method?: string; headers?: Record<string, string>; data?: string | Buffer } = {},
): Promise<Probe> {
  const method = options.method ?? 'GET';
  const response = await request.fetch(url, { ...options, method, maxRedirects: 0 });
  const status = response.status();
  const headers = response.headers();
  const type = headers['content-type'] ?? '';
  const body = await response.body();
  const text = type.startsWith('image/') ? '' : body.toString('utf8');
  const what = `${method} ${url.slice(0, 300)} -> ${status}`;
  expect(status, what).toBeLessThan(500);
  // Every answer's header block fits what clients and proxies read (lib/http/limits.ts).
  const headerBytes = response
    .headersArray()
    .reduce((sum, { name, value }) => sum + name.length + value.length + 4, 32);
  expect(headerBytes, what).toBeLessThanOrEqual(MAX_RESPONSE_HEADER_BYTES);
  // Addresses over the limit are refused as too long, whatever else is wrong with them: by the
  // site (414), or, when the request's header block outgrows Node's own limit, by Node (431).
  // The site measures the address as Next.js hands it to proxy.ts (asProxyReadsIt).
  const sent = url.replace(/^https?:\/\/[^/]+/, '');
  if (targetBytes(sent) > NODE_MAX_REQUEST_HEADER_BYTES - 1024)
    expect([414, 431], what).toContain(status);
  else if (targetBytes(asProxyReadsIt(sent)) > MAX_REQUEST_TARGET_BYTES)
    expect(status, what).toBe(414);
  expect(stackTraceIn(text), what).toBeUndefined();
  expect(INJECTED_MARKUP.exec(text)?.[0], what).toBeUndefined();
  // (A `javascript:` text inside an address or a string is inert; as an href the pattern above finds it.)
  for (const payload of SCRIPT_PAYLOADS.filter((p) => p.includes('<'))) {
    expect(text.includes(payload), what).toBe(false);
  }
  if (status >= 300 && status < 400 && headers.location) {
    // Redirects stay on this site.
    expect(new URL(headers.location, 'http://localhost').host, what).toBe('localhost');
  }
  return { status, type, text, body, headers };
}

/**
 * Next.js answers any path with `//` or `\` by a 308 to its normalized form before the site's code
 * runs (base-server's repeated-slash redirect; no setting turns it off), repeating the address in
 * `Location` and `Refresh`. Such an answer can outgrow MAX_RESPONSE_HEADER_BYTES, and past 16 KB of
 * headers Playwright's client cannot read it, so it is read here with a larger header limit: a
 * redirect to the same address without the repeated slashes, on this site, nothing else. Up to
 * Node's request limit (431 beyond it) on every host; docs/security.md, "Limits on addresses", says
 * so.
 */
async function expectSlashRedirect(baseURL: string, target: string) {
  const what = `GET ${target.slice(0, 300)}`;
  const answer = await new Promise<{ status: number; location?: string; bytes: number }>(
    (resolve, reject) => {
      const request = http.get(new URL(target, baseURL), { maxHeaderSize: 256 * 1024 }, (res) => {
        const bytes = res.rawHeaders.reduce((sum, part) => sum + part.length + 2, 32);
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode!, location: res.headers.location, bytes }),
        );
      });
      request.on('error', reject);
    },
  );
  if (targetBytes(target) > NODE_MAX_REQUEST_HEADER_BYTES - 1024) {
    expect([414, 431], what).toContain(answer.status);
    return;
  }
  expect(answer.status, what).toBe(308);
  const location = new URL(answer.location ?? '', baseURL);
  expect(location.host, what).toBe(new URL(baseURL).host);
  expect(location.pathname, what).not.toMatch(/\/\/|\\/);
  // Twice the address (Location, Refresh) and little else.
  expect(answer.bytes, what).toBeLessThanOrEqual(2 * targetBytes(target) + 1024);
}

function expectPng(result: Probe, what: string) {
  expect(result.type, what).toBe('image/png');
  expect(result.body.subarray(0, 8).toString('hex'), what).toBe('89504e470d0a1a0a');
}

async function expectServerUp(request: APIRequestContext) {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
}

/** Rows of the e2e server's store that this spec's saves are marked with. */
function markedRows(marker: { handle: string; time: number }): number {
  const db = new Database(path.join(E2E_DATA_DIR, 'results.sqlite'), { readonly: true });
  try {
    return db
      .prepare<[string, number], { n: number }>(
        'SELECT COUNT(*) AS n FROM results WHERE handle = ? OR time_elapsed = ?',
      )
      .get(marker.handle, marker.time)!.n;
  } finally {
    db.close();
  }
}

/** A lone surrogate as the three bytes WTF-8 gives it, which no UTF-8 decoder accepts. */
const loneSurrogate = (unit: number) =>
  [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');

// --- Tests ----------------------------------------------------------------------------------------

let resultIds: string[] = [];

/** Two stored results for the ids to point at (saved once per worker, before a test's requests). */
test.beforeEach(async ({ request }) => {
  if (resultIds.length) return;
  resultIds = [
    await saveNeutralResult(request),
    (await saveAnswers(request, { choice: (i) => (i % 5) + 1 })).id,
  ];
});

/**
 * Counterexamples found once, run first on every run beside the property that found them:
 * - seed 1744624592, path "53" (issue 21): a ~12 KB path of "de" ending in "/", with a query. Next's
 *   own trailing-slash redirect repeated it in Location and Refresh (24 KB of headers).
 * - seed 663506549, path "58" (2026-11-27): an 8 KB prefix, an empty result id (`/result//
 *   preview.png`) and a 3 KB query: Next's repeated-slash redirect, 22 KB of headers (see
 *   expectSlashRedirect).
 * - seed 686512852, path "166" (2026-11-27): 8203 bytes with a `_rsc` parameter, which Next.js
 *   removes before proxy.ts reads the address: 8152 bytes as read, so the page's 404 (see
 *   asProxyReadsIt).
 */
const ROUTE_REGRESSIONS: [string, string, string, string, number, string][] = [
  ['de'.repeat(6000), 'aaaaaaaaaaaaaaaaaaaaaaaa', 'abc', 'nope', 0, '?people=x&q=%3Cscript%3E'],
  [`${'de'.repeat(4065)}d`, '', 'abc', 'nope', 16, `?q=${'x'.repeat(3029)}`],
  [
    'de'.repeat(4066),
    'abc',
    'abc',
    'nope',
    sitePages.findIndex((page) => page.path === '/faq'),
    '?_rsc=S%EF%BF%BDQO%EF%BB%BF%22%E2%80%AA%2F%EF%BF%BD&__nextLocale=1',
  ],
];

test('every route, under any locale prefix, id and query string, answers below 500', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // sitePages starts with the home page: pick 0 is `/`, so the regression's address ends in `/`.
  expect(route('x', 'y', 'z')[0]).toBe('/');
  await fc.assert(
    fc.asyncProperty(
      localePrefix,
      pageIds,
      compareIds(resultIds),
      fc.constantFrom(...articles, 'nope', '%3Cscript%3E'),
      fc.nat(),
      queryString,
      async (prefix, id, compareId, slug, pick, query) => {
        const routes = route(id, compareId, slug);
        const target = routes[pick % routes.length]!;
        const url = `${prefix ? `/${prefix}` : ''}${target}`.replace(/^\/\/+/, '/') || '/';
        if (/\/\/|\\/.test(url)) await expectSlashRedirect(baseURL!, `${url}${query}`);
        else await probe(request, `${url}${query}`);
      },
    ),
    { ...runs(300), examples: ROUTE_REGRESSIONS },
  );
  await expectServerUp(request);
});

test('odd headers on every route answer below 500; the root redirect stays on the site', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 80 });
  const header = fc.oneof(
    fc.tuple(
      fc.constant('accept-language'),
      fc.oneof(
        printable,
        fc
          .integer({ min: 100, max: 1500 })
          .map((n) => 'de-DE,de;q=0.9,'.repeat(n).slice(0, 12_000)),
        fc.constantFrom('__proto__', 'constructor', 'toString;q=1', '*;q=2', ';;;,,,'),
      ),
    ),
    fc.tuple(
      fc.constant('cookie'),
      fc
        .tuple(
          fc.oneof(fc.constantFrom(...locales, '__proto__', 'constructor', '', 'xx'), printable),
          fc.oneof(fc.constantFrom(...locales, '__proto__', ''), printable),
        )
        .map(
          ([locale, redirected]) =>
            `NEXT_LOCALE=${encodeURIComponent(locale)}; i18n_redirected=${encodeURIComponent(redirected)}`,
        ),
    ),
    fc.tuple(
      fc.constantFrom(
        'content-type',
        'accept',
        'accept-encoding',
        'rsc',
        'next-router-state-tree',
        'next-router-prefetch',
        'next-router-segment-prefetch',
        'next-url',
        'next-action',
        'x-middleware-subrequest',
        'x-nextjs-data',
        'x-forwarded-host',
        'x-forwarded-proto',
        'x-forwarded-for',
        'range',
        'if-none-match',
        'if-modified-since',
        'purpose',
        'sec-purpose',
      ),
      fc.oneof(
        printable,
        fc.constantFrom(
          '1',
          '%zz',
          '[[[',
          '["",{"children":["__PAGE__",{}]},null,null,true]',
          'proxy:proxy:proxy:proxy:proxy',
          'bytes=5-1',
          'bytes=99999999-',
          '<script>alert(1)</script>',
          'prefetch',
        ),
      ),
    ),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...locales.map((l) => (l === 'en' ? '' : `/${l}`))),
      fc.nat(),
      fc.uniqueArray(header, { maxLength: 5, selector: ([name]) => name }),
      async (prefix, pick, pairs) => {
        const routes = route(resultIds[0]!, 'abc', articles[0]!);
        const url = `${prefix}${routes[pick % routes.length]}`.replace(/^\/+/, '/') || '/';
        const headers = Object.fromEntries(pairs);
        await probe(request, url, { headers });
        const root = await probe(request, '/', { headers });
        if (root.status >= 300 && root.status < 400) {
          // To a locale's home, or (Next's cache-busting for router requests) to itself with _rsc.
          const target = new URL(root.headers.location!, 'http://x');
          if (target.searchParams.has('_rsc')) expect(target.pathname).toBe('/');
          else expect(locales.map((l) => `/${l}`)).toContain(target.pathname);
        }
      },
    ),
    runs(150),
  );
  await expectServerUp(request);
});

test('wrong methods and bodies on every route answer below 500', async ({ request }) => {
  test.setTimeout(90_000);
  const compareId = Buffer.from(
    JSON.stringify([
      { name: 'Ana', id: resultIds[0] },
      { name: 'Ben', id: resultIds[1] },
    ]),
  ).toString('base64url');
  const routes = route(resultIds[0]!, compareId, articles[0]!);
  for (const url of routes) {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST', 'OPTIONS', 'HEAD']) {
      await probe(request, url, { method });
    }
  }
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...routes),
      fc.constantFrom('PUT', 'PATCH', 'POST', 'DELETE'),
      fc.oneof(
        hostileString(200),
        pollutingJson(),
        hostileValue().map((v) => JSON.stringify(v) ?? ''),
      ),
      fc.constantFrom(
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      ),
      async (url, method, data, type) => {
        await probe(request, url, { method, data, headers: { 'content-type': type } });
      },
    ),
    runs(150),
  );
  // No method deleted anything.
  for (const id of resultIds) expect((await request.get(`/api/result/${id}`)).status()).toBe(200);
  await expectServerUp(request);
});

test('/api/save refuses hostile bodies cleanly and stores none of them', async ({ request }) => {
  test.setTimeout(90_000);
  // Every save of this test is marked, so rows other tests add meanwhile are not counted.
  const marker = { handle: `hostile${Date.now().toString(36)}`, time: 604_321 };
  const valid = () => ({
    testId: 'b5-120',
    lang: 'en',
    answers: items.map((item, i) => ({ questionID: item.id, choice: (i % 5) + 1 })),
    timeElapsed: marker.time,
    gender: 'other',
    age: 44,
    twitterUsername: marker.handle,
  });
  const mutated = fc
    .tuple(
      fc.constantFrom(
        'testId',
        'lang',
        'answers',
        'gender',
        'age',
        'invalid',
        'twitterUsername',
        'timeElapsed',
        ...PROTOTYPE_KEYS,
      ),
      fc.oneof(
        hostileValue(),
        fc.constantFrom(...SCRIPT_PAYLOADS),
        fc.constant(Array.from({ length: 5000 }, () => ({ questionID: 'x', choice: 3 }))),
      ),
    )
    .map(([key, value]) => {
      const payload: Record<string, unknown> = valid();
      Object.defineProperty(payload, key, { value, enumerable: true });
      return JSON.stringify(payload);
    });
  const body = fc.oneof(
    mutated,
    hostileString(300),
    pollutingJson(),
    hostileValue().map((v) => JSON.stringify(v) ?? ''),
    fc.integer({ min: 1, max: 40_000 }).map((depth) => deepJson(depth, 'array')),
    fc.nat({ max: 8000 }).map((n) => JSON.stringify(valid()).slice(0, n)),
  );
  const contentType = fc.oneof(
    { weight: 4, arbitrary: fc.constant('application/json') },
    fc.constantFrom(
      'text/plain',
      '',
      'application/ld+json',
      'application/json; charset=latin1',
      'multipart/form-data',
    ),
  );

  const before = markedRows(marker);
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(body, contentType, async (data, type) => {
      const result = await probe(request, '/api/save', {
        method: 'POST',
        data,
        headers: { 'content-type': type },
      });
      expect(result.type).toMatch(/^application\/json/);
      const json = JSON.parse(result.text) as { id?: string; error?: { code: string } };
      if (result.status === 201) {
        accepted++;
        expect(json.id).toMatch(/^[0-9a-f]{24}$/);
      } else {
        expect([400, 413, 415]).toContain(result.status);
        expect(typeof json.error?.code).toBe('string');
      }
    }),
    runs(300),
  );

  // Oversize and deeply nested bodies, declared honestly by the client.
  for (const size of [1024 * 1024, 10 * 1024 * 1024]) {
    const big = Buffer.from(`{"answers":[],"pad":"${'x'.repeat(size)}"}`);
    for (const type of ['application/json', 'text/plain']) {
      const result = await probe(request, '/api/save', {
        method: 'POST',
        data: big,
        headers: { 'content-type': type },
      });
      expect(result.status).toBe(type === 'text/plain' ? 415 : 413);
    }
    expect((await probe(request, '/faq', { method: 'POST', data: big })).status).toBeLessThan(500);
  }
  const nested = await probe(request, '/api/save', {
    method: 'POST',
    data: deepJson(500_000, 'object'),
    headers: { 'content-type': 'application/json' },
  });
  expect(nested.status).toBe(413);

  expect(markedRows(marker) - before).toBe(accepted);
  await expectServerUp(request);
});

test('result ids and deletion tokens: hostile ones answer below 500 and delete nothing', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const authorization = fc.oneof(
    fc.constant(undefined),
    fc
      .tuple(
        fc.constantFrom('Bearer ', 'bearer ', 'Basic ', ''),
        fc.oneof(
          fc.string({ unit: fc.constantFrom(...'AZaz09_-'), maxLength: 140 }),
          fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
        ),
      )
      .map(([scheme, token]) => `${scheme}${token}`.trim()),
  );
  // (Empty and dot ids make other addresses, which redirect: the first test covers them.)
  const id = fc.oneof(
    pageIds.filter((text) => !/^(?:\.|%2e){0,2}$/i.test(text)),
    fc.constantFrom(...resultIds, ...resultIds.map((r) => r.toUpperCase())),
    fc.constantFrom(...PROTOTYPE_KEYS, '%00', '%2F', 'null', 'undefined'),
  );
  await fc.assert(
    fc.asyncProperty(
      localePrefix,
      id,
      authorization,
      fc.constantFrom('page', 'preview', 'get', 'delete'),
      async (prefix, resultId, auth, kind) => {
        const lead = prefix ? `/${prefix}` : '';
        if (kind === 'page') await probe(request, `${lead}/result/${resultId}`);
        if (kind === 'preview') {
          const result = await probe(request, `${lead}/result/${resultId}/preview.png`);
          if (result.status === 200) expectPng(result, resultId);
        }
        if (kind === 'get') await probe(request, `/api/result/${resultId}`);
        if (kind === 'delete') {
          const result = await probe(request, `/api/result/${resultId}`, {
            method: 'DELETE',
            headers: auth === undefined ? {} : { authorization: auth },
          });
          expect([400, 401, 403, 404]).toContain(result.status);
        }
      },
    ),
    runs(250),
  );
  for (const resultId of resultIds) {
    expect((await request.get(`/api/result/${resultId}`)).status()).toBe(200);
  }
  await expectServerUp(request);
});

test('comparison ids with scripts, bidi controls, emoji and huge lists: pages inert, previews PNG or 4xx', async ({
  request,
}) => {
  test.setTimeout(90_000);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('', '/de', '/ar', '/he', '/ja', '/zh-Hans', '/xx'),
      compareIds(resultIds).filter((text) => text !== ''),
      async (prefix, compareId) => {
        const page = await probe(request, `${prefix}/compare/${compareId}`);
        const preview = await probe(request, `${prefix}/compare/${compareId}/preview.png`);
        if (preview.status === 200) expectPng(preview, compareId);
        else expect(preview.status).toBe(404);
        if (page.status === 200) expect(page.type).toMatch(/^text\/html/);
      },
    ),
    runs(150),
  );

  // The payloads of the issue as names next to real results, and a name that only looks new
  // (é composed and decomposed, which would show twice): refused, shown nowhere.
  for (const [name, other] of [
    ...SCRIPT_PAYLOADS.map((payload) => [payload, 'Ben']),
    ['Zo\u00eb', 'Zoe\u0308'],
  ]) {
    const compareId = Buffer.from(
      JSON.stringify([
        { name, id: resultIds[0] },
        { name: other, id: resultIds[1] },
      ]),
    ).toString('base64url');
    // A list that is not a valid comparison: the page and its preview answer 404.
    const page = await probe(request, `/compare/${compareId}`);
    expect(page.status).toBe(404);
    expect((await probe(request, `/compare/${compareId}/preview.png`)).status).toBe(404);
    await probe(request, `/compare?people=${compareId}`);
  }
  // Names in every script, right to left included, are drawn.
  const names = fc.uniqueArray(
    fc.constantFrom(
      'Ana',
      'دانة',
      'יוסי כהן',
      '王小明',
      'अनन्या',
      'สมชาย',
      '김민준',
      'Zoë',
      'Ольга',
    ),
    { minLength: 2, maxLength: 2 },
  );
  await fc.assert(
    fc.asyncProperty(names, fc.constantFrom('', '/ar', '/he', '/hi'), async ([a, b], prefix) => {
      const compareId = Buffer.from(
        JSON.stringify([
          { name: a, id: resultIds[0] },
          { name: b, id: resultIds[1] },
        ]),
      ).toString('base64url');
      const page = await probe(request, `${prefix}/compare/${compareId}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(a);
      expectPng(await probe(request, `${prefix}/compare/${compareId}/preview.png`), compareId);
    }),
    runs(12),
  );
  await expectServerUp(request);
});

test('malformed percent-escapes in the path answer 400, never 500', async ({ request }) => {
  test.setTimeout(60_000);
  const fixed = [
    '/faq%',
    '/result/%zz',
    '/api/result/%E0%A4%A',
    '/%ED%A0%80',
    '/de/compare/%C0%AF',
  ];
  for (const url of fixed) {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect((await probe(request, url, { method })).status, `${method} ${url}`).toBe(400);
    }
  }
  const broken = fc.oneof(
    fc.constantFrom('%', '%z', '%zz', '%E0%A4%A', '%C0%AF', '%FF', '%%', '%2'),
    fc.integer({ min: 0xd800, max: 0xdfff }).map(loneSurrogate),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('', '/de', '/zh-Hans', '/xx'),
      fc.constantFrom(...route(resultIds[0]!, 'abc', articles[0]!)),
      broken,
      fc.nat(),
      async (prefix, target, bad, at) => {
        // The broken escape replaces or follows one segment of the route.
        const segments = `${prefix}${target}`.split('/');
        const index = 1 + (at % Math.max(1, segments.length - 1));
        segments[index] = at % 2 ? bad : `${segments[index] ?? ''}${bad}`;
        const url = segments.join('/');
        const result = await probe(request, url);
        expect(result.status, url).toBe(400);
        if (url.startsWith('/api/')) expect(JSON.parse(result.text).error.code).toBe('badAddress');
      },
    ),
    runs(100),
  );
  await expectServerUp(request);
});

test('scripts in names, ids and queries stay inert in the browser', async ({ page }) => {
  test.setTimeout(60_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __violations: string[] }).__violations.push(event.violatedDirective),
    );
  });
  const people = (name: string) =>
    Buffer.from(
      JSON.stringify([
        { name, id: resultIds[0] },
        { name: 'Ben', id: resultIds[1] },
      ]),
    ).toString('base64url');
  const addresses = SCRIPT_PAYLOADS.flatMap((payload) => [
    `/compare/${people(payload)}`,
    `/compare?people=${people(payload)}`,
    `/compare/${encodeURIComponent(payload)}`,
    `/result/${encodeURIComponent(payload)}`,
    `/ar/faq?q=${encodeURIComponent(payload)}`,
    `/test#${encodeURIComponent(payload)}`,
  ]);
  for (const address of addresses) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBeLessThan(500);
    const injected = await page.evaluate(() => ({
      flag: (window as unknown as { __hostile?: unknown }).__hostile,
      elements: document.querySelectorAll('img[src="x"], svg[onload], iframe[srcdoc], [onerror]')
        .length,
      scripts: [...document.scripts].filter((s) =>
        /^(?:alert\(1\)|window\.__hostile=1)$/.test(s.text),
      ).length,
      violations: (window as unknown as { __violations: string[] }).__violations,
    }));
    expect(injected, address).toEqual({ flag: undefined, elements: 0, scripts: 0, violations: [] });
  }
  expect(dialogs).toEqual([]);
});
