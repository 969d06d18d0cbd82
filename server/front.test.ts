/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { createFront, resultIdsOfPath, sharedMaxAge } from './front';

const ID = '0123456789abcdef01234567';
const OTHER = 'fedcba9876543210fedcba98';
const PAGE = `<!DOCTYPE html><html><head><script src="/a.js"></script></head><body><p>${'x'.repeat(2000)}</p><script>self.__next_f.push([1,"hi"])</script></body></html>`;

interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Resolves when Next may finish (to test what happens meanwhile). */
  wait?: Promise<void>;
}

let answers: Record<string, Answer>;
let calls: { url: string; headers: IncomingMessage['headers']; method?: string }[];
let server: http.Server;
let base: string;
let front: ReturnType<typeof createFront>;

/** A stand-in for Next's handler, writing the way Next does (headers, flush, chunks, end). */
async function fakeNext(request: IncomingMessage, response: ServerResponse) {
  calls.push({ url: request.url ?? '', headers: { ...request.headers }, method: request.method });
  const answer = answers[(request.url ?? '').split('?')[0] ?? ''] ?? { status: 404, body: 'none' };
  await answer.wait;
  response.statusCode = answer.status ?? 200;
  for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
  response.flushHeaders();
  const body = answer.body ?? PAGE;
  if (request.method === 'HEAD') return void response.end();
  response.write(body.slice(0, 100));
  response.write(Buffer.from(body.slice(100)));
  response.end();
}

const html = { 'Content-Type': 'text/html; charset=utf-8' };
const staticPage = {
  ...html,
  'Cache-Control': 's-maxage=86400, stale-while-revalidate=31449600',
  Vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
  ETag: '"next-etag"',
};
const dynamicPage = { ...html, 'Cache-Control': 'private, no-cache, no-store, max-age=0' };

