import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import type { Locale } from '@/lib/i18n/locales';
import { KeptResults } from './kept-results';
import { ResultLookup, type LookupOutcome } from './result-lookup';

/** The result lookup and the results kept in this browser, empty (/result) or answered (/result/open). */
export async function LookupPageBody({
  locale,
  outcome,
}: {
  locale: Locale;
  outcome?: LookupOutcome;
}) {
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
