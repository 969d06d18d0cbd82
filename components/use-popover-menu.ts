'use client';

import { useEffect, useRef } from 'react';

const ITEM_SELECTOR = 'a[href], button:not([disabled])';

/**
 * Behaviour for a menu built on the native Popover API (which already gives toggling by its button,
 * Escape, light dismiss and focus return): focus the first entry on opening, move with the arrow,
 * Home and End keys, and close once an entry is chosen (the layout, and so the popover, stays
 * mounted across client-side navigations).
 */
export function usePopoverMenu<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);

  useEffect(() => {
    const popover = ref.current;
    if (!popover) return;
    const items = () => Array.from(popover.querySelectorAll<HTMLElement>(ITEM_SELECTOR));

    function onToggle(event: Event) {
      if ((event as ToggleEvent).newState === 'open') items()[0]?.focus();
    }
    function onClick(event: MouseEvent) {
      if ((event.target as Element | null)?.closest('a[href]')) popover?.hidePopover?.();
    }
    function onKeyDown(event: KeyboardEvent) {
      const list = items();
      if (list.length === 0) return;
      const index = list.indexOf(document.activeElement as HTMLElement);
      const last = list.length - 1;
      const next =
        event.key === 'ArrowDown'
          ? index < last
            ? index + 1
            : 0
          : event.key === 'ArrowUp'
            ? index > 0
              ? index - 1
              : last
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? last
                : -1;
      if (next === -1) return;
      event.preventDefault();
      list[next]?.focus();
    }

    popover.addEventListener('toggle', onToggle);
    popover.addEventListener('click', onClick);
    popover.addEventListener('keydown', onKeyDown);
    return () => {
      popover.removeEventListener('toggle', onToggle);
      popover.removeEventListener('click', onClick);
      popover.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return ref;
}
