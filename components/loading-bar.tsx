'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/** A navigation that ends within this time shows no bar at all (a 200 ms throttle). */
const THROTTLE_MS = 200;
const FADE_MS = 400;
/** A navigation that never completes (cancelled by other code, say) stops showing after this. */
const GIVE_UP_MS = 15_000;

type State = 'idle' | 'pending' | 'loading' | 'done';

/**
 * True for a plain click on a same-origin link to another page of this site. (Whether the click was
 * cancelled says nothing: next/link cancels every click to navigate on the client.)
 */
export function isInternalNavigation(event: MouseEvent, currentHref: string): boolean {
  if (event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const to = new URL(anchor.getAttribute('href') ?? '', currentHref);
  const from = new URL(currentHref);
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}

/** Thin bar at the top of the window while a page change is under way. */
export function LoadingBar({ label }: { label: string }) {
  const pathname = usePathname();
  const [state, setState] = useState<State>('idle');
  const [shownPath, setShownPath] = useState(pathname);
  const throttle = useRef<number | undefined>(undefined);

  // The new page is there: finish the bar (or never show it, if it was still waiting).
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setState((previous) => (previous === 'loading' ? 'done' : 'idle'));
  }

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (!isInternalNavigation(event, window.location.href)) return;
      window.clearTimeout(throttle.current);
      setState('pending');
      throttle.current = window.setTimeout(
        () => setState((previous) => (previous === 'pending' ? 'loading' : previous)),
        THROTTLE_MS,
      );
    }
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.clearTimeout(throttle.current);
    };
  }, []);

  useEffect(() => {
    if (state === 'loading') {
      const giveUp = window.setTimeout(() => setState('done'), GIVE_UP_MS);
      return () => window.clearTimeout(giveUp);
    }
    if (state === 'done') {
      const fade = window.setTimeout(() => setState('idle'), FADE_MS);
      return () => window.clearTimeout(fade);
    }
  }, [state]);

  if (state === 'idle' || state === 'pending') return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy={state === 'loading'}
      className="no-print pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div data-state={state} className="loading-bar bg-secondary h-full" />
    </div>
  );
}
