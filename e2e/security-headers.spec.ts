import { expect, test } from './fixtures';
import { isMobile, saveNeutralResult } from './helpers';

const expected = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

test('every kind of answer carries the security headers; HSTS only over https', async ({
  page,
  request,
}) => {
  test.skip(isMobile(page), 'headers do not depend on the device');
  const id = await saveNeutralResult(request);
  const compareId = Buffer.from(
    JSON.stringify([
      { name: 'Ana', id },
      { name: 'Ben', id: id.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
    ]),
  ).toString('base64url');
  const paths = [
    '/',
    '/de',
    '/faq',
    '/ar/test',
    `/result/${id}`,
    `/ja/compare/${compareId}`,
    `/result/${id}/preview.png`,
    `/api/result/${id}`,
    '/api/result/not-an-id',
    '/no-such-page',
    '/manifest.webmanifest',
    '/sw.js',
    '/icons/icon-192.png',
    '/robots.txt',
  ];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    for (const [name, value] of Object.entries(expected)) {
      expect({ path, name, value: headers[name] }).toEqual({ path, name, value });
    }
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['strict-transport-security'], path).toBeUndefined();
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
  const https = await request.get('/faq', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(https.headers()['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
  const post = await request.post('/api/save', { data: {} });
  expect(post.status()).toBe(400);
  expect(post.headers()['x-content-type-options']).toBe('nosniff');
});
