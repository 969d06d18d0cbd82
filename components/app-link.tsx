'use client';

import type { ComponentProps } from 'react';
import { prefersLessData } from '@/lib/offline/browser/connection';
import { Link } from '@/lib/i18n/navigation';

/**
 * next-intl's Link (a locale-free href; the page's locale is added) that prefetches nothing on
 * data-saver or 2G connections: Next's app router does not check the connection
 * itself. The rule is decided in the browser only: the prop never reaches the markup, so server and
 * client render the same HTML.
 */
export function AppLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const constrained = typeof window !== 'undefined' && prefersLessData();
  return <Link {...props} prefetch={constrained ? false : prefetch} />;
}
