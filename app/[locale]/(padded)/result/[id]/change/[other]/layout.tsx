import { resolvePageLocale } from '@/lib/i18n/server';

/**
 * Registers the page's locale for ./not-found.tsx, which gets no params (the same need as the
 * comparison page's layout: otherwise the segment's own 404 renders in English in every locale).
 */
export default async function ResultChangeLayout({
  children,
  params,
}: LayoutProps<'/[locale]/result/[id]/change/[other]'>) {
  await resolvePageLocale(params);
  return children;
}
