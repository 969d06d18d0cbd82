import type { Metadata } from 'next';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/content/server/metadata';
import { builderStart } from '../_components/builder-start';
import { ComparePageBody } from '../_components/compare-page-body';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/compare/edit'>): Promise<Metadata> {
  const metadata = await pageMetadata({
    locale: await resolvePageLocale(params),
    page: 'compare',
    path: '/compare',
    index: false,
  });
  return metadata;
}

/**
 * The compare builder with the list an address holds: an edit link from a comparison or a result
 * (`?people=…`), or the form sent without scripts (`?add=1&name=…&result=…`). It shows what a
 * visitor typed, so it is rendered for each request under a nonce policy (proxy.ts), never kept.
 */
export const instant = false;

export default async function CompareEditPage({
  params,
  searchParams,
}: PageProps<'/[locale]/compare/edit'>) {
  const [locale, query] = await Promise.all([resolvePageLocale(params), searchParams]);
  return <ComparePageBody locale={locale} start={await builderStart(query)} />;
}
