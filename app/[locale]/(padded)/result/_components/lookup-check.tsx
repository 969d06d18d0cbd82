'use client';

import { useResultChecks } from '@/lib/results/browser/use-result-checks';

/**
 * Whether the typed result exists, asked as soon as the field holds a well-formed id (one request
 * per id per visit, shared with every other check of the page). Says nothing when the result
 * exists or the check fails: opening it is the next step anyway.
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
  const check = useResultChecks([id])(id);
  if (check.state === 'checking') return <span className="text-neutral-700">{checking}</span>;
  if (check.state === 'missing')
    return (
      <span className="text-error font-semibold" data-testid="lookup-not-found">
        {notFound}
      </span>
    );
  return null;
}
