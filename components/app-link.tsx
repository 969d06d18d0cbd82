'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { prefersLessData } from '@/lib/connection';

/**
 * next/link that prefetches nothing on data-saver or 2G connections (SPEC section 4); Next's app
 * router does not check the connection itself. Decided in the browser only: the prop never
 * reaches the markup, so server and client render the same HTML.
 */
export function AppLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const constrained = typeof window !== 'undefined' && prefersLessData();
  return <Link {...props} prefetch={constrained ? false : prefetch} />;
}
