/** @jest-environment node */
import { PageCache, type CachedPage } from './cache';

function page(bytes: number, resultIds: string[] = [], expires = Infinity): CachedPage {
  const body = Buffer.alloc(bytes);
  return {
    status: 200,
    body,
    gzip: Buffer.alloc(0),
    etag: '"x"',
    expires,
    resultIds,
    identityHeaders: {},
    gzipHeaders: {},
    notModifiedHeaders: {},
  };
}

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);

it('evicts the least recently used pages beyond its size', () => {
  const cache = new PageCache(3 * 2048);
  cache.set('/1', page(1000));
  cache.set('/2', page(1000));
  cache.set('/3', page(1000));
  expect(cache.get('/1')).toBeDefined(); // now the most recent
  cache.set('/4', page(1000));
  expect(cache.get('/2')).toBeUndefined();
  expect(cache.get('/1')).toBeDefined();
  expect(cache.get('/4')).toBeDefined();
  expect(cache.totalBytes).toBeLessThanOrEqual(3 * 2048);
});

it('never keeps a page larger than its whole size', () => {
  const cache = new PageCache(1000);
  cache.set('/big', page(5000));
  expect(cache.size).toBe(0);
});

it('forgets expired pages', () => {
  const cache = new PageCache(1 << 20);
  cache.set('/old', page(10, [], 1000));
  expect(cache.get('/old', 999)).toBeDefined();
  expect(cache.get('/old', 1000)).toBeUndefined();
  expect(cache.totalBytes).toBe(0);
});

it('drops every page of a deleted result, and only those', () => {
  const cache = new PageCache(1 << 20);
  cache.set('/result/a', page(10, [A]));
  cache.set('/de/result/a', page(10, [A]));
  cache.set('/compare/ab', page(10, [A, B]));
  cache.set('/result/b', page(10, [B]));
  cache.set('/faq', page(10));
  cache.dropResult(A);
  expect(cache.get('/result/a')).toBeUndefined();
  expect(cache.get('/de/result/a')).toBeUndefined();
  expect(cache.get('/compare/ab')).toBeUndefined();
  expect(cache.get('/result/b')).toBeDefined();
  cache.dropAllResults();
  expect(cache.get('/result/b')).toBeUndefined();
  expect(cache.get('/faq')).toBeDefined();
  expect(cache.size).toBe(1);
});
