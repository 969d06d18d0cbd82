import type { Metadata } from 'next';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/content/server/metadata';
import { EMPTY_START } from './_components/builder-start';
import { ComparePageBody } from './_components/compare-page-body';

/** Static: prerendered, or rendered once per locale and kept (lib/http/rendering.ts). */
export const ensureStatic = 'navigation';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/compare'>): Promise<Metadata> {
  return pageMetadata({
    locale: await resolvePageLocale(params),
    page: 'compare',
    path: '/compare',
  });
}

/**
 * The compare builder, prerendered: the list lives in the browser. A list in the address (an edit
 * link, a form sent before the scripts ran) is /compare/edit, rendered for each request.
 */
export default async function ComparePage({ params }: PageProps<'/[locale]/compare'>) {
  return <ComparePageBody locale={await resolvePageLocale(params)} start={EMPTY_START} />;
}
