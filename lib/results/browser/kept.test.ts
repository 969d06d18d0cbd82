import {
  DELETE_TOKENS_KEY,
  forgetResult,
  keptResults,
  keptResultsSnapshot,
  rememberResult,
  RESULT_ID_KEY,
  SAVED_AT_KEY,
} from './kept';

const a = 'a'.repeat(24);
const b = 'b'.repeat(24);
const c = 'c'.repeat(24);

beforeEach(() => localStorage.clear());

describe('the results kept in this browser', () => {
  it('remembers the id, token and save date of each result', () => {
    rememberResult(a, 'token-a-123456789', new Date('2025-03-01T10:00:00Z'));
    rememberResult(b, 'token-b-123456789', new Date('2025-11-20T08:30:00Z'));
    expect(localStorage.getItem(RESULT_ID_KEY)).toBe(b);
    expect(keptResults()).toEqual([
      { id: a, savedAt: '2025-03-01T10:00:00.000Z' },
      { id: b, savedAt: '2025-11-20T08:30:00.000Z' },
    ]);
  });

  it('lists results kept before dates were, and the last result without a token, once', () => {
    localStorage.setItem(DELETE_TOKENS_KEY, JSON.stringify({ [a]: 't1', [b]: 't2' }));
    localStorage.setItem(RESULT_ID_KEY, b.toUpperCase());
    expect(keptResults()).toEqual([
      { id: a, savedAt: null },
      { id: b, savedAt: null },
    ]);
    localStorage.setItem(RESULT_ID_KEY, c);
    expect(keptResults().map((r) => r.id)).toEqual([a, b, c]);
  });

  it('skips malformed ids and dates, and reads damaged storage as nothing kept', () => {
    localStorage.setItem(
      DELETE_TOKENS_KEY,
      JSON.stringify({ [a]: 't1', 'not-an-id': 't2', [b]: 42 }),
    );
    localStorage.setItem(SAVED_AT_KEY, JSON.stringify({ [a]: 'yesterday' }));
    expect(keptResults()).toEqual([{ id: a, savedAt: null }]);
    localStorage.setItem(DELETE_TOKENS_KEY, '{oops');
    localStorage.setItem(SAVED_AT_KEY, '[1,2]');
    localStorage.setItem(RESULT_ID_KEY, 'zz');
    expect(keptResults()).toEqual([]);
  });

  it('forgets a deleted result with its date', () => {
    rememberResult(a, 'token-a-123456789', new Date('2025-03-01T10:00:00Z'));
    rememberResult(b, 'token-b-123456789', new Date('2025-11-20T08:30:00Z'));
    const before = keptResultsSnapshot();
    forgetResult(b);
    expect(keptResults()).toEqual([{ id: a, savedAt: '2025-03-01T10:00:00.000Z' }]);
    expect(localStorage.getItem(RESULT_ID_KEY)).toBeNull();
    expect(keptResultsSnapshot()).not.toBe(before);
  });
});
