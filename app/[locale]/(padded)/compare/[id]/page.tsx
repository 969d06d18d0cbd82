import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageIntro } from '@/components/page-intro';
import type { Domain } from '@/inventory/info';
import { decodeCompareId } from '@/lib/compare/id';
import { localeTag } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata, withPreviewImage } from '@/lib/content/server/metadata';
import { getResultTexts } from '@/lib/results/server/texts';
import { siteConfig } from '@/lib/config/server/site';
import { ShareBar } from '../../result/[id]/_components/share-bar';
import { shareIcons } from '../../result/[id]/_components/share-icons';
import { shareStrings } from '../../result/[id]/_components/share-strings';
import { Comparison } from './_components/comparison';
import { ComparisonChart } from './_components/comparison-chart';
import { LargestDifferences } from './_components/largest-differences';
import { loadPeople } from './_components/load-people';

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
}: PageProps<'/[locale]/compare/[id]'>): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([resolvePageLocale(params), params]);
  const t = await getTranslations({ locale, namespace: 'CompareView' });
  const decoded = decodeCompareId(id);
  // Cached (lib/results/server/service.ts): the page asks for the same results.
  const { people } = decoded.ok ? await loadPeople(decoded.people) : { people: [] };
  // A malformed link, or one with fewer than two results left, is a 404 (./not-found.tsx): its
  // tab says so too.
  const shown = people.length >= 2;
  const metadata = await pageMetadata({
    locale,
    page: shown
      ? 'compareView'
      : { title: t('invalidTitle'), description: t('invalidExplanation') },
    path: `/compare/${id}`,
    index: false,
  });
  if (!shown) return metadata;
  const names = new Intl.ListFormat(localeTag(locale), { type: 'conjunction' }).format(
    people.map((p) => p.name),
  );
  return withPreviewImage(
    metadata,
    getPathname({ locale, href: `/compare/${id}/preview.png` }),
    t('lead', { names }),
  );
}

export default async function ComparisonPage({ params }: PageProps<'/[locale]/compare/[id]'>) {
  const [locale, { id }] = await Promise.all([resolvePageLocale(params), params]);
  const [pages, t, summary] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages.compareView' }),
    getTranslations({ locale, namespace: 'CompareView' }),
    getTranslations({ locale, namespace: 'ResultSummary' }),
  ]);
  const decoded = decodeCompareId(id);
  // A link that holds no list of people is an address that leads nowhere: 404, explained by
  // ./not-found.tsx with a way to start a new comparison.
  if (!decoded.ok) notFound();
  const [texts, { people, missing }] = await Promise.all([
    getResultTexts(locale),
    loadPeople(decoded.people),
  ]);
  // A comparison needs two: with fewer results left than that, the link leads nowhere any more
  // (./not-found.tsx says whose results are gone).
  if (people.length < 2) notFound();
  const list = new Intl.ListFormat(localeTag(locale), { type: 'conjunction' });
  const format = new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 0 }).format;
  const domainName = (domain: Domain) => summary(`domain${domain}`);
  // Answer quality (inventory/answer-quality.ts): a doubtful profile is marked, never left out.
  const doubtful = people
    .filter((p) => p.result.quality?.verdict === 'doubtful')
    .map((p) => p.name);
  const editHref = `${getPathname({ locale, href: '/compare/edit' })}?people=${id}`;
  const url = `${siteConfig.url}${getPathname({ locale, href: `/compare/${id}` })}`;
  return (
    <>
      <PageIntro
        title={pages('title')}
        lead={t('lead', { names: list.format(people.map((p) => p.name)) })}
      >
        <p className="text-sm text-neutral-700">{t('normNote')}</p>
        <p className="flex flex-wrap gap-4 print:hidden">
          <a href={editHref} className="font-semibold">
            {t('edit')}
          </a>
        </p>
      </PageIntro>
      {doubtful.length ? (
        <p role="note" className="mb-6 rounded-md border-s-4 border-red-700 bg-red-50 p-3">
          {t('doubtful', { names: list.format(doubtful), count: doubtful.length })}
        </p>
      ) : null}
      {missing.length ? (
        <p role="note" className="bg-surface-muted mb-6 rounded-md p-3">
          {t('missing', { names: list.format(missing), count: missing.length })}
        </p>
      ) : null}
      <div className="flex flex-col gap-10">
        <ComparisonChart people={people} format={format} domainName={domainName} t={t} />
        <LargestDifferences people={people} domainName={domainName} t={t} />
        <ShareBar
          url={url}
          icons={shareIcons}
          title={t('shareTitle')}
          strings={await shareStrings(locale, {
            emailSubject: t('shareTitle'),
            emailBody: t('shareBody'),
          })}
        />
        <Comparison locale={locale} people={people} texts={texts} t={summary} />
      </div>
    </>
  );
}
