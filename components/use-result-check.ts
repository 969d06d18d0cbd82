'use client';

import useSWRImmutable from 'swr/immutable';
import { resultCheckKey, toResultCheck, type ResultCheck } from '@/lib/result-check';

export type ResultCheckState =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'unknown' }
  | ({ state: 'done' } & ResultCheck);

async function fetchCheck(key: string): Promise<ResultCheck> {
  const response = await fetch(key, { headers: { accept: 'application/json' } });
  const check = toResultCheck(
    response.status,
    response.status === 200 ? await response.json() : null,
  );
  if (!check) throw new Error(`GET ${key}: ${response.status}`);
  return check;
}

/**
 * Whether a result exists, and its handle. A result never changes (it can only be deleted), so
 * one answer per id serves the whole visit; null checks nothing. A failed check is "unknown" and
 * blocks nothing.
 */
export function useResultCheck(id: string | null): ResultCheckState {
  const { data, error } = useSWRImmutable(id ? resultCheckKey(id) : null, fetchCheck, {
    shouldRetryOnError: false,
  });
  if (!id) return { state: 'idle' };
  if (data) return { state: 'done', ...data };
  if (error) return { state: 'unknown' };
  return { state: 'checking' };
}
