import type { ResultCheckState } from '@/lib/results/browser/use-result-checks';
import { changePair, keptRows } from './kept-result-check';

const a = 'a'.repeat(24);
const b = 'b'.repeat(24);
const c = 'c'.repeat(24);

describe('keptRows and changePair', () => {
  const rows = keptRows(
    [
      { id: a, savedAt: '2025-01-01T00:00:00.000Z' },
      { id: b, savedAt: null },
      { id: c, savedAt: '2024-01-01T00:00:00.000Z' },
    ],
    (id): ResultCheckState =>
      // The server's date wins over the browser's note.
      id === a
        ? { state: 'found', createdAt: '2023-05-05T00:00:00.000Z', handle: null, doubtful: false }
        : id === b
          ? { state: 'unknown' }
          : { state: 'checking' },
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
