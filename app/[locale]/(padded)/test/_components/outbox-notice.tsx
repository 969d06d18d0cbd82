'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { QUEUED_EVENT, QUEUED_FLAG_KEY, hasQueuedTests } from '@/lib/offline/browser/queued-flag';

/**
 * The outbox code (IndexedDB, the API's schemas) and swr, loaded only when tests wait: on almost
 * every visit they are never needed, and the test page has no room for them in its first visit.
 */
const OutboxPending = lazy(() =>
  import('./outbox-pending').then((m) => ({ default: m.OutboxPending })),
);

/**
 * Above the test: says that finished tests are waiting on this device to be sent (the site's
 * OfflineSync sends them and opens the result). Loads OutboxPending once the local-storage mark
 * says tests wait, or once one is queued here or in another tab (queueing here also works
 * without local storage: the event comes all the same).
 */
export function OutboxNotice() {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const activate = () => setActive(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === QUEUED_FLAG_KEY && hasQueuedTests()) activate();
    };
    if (hasQueuedTests()) activate();
    window.addEventListener(QUEUED_EVENT, activate);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(QUEUED_EVENT, activate);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return (
    <div role="status" aria-live="polite">
      {active ? (
        <Suspense>
          <OutboxPending />
        </Suspense>
      ) : null}
    </div>
  );
}
