import { changePair, keptRows, toKeptResultCheck } from './kept-result-check';

const a = 'a'.repeat(24);
const b = 'b'.repeat(24);
const c = 'c'.repeat(24);

describe('toKeptResultCheck', () => {
  it('reads the date, handle and doubt of a found result', () => {
    expect(
      toKeptResultCheck(200, {
        createdAt: '2025-06-15T10:00:00Z',
        handle: 'ana',
        invalid: false,
        quality: { verdict: 'someDoubts' },
      }),
    ).toEqual({
      state: 'found',
      createdAt: '2025-06-15T10:00:00.000Z',
      handle: 'ana',
      doubtful: false,
    });
    expect(toKeptResultCheck(200, { createdAt: '2025-06-15T10:00:00Z', invalid: true })).toEqual(
      expect.objectContaining({ doubtful: true, handle: null }),
    );
  });

  it('tells a result that is gone from an answer that says nothing', () => {
    expect(toKeptResultCheck(404, null)).toEqual({ state: 'missing' });
    expect(toKeptResultCheck(400, null)).toEqual({ state: 'missing' });
    expect(toKeptResultCheck(503, null)).toEqual({ state: 'unknown' });
    expect(toKeptResultCheck(429, null)).toEqual({ state: 'unknown' });
    expect(toKeptResultCheck(200, { createdAt: 'soon' })).toEqual({ state: 'unknown' });
    expect(toKeptResultCheck(200, 'text')).toEqual({ state: 'unknown' });
  });
});

describe('keptRows and changePair', () => {
  const rows = keptRows(
    [
      { id: a, savedAt: '2025-01-01T00:00:00.000Z' },
      { id: b, savedAt: null },
      { id: c, savedAt: '2024-01-01T00:00:00.000Z' },
    ],
    {
      // The server's date wins over the browser's note.
      [a]: { state: 'found', createdAt: '2023-05-05T00:00:00.000Z', handle: null, doubtful: false },
      [b]: { state: 'unknown' },
    },
  );

  it('puts the newest first and undated results last', () => {
    expect(rows.map((row) => [row.id, row.date])).toEqual([
      [c, '2024-01-01T00:00:00.000Z'],
      [a, '2023-05-05T00:00:00.000Z'],
      [b, null],
    ]);
  });

  it('orders a pair earlier first, and refuses anything but two different listed results', () => {
    expect(changePair(rows, [c, a])).toEqual({ earlier: a, later: c });
    expect(changePair(rows, [a, c])).toEqual({ earlier: a, later: c });
    expect(changePair(rows, [a])).toBeNull();
    expect(changePair(rows, [a, a])).toBeNull();
    expect(changePair(rows, [a, b, c])).toBeNull();
    expect(changePair(rows, [a, 'f'.repeat(24)])).toBeNull();
  });
});
