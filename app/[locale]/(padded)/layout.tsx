import type { ReactNode } from 'react';

/** Every page but the home page sits in the padded container. */
export default function PaddedLayout({ children }: { children: ReactNode }) {
  return <div className="container-page">{children}</div>;
}
