/** @jest-environment node */
import { toResultCheck } from './check';

describe('reading a result check from the API', () => {
  it('reads the date, username and doubt of a found result', () => {
    expect(
      toResultCheck(200, {
        id: 'x',
        createdAt: '2025-06-15T10:00:00Z',
        handle: 'ana_b',
        invalid: false,
        quality: { verdict: 'someDoubts' },
      }),
    ).toEqual({
      state: 'found',
      createdAt: '2025-06-15T10:00:00.000Z',
      handle: 'ana_b',
      doubtful: false,
    });
    expect(toResultCheck(200, { id: 'x', handle: null })).toEqual({
      state: 'found',
      createdAt: null,
      handle: null,
      doubtful: false,
    });
    expect(toResultCheck(200, { id: 'x', handle: '' })).toEqual(
      expect.objectContaining({ state: 'found', handle: null }),
    );
  });

  it('counts answers marked invalid or doubtful as in doubt', () => {
    expect(toResultCheck(200, { invalid: true })).toEqual(
      expect.objectContaining({ doubtful: true }),
    );
    expect(toResultCheck(200, { quality: { verdict: 'doubtful' } })).toEqual(
      expect.objectContaining({ doubtful: true }),
    );
  });

  it('leaves out a date it cannot read, and keeps the rest', () => {
    expect(toResultCheck(200, { createdAt: 'soon', handle: 'ana' })).toEqual({
      state: 'found',
      createdAt: null,
      handle: 'ana',
      doubtful: false,
    });
  });

  it.each([404, 400])('reads %i as gone', (status) => {
    expect(toResultCheck(status, null)).toEqual({ state: 'missing' });
  });

  it.each([
    [200, null],
    [200, 'text'],
    [200, { handle: 42 }],
    [429, {}],
    [500, {}],
    [503, null],
  ])('knows nothing from %i %p', (status, body) => {
    expect(toResultCheck(status, body)).toEqual({ state: 'unknown' });
  });
});
