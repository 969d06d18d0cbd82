import type { Metadata } from 'next';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/content/server/metadata';
import { LookupPageBody } from './_components/lookup-page-body';

/** Static: prerendered, or rendered once per locale and kept (lib/http/rendering.ts). */
export const ensureStatic = 'navigation';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/result'>): Promise<Metadata> {
  return pageMetadata({ locale: await resolvePageLocale(params), page: 'result', path: '/result' });
}

/** Opening a result by id or link, prerendered; the form is answered by /result/open. */
export default async function ResultLookupPage({ params }: PageProps<'/[locale]/result'>) {
  return <LookupPageBody locale={await resolvePageLocale(params)} />;
}
