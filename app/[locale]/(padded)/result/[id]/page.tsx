import type { Metadata } from 'next';
import { localeTag } from '@/lib/i18n/locales';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata, withPreviewImage } from '@/lib/content/server/metadata';
import { normalizeResultId } from '@/lib/results/id';
import { getPublicResult } from '@/lib/results/server/service';
import { getResultTexts } from '@/lib/results/server/texts';
import { PrintOpensDetails } from '@/components/print-opens-details';
import { withBands } from '@/inventory/reliability';
import { DomainReports } from './_components/domain-report';
import { OwnerAware } from './_components/owner-aware';
import { QualityPanel } from './_components/quality-panel';
import { ResultNext } from './_components/result-next';
import { ResultSummary, type T } from './_components/result-summary';
import { ShareBar } from './_components/share-bar';
import { shareIcons } from './_components/share-icons';
import { DeleteResult } from './_components/delete-result';
import { deleteStrings, shareStrings } from './_components/share-strings';
import { getPathname, permanentRedirect } from '@/lib/i18n/navigation';
import { siteConfig } from '@/lib/config/server/site';

/**
 * Kept pages: rendered on the first request for an address and then answered from the framework's
 * cache (lib/results/server/service.ts says how long). The build renders one placeholder, which is a 404,
 * to prove the page needs nothing from the request.
 */
export const ensureStatic = 'navigation';
export function generateStaticParams() {
  return [{ id: '_' }];
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/result/[id]'>): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([resolvePageLocale(params), params]);
  const metadata = await pageMetadata({
    locale,
    page: 'resultView',
    path: `/result/${id.toLowerCase()}`,
    index: false,
  });
  const result = await getPublicResult(id).catch(() => null);
  if (!result) return metadata;
  // Link previews in chats and social networks show the five percentiles.
  const t = await getTranslations({ locale, namespace: 'ResultSummary' });
  const format = new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 0 });
  const scores = new Intl.ListFormat(localeTag(locale), {
    style: 'short',
    type: 'unit',
  }).format(
    result.domains.map(
      (d) => `${t(`domain${d.domain}`)} ${format.format(Math.min(99, Math.max(1, d.percentile)))}`,
    ),
  );
  const description = t('metaDescription', { scores });
  // Shared links name the person whose result it is.
  const title = resultTitle(t, result.handle);
  return withPreviewImage(
    {
      ...metadata,
      title,
      description,
      openGraph: { ...metadata.openGraph, title, description },
      twitter: { ...metadata.twitter, title, description },
    },
    getPathname({ locale, href: `/result/${result.id}/preview.png` }),
    description,
  );
}

export default async function ResultPage({ params }: PageProps<'/[locale]/result/[id]'>) {
  const [locale, { id }] = await Promise.all([resolvePageLocale(params), params]);
  // A malformed id is a 404 without any store lookup.
  const key = normalizeResultId(id);
  if (!key) notFound();
  // One address per result: ids are shown and shared in lower case.
  if (key !== id) permanentRedirect({ href: `/result/${key}`, locale });
  const result = await getPublicResult(key);
  if (!result) notFound();
  const [t, share, quality, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'ResultSummary' }),
    getTranslations({ locale, namespace: 'ResultShare' }),
    getTranslations({ locale, namespace: 'AnswerQuality' }),
    getResultTexts(locale),
  ]);
  // Bands from the scores themselves: a result from another API host may come without them.
  const profile = withBands({ norm: result.norm, domains: result.domains });
  const url = `${siteConfig.url}${getPathname({ locale, href: `/result/${result.id}` })}`;
  const [strings, deleting] = await Promise.all([shareStrings(locale), deleteStrings(locale)]);
  return (
    <ResultSummary
      locale={locale}
      profile={profile}
      createdAt={new Date(result.createdAt)}
      invalid={result.invalid}
      title={
        <OwnerAware id={result.id} owner={t('title')} visitor={resultTitle(t, result.handle)} />
      }
      t={t}
    >
      {result.quality ? (
        <QualityPanel quality={result.quality} locale={locale} t={quality} />
      ) : null}
      <ResultNext locale={locale} id={result.id} handle={result.handle} t={t} />
      <ShareBar
        id={result.id}
        icons={shareIcons}
        url={url}
        title={share('emailSubject')}
        strings={strings}
        owner={<DeleteResult id={result.id} strings={deleting} />}
      />
      <DomainReports locale={locale} profile={profile} texts={texts} t={t} />
      <PrintOpensDetails />
    </ResultSummary>
  );
}

/** Whose result it is: "{handle}'s Big Five result", or the anonymous form without a handle. */
function resultTitle(t: T, handle: string | null): string {
  return handle ? t('titleOf', { handle }) : t('titleAnonymous');
}
