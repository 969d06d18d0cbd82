'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import type { ComponentProps } from 'react';
import { prefersLessData } from '@/lib/connection';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & {
  /** Locale-free (`/test`, `/result/…?x=1`): the current page's locale is added. */
  href: string;
};

/**
 * A link in the current page's locale, given a locale-free href as next-intl's Link is, that
 * prefetches nothing on data-saver or 2G connections (SPEC section 4); Next's app router does not
 * check the connection itself.
 *
 * Built on next/link rather than next-intl's Link: that one adds next-intl's client navigation to
 * every page (6.2 KB gzip measured, more than the test page's room in its budget; see
 * lib/i18n/paths.ts). The locale is the route's `[locale]` parameter here (English pages are
 * rewritten to `/en/…`; outside the segment, the root 404, English).
 * The prefetch rule is decided in the browser only: the prop never reaches the markup, so server
 * and client render the same HTML.
 */
export function AppLink({ prefetch, href, ...props }: Props) {
  const param = useParams<{ locale?: string }>()?.locale;
  const locale = isLocale(param) ? param : defaultLocale;
  const constrained = typeof window !== 'undefined' && prefersLessData();
  return (
    <Link {...props} href={localizePath(locale, href)} prefetch={constrained ? false : prefetch} />
  );
}
