/** @jest-environment node */
import { NextRequest, type NextResponse } from 'next/server';
import { canonicalPath, config, proxy } from './proxy';
import {
  MAX_REDIRECT_TARGET_BYTES,
  MAX_REQUEST_TARGET_BYTES,
  MAX_RESPONSE_HEADER_BYTES,
} from './lib/http/limits';

async function visit(
  headers: Record<string, string> = {},
  url = 'http://localhost:3000/',
  method = 'GET',
): Promise<NextResponse> {
  // Every answer is a NextResponse but the 414 page, a plain Response (it sets no cookies).
  return (await proxy(new NextRequest(url, { headers, method }))) as NextResponse;
}

/** Bytes of an answer's header block as Node would send it (status line and CRLFs included). */
function headerBytes(response: Response): number {
  let bytes = `HTTP/1.1 ${response.status} Status\r\n`.length + 2;
  response.headers.forEach((value, name) => (bytes += name.length + 2 + value.length + 2));
  return bytes;
}

describe('proxy matcher', () => {
  const matcher = new RegExp(`^${config.matcher}$`);
  it('runs on every address but the hashed build files', () => {
    for (const path of ['/', '/faq', '/de/result/abc', '/api/save', '/icon.svg', '/faq/'])
      expect(matcher.test(path)).toBe(true);
    expect(matcher.test('/_next/static/chunks/app.js')).toBe(false);
  });
});

