'use client';

import { useEffect, useRef, type ReactNode } from 'react';

const ITEM_SELECTOR = 'a[href], button:not([disabled])';

/** The panel of a dropdown under the toolbar, at its end edge (callers add `top-…`). */
export const dropdownClass =
  'fixed inset-auto end-2 rounded-md bg-white py-1 shadow-xl ring-1 ring-black/10';

/**
 * A button and the menu it opens, on the native Popover API (which already gives toggling by its
 * button, Escape, light dismiss and focus return). Script adds what a menu also needs: the first
 * entry takes focus on opening, arrow keys, Home and End move, and choosing a link closes the menu
 * (the layout, and so the popover, stays mounted across client-side navigations).
 */
export function PopoverMenu({
  id,
  trigger,
  triggerLabel,
  triggerClassName,
  className,
  label,
  children,
}: {
  id: string;
  /** The button's content. */
  trigger: ReactNode;
  /** The button's accessible name, when its content has no text. */
  triggerLabel?: string;
  triggerClassName: string;
  /** The panel's place and size. */
  className: string;
  /** The panel's accessible name. */
  label?: string;
  children: ReactNode;
}) {
  const ref = useMenuKeys();
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-label={triggerLabel}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div id={id} ref={ref} popover="auto" aria-label={label} className={className}>
        {children}
      </div>
    </>
  );
}

function useMenuKeys() {
  const ref = useRef<HTMLDivElement>(null);

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
      const next = nextIndex(event.key, list.indexOf(document.activeElement as HTMLElement), list);
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

/** The entry a key moves to (wrapping at both ends), or -1 for a key that moves nothing. */
function nextIndex(key: string, index: number, list: readonly unknown[]): number {
  const last = list.length - 1;
  if (key === 'ArrowDown') return index < last ? index + 1 : 0;
  if (key === 'ArrowUp') return index > 0 ? index - 1 : last;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return -1;
}
