import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/metadata';
import { RESULT_ID_PATTERN, getResults } from '@/lib/server/results';
import { ResultSummary } from './_components/result-summary';

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
  // SPEC section 5: a malformed id is a 404 without any store lookup.
  if (!RESULT_ID_PATTERN.test(id)) notFound();
  // Read from the store on every request: a deleted result must disappear at once.
  await connection();
  const result = await getResults().get(id);
  if (!result) notFound();
  const t = await getTranslations({ locale, namespace: 'ResultSummary' });
  return (
    <ResultSummary
      locale={locale}
      profile={{ norm: result.norm, domains: result.domains }}
      createdAt={new Date(result.createdAt)}
      invalid={result.invalid}
      t={t}
    />
  );
}
