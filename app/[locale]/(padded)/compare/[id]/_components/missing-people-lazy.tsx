'use client';

import { lazy, Suspense } from 'react';

/**
 * The 404's list of people whose results are gone, loaded only when a comparison's 404 shows: the
 * route's every page carries its not-found boundary, and this code (a result check per person)
 * would otherwise weigh on every comparison that is shown.
 */
const MissingPeople = lazy(() =>
  import('./missing-people').then(({ MissingPeople }) => ({ default: MissingPeople })),
);

export function MissingPeopleLazy() {
  return (
    <Suspense fallback={null}>
      <MissingPeople />
    </Suspense>
  );
}
