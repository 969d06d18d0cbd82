import type { ReactNode } from 'react';

/** Re-mounted on every page change: a short entrance, skipped under prefers-reduced-motion. */
export default function Template({ children }: { children: ReactNode }) {
  return <div className="page-enter flex flex-1 flex-col">{children}</div>;
}
