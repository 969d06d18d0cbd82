'use client';

import { useEffect } from 'react';
import type { TestStore } from './test-store';

/**
 * Runs the test's clock only while the page is visible: a tab in the background, a locked phone
 * or a closed page add nothing to the time taken (and to the timeElapsed saved with the result).
 * The clock also starts when the statements start or a stored test is restored while visible.
 */
export function useVisibleClock(store: TestStore) {
  useEffect(() => {
    // Between pagehide and pageshow (closing, or kept in the back-forward cache) the page may
    // still say it is visible: it is not on screen.
    let left = false;
    const sync = () => {
      const { resumeClock, pauseClock } = store.getState();
      if (document.visibilityState === 'visible' && !left) resumeClock();
      else pauseClock();
    };
    const leave = () => {
      left = true;
      sync();
    };
    const show = () => {
      left = false;
      sync();
    };
    sync();
    // A restored test, or one started or reset, gets its clock set from the page's visibility.
    const unsubscribe = store.subscribe((state) => {
      if (state.testStart !== null && state.visibleSince === null) sync();
    });
    const unhydrated = store.persist.onFinishHydration(sync);
    document.addEventListener('visibilitychange', sync);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', show);
    return () => {
      unsubscribe();
      unhydrated();
      document.removeEventListener('visibilitychange', sync);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', show);
      store.getState().pauseClock();
    };
  }, [store]);
}
