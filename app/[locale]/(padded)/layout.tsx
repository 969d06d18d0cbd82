import type { ReactNode } from 'react';

/** Every page but the home page sits in the padded container (SPEC section 2). */
export default function PaddedLayout({ children }: { children: ReactNode }) {
  return <div className="container-page">{children}</div>;
}
