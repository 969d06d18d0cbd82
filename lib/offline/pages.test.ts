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
    // The change view of two results (issue 20): it shows results, so it may not outlive them.
    '/he/result/0123456789abcdef01234567/change/abcdefabcdefabcdefabcdef',
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
