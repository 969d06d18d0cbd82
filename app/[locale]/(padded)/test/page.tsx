import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { QUESTIONNAIRE_LANGUAGES, defaultQuestionnaireLanguage } from '@/inventory/languages';
import { localeTag } from '@/lib/i18n/locales';
import { namespaceTemplates, resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/metadata';
import { testConfig } from '@/lib/server/test-config';
import { sortLanguages } from './_components/language-order';
import { TestFlow } from './_components/test-flow';

export async function generateMetadata({ params }: PageProps<'/[locale]/test'>): Promise<Metadata> {
  return pageMetadata({ locale: await resolvePageLocale(params), page: 'test', path: '/test' });
}

export default async function TestPage({ params }: PageProps<'/[locale]/test'>) {
  const locale = await resolvePageLocale(params);
  const [pages, strings, apiErrors, offlineStrings] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    namespaceTemplates(locale, 'Test'),
    namespaceTemplates(locale, 'ApiErrors'),
    namespaceTemplates(locale, 'Offline'),
  ]);
  return (
    <>
      <PageIntro title={pages('test.title')} lead={pages('test.description')} />
      <TestFlow
        locale={locale}
        strings={strings}
        apiErrors={apiErrors}
        offlineStrings={offlineStrings}
        languages={sortLanguages(QUESTIONNAIRE_LANGUAGES, localeTag(locale))}
        defaultLang={defaultQuestionnaireLanguage(locale)}
        skipEnabled={testConfig.skipEnabled}
      />
    </>
  );
}
