import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import type { Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/navigation';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/metadata';
import { parseResultInput } from '@/lib/result-id';
import { getPublicResult } from '@/lib/server/results';
import { KeptResults } from './_components/kept-results';
import { ResultLookup, type LookupOutcome } from './_components/result-lookup';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/result'>): Promise<Metadata> {
  return pageMetadata({ locale: await resolvePageLocale(params), page: 'result', path: '/result' });
}

/** A submitted lookup (`?result=…`): opens the result, or says inline why it cannot. */
async function lookUp(locale: Locale, value: string) {
  const id = parseResultInput(value);
  if (!id) return { value, error: 'invalid' } satisfies LookupOutcome;
  const result = await getPublicResult(id).catch(() => null);
  if (!result) return { value, error: 'notFound' } satisfies LookupOutcome;
  redirect({ href: `/result/${id}`, locale });
}

export default async function ResultLookupPage({
  params,
  searchParams,
}: PageProps<'/[locale]/result'>) {
  const [locale, query] = await Promise.all([resolvePageLocale(params), searchParams]);
  const submitted = typeof query.result === 'string' ? query.result.slice(0, 2000) : undefined;
  const outcome = submitted === undefined ? undefined : await lookUp(locale, submitted);
  const [pages, t, api, change, builder] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'ResultLookup' }),
    getTranslations({ locale, namespace: 'ApiErrors' }),
    getTranslations({ locale, namespace: 'ResultChange' }),
    getTranslations({ locale, namespace: 'CompareBuilder' }),
  ]);
  return (
    <>
      <PageIntro title={pages('result.title')} lead={pages('result.description')} />
      <ResultLookup
        locale={locale}
        outcome={outcome}
        strings={{
          label: t('label'),
          hint: t('hint'),
          submit: t('submit'),
          invalid: t('invalid'),
          notFound: api('notFound'),
          checking: builder('checking'),
          lastResult: t('lastResult'),
        }}
      />
      <KeptResults
        locale={locale}
        strings={{
          listHeading: change('listHeading'),
          listHelp: change('listHelp'),
          listLegend: change('listLegend'),
          listUnknownDate: change('listUnknownDate'),
          listOpen: change('listOpen'),
          listDoubtful: change('listDoubtful'),
          compareSubmit: change('compareSubmit'),
          chooseTwo: change('chooseTwo'),
          onlyOne: change('onlyOne'),
          takeAgain: change('takeAgain'),
        }}
      />
    </>
  );
}
