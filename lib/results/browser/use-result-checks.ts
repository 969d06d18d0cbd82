'use client';

import 'client-only';
import { useSWRConfig } from 'swr';
import useSWRImmutable from 'swr/immutable';
import type { ResultCheck } from '../check';

/** A check while it is on its way, or what it found. */
export type ResultCheckState = { state: 'checking' } | ResultCheck;

/** The route handler's address for a result id: also the swr key of its check. */
const resultCheckKey = (id: string) => `/api/result/${id}`;

/**
 * One check. The answer's reader (zod/mini) is loaded with the first answer, not with the page:
 * it would add 18 KB gzip to the pages' first paint (docs/architecture.md).
 */
async function ask(id: string): Promise<ResultCheck> {
  try {
    const [response, { toResultCheck }] = await Promise.all([
      fetch(resultCheckKey(id), { headers: { accept: 'application/json' } }),
      import('../check'),
    ]);
    return toResultCheck(response.status, response.status === 200 ? await response.json() : null);
  } catch {
    return { state: 'unknown' };
  }
}

/**
 * Whether each of these results exists (GET /api/result/{id}, with swr): every page that checks
 * results uses this hook. `known` is what the server already found for this request (a list in
 * the address); those ids are not asked again. Earlier answers stay while new ids are checked.
 */
export function useResultChecks(
  ids: readonly (string | null)[],
  known: Readonly<Record<string, ResultCheck>> = {},
): (id: string | null) => ResultCheckState {
  const unique = [...new Set(ids.filter((id): id is string => id !== null && !known[id]))].sort();
  const { cache, mutate } = useSWRConfig();
  // One request per id per visit, whichever list asks: each answer is kept in swr's cache under
  // the id's own key, so a list that grows by one id asks only for that one. A result never
  // changes, it only goes; an answer that said nothing is asked again next time.
  const checkAll = async ([, ...list]: readonly string[]) => {
    const found = await Promise.all(
      list.map(async (id) => {
        const kept = cache.get(resultCheckKey(id))?.data as ResultCheck | undefined;
        if (kept) return kept;
        const check = await ask(id);
        if (check.state !== 'unknown')
          void mutate(resultCheckKey(id), check, { revalidate: false });
        return check;
      }),
    );
    return Object.fromEntries(list.map((id, i) => [id, found[i]!]));
  };
  const { data } = useSWRImmutable(unique.length ? ['result-checks', ...unique] : null, checkAll, {
    keepPreviousData: true,
  });
  return (id) => {
    if (!id) return { state: 'unknown' };
    return known[id] ?? data?.[id] ?? { state: 'checking' };
  };
}
