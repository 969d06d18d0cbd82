import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { decodeCompareId } from '@/lib/compare-id';
import { localizePath } from '@/lib/i18n/paths';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata, withPreviewImage } from '@/lib/metadata';
import { getResultTexts } from '@/lib/server/result-texts';
import { siteConfig } from '@/lib/server/site-config';
import { ShareBar } from '../../result/[id]/_components/share-bar';
import { shareStrings } from '../../result/[id]/_components/share-strings';
import { Comparison } from './_components/comparison';
import { loadPeople } from './_components/load-people';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/compare/[id]'>): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([resolvePageLocale(params), params]);
  const metadata = await pageMetadata({
    locale,
    page: 'compareView',
    path: `/compare/${id}`,
    index: false,
  });
  const decoded = decodeCompareId(id);
  if (!decoded.ok) return metadata;
  const t = await getTranslations({ locale, namespace: 'CompareView' });
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    decoded.people.map((p) => p.name),
  );
  return withPreviewImage(
    metadata,
    localizePath(locale, `/compare/${id}/preview.png`),
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
  if (!decoded.ok) {
    return (
      <>
        <PageIntro title={t('invalidTitle')} lead={t(`invalid.${decoded.error}`)} />
        <p>
          <a href={localizePath(locale, '/compare')} className="font-semibold">
            {t('startOver')}
          </a>
        </p>
      </>
    );
  }
  const [texts, { people, missing }] = await Promise.all([
    getResultTexts(locale),
    loadPeople(decoded.people),
  ]);
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const editHref = `${localizePath(locale, '/compare')}?people=${id}`;
  const url = `${siteConfig.url}${localizePath(locale, `/compare/${id}`)}`;
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
      {missing.length ? (
        <p role="note" className="bg-surface-muted mb-6 rounded-md p-3">
          {t('missing', { names: list.format(missing), count: missing.length })}
        </p>
      ) : null}
      <div className="mb-8">
        <ShareBar
          url={url}
          title={t('shareTitle')}
          strings={await shareStrings(locale, {
            emailSubject: t('shareTitle'),
            emailBody: t('shareBody'),
          })}
        />
      </div>
      {people.length ? (
        <Comparison locale={locale} people={people} texts={texts} t={summary} />
      ) : (
        <p>{t('nobody')}</p>
      )}
    </>
  );
}
