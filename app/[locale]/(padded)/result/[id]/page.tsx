import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/metadata';
import { RESULT_ID_PATTERN, getResults } from '@/lib/server/results';
import { ResultSummary } from './_components/result-summary';
import { ShareBar, type ShareStrings } from './_components/share-bar';
import { localizePath } from '@/lib/i18n/paths';
import { siteConfig } from '@/lib/server/site-config';

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
  const [t, share] = await Promise.all([
    getTranslations({ locale, namespace: 'ResultSummary' }),
    getTranslations({ locale, namespace: 'ResultShare' }),
  ]);
  const profile = { norm: result.norm, domains: result.domains };
  const url = `${siteConfig.url}${localizePath(locale, `/result/${result.id}`)}`;
  const keys = [
    'heading',
    'email',
    'emailSubject',
    'emailBody',
    'download',
    'copyLink',
    'linkCopied',
    'copyFailed',
    'share',
    'print',
    'delete',
    'deleteConfirm',
    'deleting',
    'deleted',
    'deleteFailed',
  ] as const;
  const shareStrings = {
    ...Object.fromEntries(keys.map((key) => [key, share(key)])),
    shareOn: share.raw('shareOn') as string,
  } as ShareStrings;
  return (
    <ResultSummary
      locale={locale}
      profile={profile}
      createdAt={new Date(result.createdAt)}
      invalid={result.invalid}
      t={t}
    >
      <ShareBar id={result.id} url={url} title={share('emailSubject')} strings={shareStrings} />
    </ResultSummary>
  );
}