beforeEach(async () => {
  calls = [];
  answers = {
    '/faq': { headers: staticPage },
    '/de/faq': { headers: staticPage },
    '/private': { headers: dynamicPage },
    '/cookie': { headers: { ...staticPage, 'Set-Cookie': 'a=b' } },
    '/by-language': { headers: { ...staticPage, Vary: 'Accept-Language' } },
    [`/result/${ID}`]: { headers: dynamicPage },
    [`/de/result/${ID}`]: { headers: dynamicPage },
    [`/result/${OTHER}`]: { headers: dynamicPage },
    [`/api/result/${ID}`]: { headers: { 'Content-Type': 'application/json' }, body: '{}' },
    '/_next/static/chunks/a.js': {
      headers: {
        'Content-Type': 'application/javascript',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
      body: 'console.log(1);'.repeat(100),
    },
  };
  front = createFront({
    next: fakeNext,
    messagesDir: path.join(__dirname, '..', 'messages'),
    cacheBytes: 1 << 20,
    cacheResults: true,
  });
  server = http.createServer(front.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A raw request (fetch would decode gzip and refuse malformed paths). */
function request(
  pathAndQuery: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/`, { method, headers, path: pathAndQuery }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('unreadable addresses', () => {
  it.each(['/faq%', '/result/%zz', '/de/test%E0%A4%A', '/%ED%A0%80'])(
    '%s gets a 400 page in the language of its path, without reaching Next',
    async (address) => {
      const response = await request(address);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const text = response.body.toString();
      if (address.startsWith('/de/')) {
        expect(text).toContain('<html lang="de" dir="ltr">');
        expect(text).toContain('Ungültige Adresse');
        expect(text).toContain('href="/de"');
      } else {
        expect(text).toContain('<html lang="en" dir="ltr">');
        expect(text).toContain('Invalid address');
        expect(text).toContain('href="/"');
      }
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(calls).toHaveLength(0);
    },
  );

  it('answers the API in its JSON error shape', async () => {
    const response = await request('/api/result/%zz', { method: 'DELETE' });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body.toString())).toEqual({
      error: {
        code: 'badAddress',
        messageKey: 'badAddress',
        message: 'The address of this request contains characters that cannot be read.',
      },
    });
  });

  it('lets readable escapes through', async () => {
    expect((await request('/f%61q')).status).toBe(404);
    expect(calls).toHaveLength(1);
  });
});

describe('pages Next marks as shareable', () => {
  it('are rendered once, then answered from memory, gzip-encoded when accepted', async () => {
    const first = await request('/faq', { headers: { 'accept-encoding': 'gzip, deflate' } });
    const second = await request('/faq', { headers: { 'accept-encoding': 'gzip' } });
    const plain = await request('/faq');
    expect(calls).toHaveLength(1);
    // Next is asked without Accept-Encoding: the front server compresses, once.
    expect(calls[0]?.headers['accept-encoding']).toBeUndefined();
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(response.body).toString()).toBe(PAGE);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    expect(first.headers.vary).toMatch(/rsc, .*Accept-Encoding/);
    expect(first.headers.etag).toBe('"next-etag"');
    expect(first.headers['cache-control']).toBe(staticPage['Cache-Control']);
  });

  it('carry a policy allowing exactly their inline scripts', async () => {
    const response = await request('/faq');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+'; /);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(String((await request('/faq')).headers['content-security-policy'])).toBe(policy);
  });

  it('answer a matching If-None-Match with 304', async () => {
    await request('/faq');
    const response = await request('/faq', { headers: { 'if-none-match': '"next-etag"' } });
    expect(response.status).toBe(304);
    expect(response.body.length).toBe(0);
    expect(response.headers.etag).toBe('"next-etag"');
  });

  it('answer HEAD with the headers only', async () => {
    const head = await request('/faq', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-security-policy']).toBeDefined();
    await request('/faq', { method: 'HEAD' });
    expect(calls).toHaveLength(1);
  });

  it('are kept apart by address, query and scheme', async () => {
    await request('/faq');
    await request('/faq?x=1');
    await request('/de/faq');
    await request('/faq', { headers: { 'x-forwarded-proto': 'https' } });
    expect(calls).toHaveLength(4);
    const https = await request('/faq', { headers: { 'x-forwarded-proto': 'https' } });
    expect(calls).toHaveLength(4);
    expect(https.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('are not kept when they set a cookie or vary on other headers', async () => {
    for (const address of ['/cookie', '/by-language', '/cookie', '/by-language'])
      await request(address);
    expect(calls).toHaveLength(4);
  });

  it('router requests go straight to Next, with their Accept-Encoding', async () => {
    await request('/faq', { headers: { rsc: '1', 'accept-encoding': 'gzip' } });
    await request('/faq', { headers: { rsc: '1', 'accept-encoding': 'gzip' } });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers['accept-encoding']).toBe('gzip');
  });

  it('build files marked immutable are kept too', async () => {
    await request('/_next/static/chunks/a.js');
    const response = await request('/_next/static/chunks/a.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(calls).toHaveLength(1);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});

describe('other pages', () => {
  it('are rendered every time, still compressed, with a policy and an ETag', async () => {
    const first = await request('/private', { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(first.body).toString()).toBe(PAGE);
    expect(first.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    const second = await request('/private', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.status).toBe(304);
    expect(calls).toHaveLength(2);
  });

  it('a 404 is passed on and never kept', async () => {
    expect((await request('/nothing')).status).toBe(404);
    expect((await request('/nothing')).status).toBe(404);
    expect(calls).toHaveLength(2);
  });
});

describe('pages of a result', () => {
  it('are kept until the result is deleted through this server', async () => {
    await request(`/result/${ID}`);
    await request(`/de/result/${ID}`);
    await request(`/result/${OTHER}`);
    await request(`/result/${ID}`);
    expect(calls).toHaveLength(3);
    answers[`/api/result/${ID}`] = { status: 403, body: '{}' };
    await request(`/api/result/${ID}`, { method: 'DELETE' });
    await request(`/result/${ID}`);
    expect(calls).toHaveLength(4); // a refused deletion changes nothing
    answers[`/api/result/${ID}`] = { status: 204, body: '' };
    await request(`/api/result/${ID}`, { method: 'DELETE' });
    answers[`/result/${ID}`] = { status: 404, headers: dynamicPage };
    expect((await request(`/result/${ID}`)).status).toBe(404);
    expect((await request(`/de/result/${ID}`)).status).toBe(200); // rendered again
    await request(`/result/${OTHER}`);
    expect(calls.map((call) => call.url).slice(5)).toEqual([`/result/${ID}`, `/de/result/${ID}`]);
  });

  it('a page rendered while the result is deleted is not kept', async () => {
    let release = () => undefined as void;
    answers[`/result/${ID}`] = {
      headers: dynamicPage,
      wait: new Promise<void>((resolve) => (release = resolve)),
    };
    const page = request(`/result/${ID}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    front.dropResult(ID); // heard from another instance
    release();
    expect((await page).status).toBe(200);
    answers[`/result/${ID}`] = { headers: dynamicPage };
    await request(`/result/${ID}`);
    expect(calls.filter((call) => call.url === `/result/${ID}`)).toHaveLength(2);
  });

  it('are not kept while deletions cannot be heard of', async () => {
    front.stopCachingResults();
    await request(`/result/${ID}`);
    await request(`/result/${ID}`);
    expect(calls).toHaveLength(2);
    front.startCachingResults();
    await request(`/result/${ID}`);
    await request(`/result/${ID}`);
    expect(calls).toHaveLength(3);
  });
});

describe('helpers', () => {
  it('finds the results a page shows', () => {
    const compareId = Buffer.from(
      JSON.stringify([
        { name: 'A', id: ID },
        { name: 'B', id: OTHER },
      ]),
    ).toString('base64url');
    expect(resultIdsOfPath(`/result/${ID}`)).toEqual([ID]);
    expect(resultIdsOfPath(`/zh-Hans/result/${ID}/preview.png`)).toEqual([ID]);
    expect(resultIdsOfPath(`/de/compare/${compareId}`)).toEqual([ID, OTHER]);
    expect(resultIdsOfPath('/compare/bm9uZQ')).toBeNull();
    expect(resultIdsOfPath('/faq')).toBeNull();
  });

  it('reads how long a shared cache may keep an answer', () => {
    expect(sharedMaxAge('s-maxage=86400, stale-while-revalidate=31449600')).toBe(86400);
    expect(sharedMaxAge('public, max-age=31536000, immutable')).toBe(31536000);
    expect(sharedMaxAge('public, max-age=0, must-revalidate')).toBe(0);
    expect(sharedMaxAge('private, s-maxage=60')).toBe(0);
    expect(sharedMaxAge('')).toBe(0);
  });
});