describe('proxy: long addresses', () => {
  // The counterexample of issue 21 (seed 1744624592): ~12 KB of "de" ending in "/", with a query.
  const longPath = `/${'de'.repeat(6000)}/`;

  it('answers 414 with small headers for the counterexample of a ~12 KB path', async () => {
    const response = await visit({}, `http://localhost:3000${longPath}?people=x&q=%3Cscript%3E`);
    expect(response.status).toBe(414);
    expect(response.headers.get('location')).toBeNull();
    expect(headerBytes(response)).toBeLessThan(2048);
    const body = await response.text();
    expect(body).toContain('<html lang="en"');
    expect(body).toContain('Address too long');
    expect(body).not.toContain('dede');
  });

  it('answers 414 in the language the path names', async () => {
    const response = await visit({}, `http://localhost:3000/de/test/${'x'.repeat(9000)}`);
    expect(response.status).toBe(414);
    const body = await response.text();
    expect(body).toContain('<html lang="de"');
    expect(body).toContain('Adresse zu lang');
    const rtl = await visit({}, `http://localhost:3000/ar/${'x'.repeat(9000)}`);
    expect(await rtl.text()).toContain('dir="rtl"');
  });

  it('answers the API in its JSON error shape', async () => {
    const response = await visit({}, `http://localhost:3000/api/result/${'a'.repeat(9000)}`);
    expect(response.status).toBe(414);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({
      error: {
        code: 'uriTooLong',
        message: 'The address of this request is too long.',
        messageKey: 'uriTooLong',
      },
    });
  });

  it('counts the query string, and bytes rather than characters', async () => {
    const query = await visit(
      {},
      `http://localhost:3000/faq?q=${'a'.repeat(MAX_REQUEST_TARGET_BYTES)}`,
    );
    expect(query.status).toBe(414);
    // 2 800 characters of three UTF-8 bytes each, percent-encoded: 25 200 bytes.
    const wide = await visit({}, `http://localhost:3000/faq?q=${'語'.repeat(2800)}`);
    expect(wide.status).toBe(414);
  });

  it('lets an address of exactly the limit through', async () => {
    const path = `/faq?q=${'a'.repeat(MAX_REQUEST_TARGET_BYTES - '/faq?q='.length)}`;
    const response = await visit({}, `http://localhost:3000${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('answers HEAD without a body', async () => {
    const response = await visit({}, `http://localhost:3000${longPath}`, 'HEAD');
    expect(response.status).toBe(414);
    expect(await response.text()).toBe('');
  });
});

describe('proxy: unreadable addresses', () => {
  it.each(['/faq%', '/result/%zz', '/de/test%E0%A4%A', '/%ED%A0%80'])(
    '%s gets a 400 page in the language of its path',
    async (address) => {
      const response = await visit({}, `http://localhost:3000${address}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const text = await response.text();
      if (address.startsWith('/de/')) {
        expect(text).toContain('<html lang="de" dir="ltr">');
        expect(text).toContain('Ungültige Adresse');
        expect(text).toContain('href="/de"');
      } else {
        expect(text).toContain('<html lang="en" dir="ltr">');
        expect(text).toContain('Invalid address');
        expect(text).toContain('href="/"');
      }
    },
  );

  it('answers the API in its JSON error shape', async () => {
    const response = await visit({}, 'http://localhost:3000/api/result/%zz', 'DELETE');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'badAddress',
        messageKey: 'badAddress',
        message: 'The address of this request contains characters that cannot be read.',
      },
    });
  });

  it('lets readable escapes through', async () => {
    const response = await visit({}, 'http://localhost:3000/f%61q');
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});

describe('proxy: one address per page', () => {
  it.each([
    ['/faq/', '/faq'],
    ['/de/test//', '/de/test'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/faq', '/faq'],
    ['/en/result/abc/', '/result/abc'],
    [
      `/en/result/${'a'.repeat(24)}/change/${'b'.repeat(24)}`,
      `/result/${'a'.repeat(24)}/change/${'b'.repeat(24)}`,
    ],
    [
      `/he/result/${'a'.repeat(24)}/change/${'b'.repeat(24)}/`,
      `/he/result/${'a'.repeat(24)}/change/${'b'.repeat(24)}`,
    ],
    [`/de/result/${'AbC'.repeat(8)}`, `/de/result/${'abc'.repeat(8)}`],
    [
      `/result/${'A'.repeat(24)}/change/${'B'.repeat(24)}`,
      `/result/${'a'.repeat(24)}/change/${'b'.repeat(24)}`,
    ],
    [`/ja/result/${'F'.repeat(24)}/preview.png`, `/ja/result/${'f'.repeat(24)}/preview.png`],
  ])('redirects %s to %s, keeping the query', async (from, to) => {
    const response = await visit({}, `http://localhost:3000${from}?utm_source=x`);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`http://localhost:3000${to}?utm_source=x`);
  });

  it('leaves canonical paths alone', () => {
    for (const path of ['/', '/faq', '/de', '/english', '/en-GB/x', '/result/abc'])
      expect(canonicalPath(path)).toBe(path);
  });

  it('leaves result ids in the API in the case they came in: the API reads any case itself', async () => {
    const path = `/api/result/${'F'.repeat(24)}`;
    expect(canonicalPath(path)).toBe(path);
    const response = await visit({}, `http://localhost:3000${path}`, 'DELETE');
    expect(response.status).not.toBe(308);
  });

  it('serves the change view of two results (issue 20) as a page, in every language', async () => {
    const pair = `/result/${'a'.repeat(24)}/change/${'b'.repeat(24)}`;
    for (const path of [pair, `/de${pair}`, `/zh-Hans${pair}`]) {
      expect(canonicalPath(path)).toBe(path);
      const response = await visit({}, `http://localhost:3000${path}`);
      expect(response.headers.get('x-middleware-next')).toBe('1');
      // A kept page: its policy comes from next.config.ts, never with a nonce.
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
  });

  it('refuses to redirect to a target too long for its headers, at the stated limit', async () => {
    const fits = `/${'a'.repeat(MAX_REDIRECT_TARGET_BYTES - 1)}`;
    const ok = await visit({}, `http://localhost:3000${fits}/`);
    expect(ok.status).toBe(308);
    // Next.js repeats a permanent redirect's target in a Refresh header.
    const location = ok.headers.get('location')!;
    expect(2 * location.length + 1024).toBeLessThan(MAX_RESPONSE_HEADER_BYTES);
    const tooLong = await visit({}, `http://localhost:3000${fits}a/`);
    expect(tooLong.status).toBe(414);
  });
});

describe('proxy: language of the root path', () => {
  it('sends a first visit with a German browser to /de once and remembers it', async () => {
    const response = await visit({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/de');
    const cookie = response.cookies.get('i18n_redirected');
    expect(cookie?.value).toBe('de');
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('lax');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('keeps the query string when redirecting', async () => {
    const response = await visit(
      { 'accept-language': 'fr' },
      'http://localhost:3000/?utm_source=x',
    );
    expect(response.headers.get('location')).toBe('http://localhost:3000/fr?utm_source=x');
  });

  it('serves English in place for an English browser, remembering the detection', async () => {
    const response = await visit({ 'accept-language': 'en-US,en;q=0.9' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en');
    expect(response.cookies.get('i18n_redirected')?.value).toBe('en');
  });

  it('keeps a visitor who chose English on a German browser in English', async () => {
    const response = await visit({
      'accept-language': 'de',
      cookie: 'NEXT_LOCALE=en; i18n_redirected=de',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en');
    expect(response.cookies.get('i18n_redirected')).toBeUndefined();
  });

  it('follows the chosen locale cookie', async () => {
    const response = await visit({ 'accept-language': 'en', cookie: 'NEXT_LOCALE=ja' });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/ja');
  });

  it('does not read the browser languages again once detection happened', async () => {
    const response = await visit({ 'accept-language': 'sv', cookie: 'i18n_redirected=en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en');
  });
});

describe('proxy: the client address', () => {
  const forwarded = (response: Response) =>
    (response.headers.get('x-middleware-override-headers') ?? '')
      .split(',')
      .includes('x-forwarded-for')
      ? response.headers.get('x-middleware-request-x-forwarded-for')
      : null;

  it("drops a client's own X-Forwarded-For, so Next.js writes the connection address", async () => {
    for (const path of ['/api/save', '/faq']) {
      const response = await visit(
        { 'x-forwarded-for': '10.9.8.7' },
        `http://localhost:3000${path}`,
      );
      expect(forwarded(response)).toBeNull();
    }
  });

  it('keeps it behind trusted proxies (TRUST_PROXY)', async () => {
    process.env.TRUST_PROXY = '1';
    try {
      let trusting: typeof proxy | undefined;
      jest.isolateModules(() => {
        trusting = (jest.requireActual('./proxy') as { proxy: typeof proxy }).proxy;
      });
      const response = await trusting!(
        new NextRequest('http://localhost:3000/api/save', {
          headers: { 'x-forwarded-for': '10.9.8.7, 198.51.100.7' },
        }),
      );
      expect(forwarded(response)).toBe('10.9.8.7, 198.51.100.7');
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
});

describe('proxy: Content-Security-Policy', () => {
  it('gives the pages rendered per request a policy with a fresh nonce, on the answer and on the request', async () => {
    for (const path of [
      '/compare/edit',
      '/de/compare/edit',
      '/result/lookup',
      '/zh-Hans/result/lookup',
    ]) {
      const first = await visit({}, `http://localhost:3000${path}?result=x`);
      const second = await visit({}, `http://localhost:3000${path}?result=x`);
      const policy = first.headers.get('content-security-policy')!;
      const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(policy)?.[1];
      expect(nonce).toBeDefined();
      expect(second.headers.get('content-security-policy')).not.toContain(nonce);
      expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
      const scriptSrc = /script-src ([^;]*)/.exec(policy)![1];
      expect(scriptSrc).toBe(`'self' 'nonce-${nonce}' 'strict-dynamic'`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain('upgrade-insecure-requests');
    }
    const https = await visit(
      { 'x-forwarded-proto': 'https' },
      'http://localhost:3000/result/lookup',
    );
    expect(https.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('leaves kept pages, the root and the API to next.config.ts (no nonce: their HTML is reused)', async () => {
    for (const path of [
      '/faq',
      '/de',
      '/test',
      `/result/${'a'.repeat(24)}`,
      '/compare/abc',
      '/api/result/abc',
    ])
      expect(
        (await visit({}, `http://localhost:3000${path}`)).headers.get('content-security-policy'),
      ).toBeNull();
    for (const headers of [{ 'accept-language': 'de' }, { 'accept-language': 'en' }])
      expect((await visit(headers)).headers.get('content-security-policy')).toBeNull();
  });

  it('sends the addresses of the old per-request forms to their pages', async () => {
    const cases = [
      ['/compare?people=abc', '/compare/edit?people=abc'],
      ['/de/compare?add=1&name=Ana&result=x', '/de/compare/edit?add=1&name=Ana&result=x'],
      ['/result?result=abc', '/result/open?result=abc'],
      ['/ar/result?result=abc', '/ar/result/open?result=abc'],
    ];
    for (const [from, to] of cases) {
      const response = await visit({}, `http://localhost:3000${from}`);
      expect(response.status).toBe(308);
      expect(
        new URL(response.headers.get('location')!).pathname +
          new URL(response.headers.get('location')!).search,
      ).toBe(to);
    }
    // Other queries stay where they are.
    for (const path of ['/compare?utm_source=x', '/result?x=1', '/xx/compare?people=a'])
      expect((await visit({}, `http://localhost:3000${path}`)).status).not.toBe(308);
  });
});

describe('proxy: pages are only read', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    '%s on a page answers 405 with Allow',
    async (method) => {
      const response = await visit(
        { 'content-type': 'multipart/form-data; boundary=x' },
        'http://localhost:3000/de/compare',
        method,
      );
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(await response.text()).toContain('<html lang="de"');
    },
  );

  it('leaves the API to answer its own methods', async () => {
    const response = await visit({}, 'http://localhost:3000/api/save', 'POST');
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});

describe('proxy: request ids for the logs', () => {
  const requestId = (response: Response) =>
    response.headers.get('x-middleware-request-x-request-id');

  it('gives every request to the API and every page rendered per request a fresh id, replacing one a client made up', async () => {
    const ids = new Set<string | null>();
    for (const path of ['/api/save', '/api/health', '/result/lookup', '/de/compare/edit']) {
      const response = await visit(
        { 'x-request-id': 'chosen-by-client' },
        `http://localhost:3000${path}`,
      );
      expect(requestId(response)).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(requestId(response));
    }
    expect(ids.size).toBe(4);
  });

  it("keeps a trusted proxy's id (TRUST_PROXY), when it is a sane one", async () => {
    process.env.TRUST_PROXY = '1';
    try {
      let trusting: typeof proxy | undefined;
      jest.isolateModules(() => {
        trusting = (jest.requireActual('./proxy') as { proxy: typeof proxy }).proxy;
      });
      const from = async (id: string) =>
        requestId(
          await trusting!(
            new NextRequest('http://localhost:3000/api/save', { headers: { 'x-request-id': id } }),
          ),
        );
      expect(await from('6f1c0a9e2b7d4c55')).toBe('6f1c0a9e2b7d4c55');
      expect(await from('<script>')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await from('x'.repeat(200))).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
});
