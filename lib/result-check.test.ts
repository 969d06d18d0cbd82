/** @jest-environment node */
import { resultCheckKey, toResultCheck } from './result-check';

describe('reading a result check from the API', () => {
  it('is keyed by the route handler of the result', () => {
    expect(resultCheckKey('abc')).toBe('/api/result/abc');
  });

  it('reads found, with or without a username', () => {
    expect(toResultCheck(200, { id: 'x', handle: 'ana_b' })).toEqual({
      found: true,
      handle: 'ana_b',
    });
    expect(toResultCheck(200, { id: 'x', handle: null })).toEqual({ found: true, handle: null });
    expect(toResultCheck(200, { id: 'x', handle: '' })).toEqual({ found: true, handle: null });
    expect(toResultCheck(200, { id: 'x', handle: 42 })).toEqual({ found: true, handle: null });
  });

  it('reads a 404 as not found', () => {
    expect(toResultCheck(404, null)).toEqual({ found: false, handle: null });
  });

  it.each([
    [200, null],
    [200, 'text'],
    [400, {}],
    [429, {}],
    [500, {}],
    [503, null],
  ])('knows nothing from %i %p', (status, body) => {
    expect(toResultCheck(status, body)).toBeNull();
  });
});
