import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/compare/[id]'>): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([resolvePageLocale(params), params]);
  return pageMetadata({ locale, page: 'compareView', path: `/compare/${id}`, index: false });
}

export default async function ComparisonPage({ params }: PageProps<'/[locale]/compare/[id]'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Pages.compareView' });
  return <PageIntro title={t('title')} lead={t('description')} />;
}
