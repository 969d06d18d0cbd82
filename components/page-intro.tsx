import type { ReactNode } from 'react';

/** Heading and lead paragraph at the top of a page. */
export function PageIntro({
  title,
  lead,
  children,
  className = 'mb-8',
}: {
  title: string;
  /** Its outer spacing (a margin below it, by default). */
  className?: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className={`flex flex-col gap-3 ${className}`}>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {lead ? <p className="max-w-prose text-lg text-neutral-700">{lead}</p> : null}
      {children}
    </header>
  );
}
