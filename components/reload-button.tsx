'use client';

import type { ReactNode } from 'react';

/** Loads the current address again (the offline page stands in for the page asked for). */
export function ReloadButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} onClick={() => window.location.reload()}>
      {children}
    </button>
  );
}
