import type { ResultCheckState } from '@/lib/results/browser/use-result-checks';

/** One row of the list: the id, the best date known and what the check found. */
export interface KeptRow {
  id: string;
  date: string | null;
  handle: string | null;
  doubtful: boolean;
}

/**
 * The rows to show, newest first (results without any known date last): the server's date wins
 * over the one this browser noted; results the API says are gone are left out.
 */
export function keptRows(
  kept: readonly { id: string; savedAt: string | null }[],
  checkOf: (id: string) => ResultCheckState,
): KeptRow[] {
  const rows: KeptRow[] = [];
  for (const { id, savedAt } of kept) {
    const check = checkOf(id);
    if (check.state === 'missing') continue;
    rows.push(
      check.state === 'found'
        ? { id, date: check.createdAt ?? savedAt, handle: check.handle, doubtful: check.doubtful }
        : { id, date: savedAt, handle: null, doubtful: false },
    );
  }
  const time = (row: KeptRow) => (row.date ? Date.parse(row.date) : -Infinity);
  return rows.sort((a, b) => time(b) - time(a) || (a.id < b.id ? -1 : 1));
}

/** The two chosen results as the change view's address wants them: earlier first. */
export function changePair(rows: readonly KeptRow[], chosen: readonly string[]) {
  if (new Set(chosen).size !== 2 || chosen.length !== 2) return null;
  const picked = rows.filter((row) => chosen.includes(row.id));
  if (picked.length !== 2) return null;
  // Rows are newest first; the server puts a pair in order anyway when dates were unknown here.
  return { earlier: picked[1]!.id, later: picked[0]!.id };
}
