import type { ReactNode } from 'react';

const SIZES = {
  section: 'text-xl font-bold',
  page: 'text-2xl font-bold',
} as const;

/**
 * A heading of a part of a page, in one of the two sizes sections use. `id` lets the section name
 * itself by it (`aria-labelledby`).
 */
export function SectionHeading({
  id,
  as: Tag = 'h2',
  size = 'section',
  className,
  children,
}: {
  id?: string;
  as?: 'h2' | 'h3';
  size?: keyof typeof SIZES;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag id={id} className={className ? `${SIZES[size]} ${className}` : SIZES[size]}>
      {children}
    </Tag>
  );
}
