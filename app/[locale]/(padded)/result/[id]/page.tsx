import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageIntro } from '@/components/page-intro';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/metadata';

/** SPEC section 5: a result id is exactly 24 hexadecimal characters, either case. */
const RESULT_ID = /^[0-9a-f]{24}$/i;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/result/[id]'>): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([resolvePageLocale(params), params]);
  return pageMetadata({
    locale,
    page: 'resultView',
    path: `/result/${id.toLowerCase()}`,
    index: false,
  });
}

export default async function ResultPage({ params }: PageProps<'/[locale]/result/[id]'>) {
  const [locale, { id }] = await Promise.all([resolvePageLocale(params), params]);
  if (!RESULT_ID.test(id)) notFound();
  const t = await getTranslations({ locale, namespace: 'Pages.resultView' });
  return <PageIntro title={t('title')} lead={t('description')} />;
}
