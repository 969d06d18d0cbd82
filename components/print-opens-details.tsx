'use client';

import { useEffect } from 'react';

/**
 * Folded parts of a page (<details>) open for printing and close again after, so a printed or
 * saved PDF report is complete. (CSS cannot open a closed <details> in every browser; the
 * `::details-content` rule in globals.css covers browsers that print without running this.)
 */
export function PrintOpensDetails() {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const open = () => {
      opened = [...document.querySelectorAll<HTMLDetailsElement>('main details:not([open])')];
      for (const details of opened) details.open = true;
    };
    const close = () => {
      for (const details of opened) details.open = false;
      opened = [];
    };
    window.addEventListener('beforeprint', open);
    window.addEventListener('afterprint', close);
    return () => {
      window.removeEventListener('beforeprint', open);
      window.removeEventListener('afterprint', close);
    };
  }, []);
  return null;
}
