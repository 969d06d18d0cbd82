'use client';

import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once the page has hydrated. Scripts load after the first paint
 * (server/defer-scripts.ts), so there is a moment when the page shows but its controls do not yet
 * act; end-to-end tests wait for this mark (e2e/fixtures.ts). Rendered last in every document, so
 * its effect runs after those of the page before it.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
