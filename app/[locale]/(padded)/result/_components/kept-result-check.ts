/** What GET /api/result/{id} says about a result kept in this browser. */
export type KeptResultCheck =
  | { state: 'found'; createdAt: string; handle: string | null; doubtful: boolean }
  /** 404 (deleted, or never stored here) or 400: not listed. */
  | { state: 'missing' }
  /** Offline, an outage, a rate limit: listed with what this browser knows. */
  | { state: 'unknown' };

/**
 * Reads the few fields the list needs from the API's answer. Checked by hand, not with zod: the
 * lookup page's scripts are prefetched by every page's menu (as in compare/_components/
 * result-check.ts).
 */
export function toKeptResultCheck(status: number, body: unknown): KeptResultCheck {
  if (status === 404 || status === 400) return { state: 'missing' };
  if (status !== 200 || typeof body !== 'object' || body === null) return { state: 'unknown' };
  const { createdAt, handle, invalid, quality } = body as Record<string, unknown>;
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt)))
    return { state: 'unknown' };
  const verdict =
    typeof quality === 'object' && quality !== null
      ? (quality as Record<string, unknown>).verdict
      : undefined;
  return {
    state: 'found',
    createdAt: new Date(createdAt).toISOString(),
    handle: typeof handle === 'string' && handle ? handle : null,
    doubtful: invalid === true || verdict === 'doubtful',
  };
}

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
  checks: Readonly<Record<string, KeptResultCheck>>,
): KeptRow[] {
  const rows: KeptRow[] = [];
  for (const { id, savedAt } of kept) {
    const check = checks[id] ?? { state: 'unknown' };
    if (check.state === 'missing') continue;
    rows.push(
      check.state === 'found'
        ? { id, date: check.createdAt, handle: check.handle, doubtful: check.doubtful }
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
