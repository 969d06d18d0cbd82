import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/metadata';
import { ResultLookup } from './_components/result-lookup';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/result'>): Promise<Metadata> {
  return pageMetadata({ locale: await resolvePageLocale(params), page: 'result', path: '/result' });
}

export default async function ResultLookupPage({ params }: PageProps<'/[locale]/result'>) {
  const locale = await resolvePageLocale(params);
  const [pages, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'ResultLookup' }),
  ]);
  return (
    <>
      <PageIntro title={pages('result.title')} lead={pages('result.description')} />
      <ResultLookup
        locale={locale}
        strings={{
          label: t('label'),
          hint: t('hint'),
          submit: t('submit'),
          invalid: t('invalid'),
          lastResult: t('lastResult'),
        }}
      />
    </>
  );
}
