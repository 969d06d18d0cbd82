import { resolvePageLocale } from '@/lib/i18n/server';

/**
 * Registers the page's locale for ./not-found.tsx, which gets no params: without this layout it
 * renders in English in every locale (seen with Next 16 and cacheComponents; the parent layouts'
 * registration does not reach a segment's own not-found boundary).
 */
export default async function ComparisonLayout({
  children,
  params,
}: LayoutProps<'/[locale]/compare/[id]'>) {
  await resolvePageLocale(params);
  return children;
}
