'use client';

import { useResultCheck } from '@/components/use-result-check';

/**
 * Whether the typed result exists, asked as soon as the field holds a well-formed id (swr, keyed
 * by GET /api/result/{id}: one request per id per visit, shared with the compare builder's checks).
 * Says nothing when the result exists or the check fails: opening it is the next step anyway.
 */
export function LookupCheck({
  id,
  checking,
  notFound,
}: {
  id: string;
  checking: string;
  notFound: string;
}) {
  const check = useResultCheck(id);
  if (check.state === 'checking') return <span className="text-neutral-700">{checking}</span>;
  if (check.state === 'done' && !check.found)
    return (
      <span className="text-error font-semibold" data-testid="lookup-not-found">
        {notFound}
      </span>
    );
  return null;
}
