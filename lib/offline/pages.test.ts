import { isOfflinePage } from './pages';

describe('isOfflinePage', () => {
  it.each([
    '/',
    '/test',
    '/de',
    '/de/test',
    '/offline',
    '/ar/faq',
    '/articles/reading-your-result',
    '/compare',
    '/result',
  ])('keeps %s', (path) => expect(isOfflinePage(path)).toBe(true));

  it.each([
    '/result/0123456789abcdef01234567',
    '/de/result/0123456789abcdef01234567',
    '/compare/eyJwIjpbXX0',
    '/ja/compare/abc',
    '/api/save',
    '/api/result/0123456789abcdef01234567',
    '/_next/static/chunks/a.js',
    '/manifest.webmanifest',
    '/de/result/0123456789abcdef01234567/preview.png',
    '/sw.js',
    '//evil.example/test',
    'test',
  ])('never keeps %s', (path) => expect(isOfflinePage(path)).toBe(false));
});
