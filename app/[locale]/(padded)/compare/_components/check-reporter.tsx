'use client';

import { useEffect } from 'react';
import { SWRConfig } from 'swr';
import { useResultCheck, type ResultCheckState } from '@/components/use-result-check';
import type { ResultCheck } from '@/lib/result-check';

/**
 * Checks one result id with swr (GET /api/result/{id}, once per id per visit, shared with the
 * result lookup) and tells the builder what it found. Loaded only once there is an id to check,
 * so a first visit to an empty builder does not download swr (compare-builder.tsx).
 */
export function CheckReporter({
  id,
  fallback,
  onCheck,
}: {
  id: string;
  /** What the server already knew, by swr key. */
  fallback: Record<string, ResultCheck>;
  onCheck: (id: string, check: ResultCheckState) => void;
}) {
  return (
    <SWRConfig value={{ fallback }}>
      <Report id={id} onCheck={onCheck} />
    </SWRConfig>
  );
}

function Report({
  id,
  onCheck,
}: {
  id: string;
  onCheck: (id: string, check: ResultCheckState) => void;
}) {
  const check = useResultCheck(id);
  // The state as a value, so the builder hears of a change once, not on every render.
  const signature = JSON.stringify(check);
  useEffect(() => onCheck(id, JSON.parse(signature) as ResultCheckState), [id, signature, onCheck]);
  return null;
}
