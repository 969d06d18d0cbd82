import { errorDigest, errorStatus, isChunkLoadError, reloadOnChunkLoadError } from './error-status';

describe('errorStatus', () => {
  it('reads statusCode, status or response.status, else 500', () => {
    expect(errorStatus({ statusCode: 404 })).toBe(404);
    expect(errorStatus({ status: 503 })).toBe(503);
    expect(errorStatus({ response: { status: 429 } })).toBe(429);
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus({ status: 'bad' })).toBe(500);
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });
});

describe('errorDigest', () => {
  it('returns only well-formed digests', () => {
    expect(errorDigest(Object.assign(new Error('x'), { digest: '1234567' }))).toBe('1234567');
    expect(errorDigest({ digest: '<script>' })).toBeUndefined();
    expect(errorDigest('oops')).toBeUndefined();
  });
});

describe('chunk load errors', () => {
  const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), {
    name: 'ChunkLoadError',
  });

  it('recognises chunk load failures of the bundlers and browsers', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, then not again within ten seconds', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const reload = jest.fn();
    expect(reloadOnChunkLoadError(chunkError, storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnChunkLoadError(chunkError, storage, reload, 1_005_000)).toBe(false);
    expect(reloadOnChunkLoadError(chunkError, storage, reload, 1_020_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloadOnChunkLoadError(new Error('other'), storage, reload, 2_000_000)).toBe(false);
  });
});
