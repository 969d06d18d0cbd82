'use client';

import { useSyncExternalStore } from 'react';

/** Three statements per page on wide screens, one below the 600 px breakpoint. */
const WIDE = '(min-width: 600px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useItemsPerPage(): 1 | 3 {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(WIDE).matches ? 3 : 1),
    () => 3,
  );
}
